import { intlLocale } from './locale.js';

// Money as the applicant reads it in her language: '$1,234.50', '1 234,50 $'. Amounts are whole
// cents. Issue 21 (decision 0800): each formatter is made on first use, not when the module
// loads. The first Intl formatter a page makes loads ICU's locale data (15-45 ms in a browser
// here, four times that on Lighthouse's phone); a wizard step that imports this module and never
// shows money paid that while it started.
const formats = new Map<string, Intl.NumberFormat>();

function usdFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    });
    formats.set(language, format);
  }
  return format;
}

export function formatUsd(cents: number, language = 'en'): string {
  return usdFormat(language).format(cents / 100);
}

export function formatDollars(dollars: number, language = 'en'): string {
  return usdFormat(language).format(dollars);
}
