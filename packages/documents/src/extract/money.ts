/** An amount found in a line: whole cents, where it starts and ends. */
export interface FoundAmount {
  cents: number;
  index: number;
  end: number;
  negative: boolean;
}

// With cents: '$1,234.56', '1234.56', '$ 1, 234.56' (OCR spacing), '20.831.50' (OCR reads a
// comma as a period), 'USD 1,234.56', '-52.34', '(52.34)'. Two decimals are required here, so
// hours ('80'), IDs and years are not read as money; hours and rates with two decimals are,
// and the parsers pick amounts by their column or label.
const WITH_CENTS =
  /(-|\()?\s?(?:\$|USD)?\s?(\d{1,3}(?:[,.]\s?\d{3})+|\d+)[.,](\d{2})(?![\d,])(\s?USD)?\)?/g;
// Whole dollars only with a currency mark: '$1,200', '$ 450', 'USD 1,200', '1,200 USD'.
const WHOLE_DOLLARS =
  /(-|\()?(?:\$\s?|USD\s)(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]*\d)|(\d{1,3}(?:,\d{3})+|\d+)\s?USD\b/g;

// One decimal only with a currency mark, as a program printing a number may: '$1800.0'.
const ONE_DECIMAL = /(-|\()?(?:\$\s?|USD\s)(\d{1,3}(?:,\d{3})+|\d+)\.(\d)(?![\d,])/g;

/** All amounts in a line, left to right. */
export function findAmounts(line: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  for (const match of line.matchAll(WITH_CENTS)) {
    const whole = (match[2] ?? '').replace(/[,.\s]/g, '');
    const cents = Number(whole) * 100 + Number(match[3]);
    if (!Number.isSafeInteger(cents)) continue;
    const index = match.index ?? 0;
    found.push({ cents, index, end: index + match[0].length, negative: match[1] !== undefined });
  }
  for (const match of line.matchAll(ONE_DECIMAL)) {
    const index = match.index ?? 0;
    const end = index + match[0].length;
    if (found.some((amount) => index < amount.end && end > amount.index)) continue;
    const cents = Number((match[2] ?? '').replace(/,/g, '')) * 100 + Number(match[3]) * 10;
    if (!Number.isSafeInteger(cents)) continue;
    found.push({ cents, index, end, negative: match[1] !== undefined });
  }
  for (const match of line.matchAll(WHOLE_DOLLARS)) {
    const index = match.index ?? 0;
    const end = index + match[0].length;
    if (found.some((amount) => index < amount.end && end > amount.index)) continue;
    const cents = Number((match[2] ?? match[3] ?? '').replace(/,/g, '')) * 100;
    if (!Number.isSafeInteger(cents)) continue;
    found.push({ cents, index, end, negative: match[1] !== undefined });
  }
  return found.sort((a, b) => a.index - b.index);
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
