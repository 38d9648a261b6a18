/** An amount found in a line: whole cents and where it starts. */
export interface FoundAmount {
  cents: number;
  index: number;
  negative: boolean;
}

// '$1,234.56', '1234.56', '$ 1, 234.56' (OCR spacing), '20.831.50' (OCR reads a comma as a
// period), '-52.34', '(52.34)'. Two decimals are
// required, so hours ('80'), IDs and years are not read as money. Hours and rates with two
// decimals are; the parsers pick amounts by the label on their line.
const AMOUNT = /(-|\()?\s?\$?\s?(\d{1,3}(?:[,.]\s?\d{3})+|\d+)[.,](\d{2})(?!\d)/g;

/** All amounts in a line, left to right. */
export function findAmounts(line: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  for (const match of line.matchAll(AMOUNT)) {
    const whole = (match[2] ?? '').replace(/[,.\s]/g, '');
    // A 'd,ddd' with a comma before two digits at the end is a thousands group, not cents.
    const cents = Number(whole) * 100 + Number(match[3]);
    if (!Number.isSafeInteger(cents)) continue;
    found.push({ cents, index: match.index ?? 0, negative: match[1] !== undefined });
  }
  return found;
}

/** The first amount in a text, or undefined. */
export function firstAmount(text: string): number | undefined {
  return findAmounts(text)[0]?.cents;
}

/** Cents as '$1,234.56' for summaries. */
export function formatDollars(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}
