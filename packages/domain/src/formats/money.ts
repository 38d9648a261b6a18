// Money as the applicant reads it: '$1,234.50'. Amounts are whole cents.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

export function formatDollars(dollars: number): string {
  return usd.format(dollars);
}
