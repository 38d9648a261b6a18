import { intlLocale } from './locale.js';

// Issue 21: making an Intl formatter is slow (it reads ICU's locale data), and a step that
// made one per amount or per date spent most of its drawing doing so (the summary step's hours,
// the estimate's rule dates). One formatter per language and options, made on first use.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A number formatter for the applicant's language, kept for the next call with these options. */
export function numberFormat(
  language: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A date formatter for the applicant's language, kept for the next call with these options. */
export function dateFormat(
  language: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A number as people say it, whole or to one decimal, in the applicant's language ('32.5' hours). */
export function formatDecimal(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 1 }).format(value);
}
