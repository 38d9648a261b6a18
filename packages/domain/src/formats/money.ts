// Money as the applicant reads it: '$1,234.50'. Amounts are whole cents.
// Issue 21 (decision 0800): the formatter is made on first use, not when the module loads. The
// first Intl formatter a page makes loads ICU's locale data (15-45 ms in a browser here, four
// times that on Lighthouse's phone); a wizard step that imports this module and never shows money
// paid that while it started.
let usd: Intl.NumberFormat | undefined;

function usdFormat(): Intl.NumberFormat {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd;
}

export function formatUsd(cents: number): string {
  return usdFormat().format(cents / 100);
}

export function formatDollars(dollars: number): string {
  return usdFormat().format(dollars);
}
