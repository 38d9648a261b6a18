// SPEC 3: amounts arrive as strings or numbers. SPEC 5: 'Amount is required' and
// 'Amount must be a valid number' (at least 0, step 0.01). Parsed once, into integer cents.
//
// Rounding rule (docs/decisions/0040): more than two decimals are rounded to the nearest cent,
// half up ('10.005' -> 1001 cents). A number is read through its shortest decimal text
// (String(n)), so 10.005 and '10.005' give the same cents.

/** The largest amount accepted: $1,000,000,000.00 per entry. */
export const MAX_AMOUNT_CENTS = 100_000_000_000;

export type AmountProblem = 'amountRequired' | 'amountInvalid';
export type ParsedAmount = { ok: true; cents: number } | { ok: false; problem: AmountProblem };

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

function invalid(): ParsedAmount {
  return { ok: false, problem: 'amountInvalid' };
}

function parseDecimalText(text: string): ParsedAmount {
  const match = DECIMAL.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return invalid();
  const wholeDigits = whole.replace(/^0+/, '');
  if (wholeDigits.length > 10) return invalid();
  const firstTwo = Number(`${fraction}00`.slice(0, 2));
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1 : 0;
  const cents = Number(wholeDigits || '0') * 100 + firstTwo + roundUp;
  return cents > MAX_AMOUNT_CENTS ? invalid() : { ok: true, cents };
}

/** Parses an amount into whole cents; rejects blank, non-numeric, negative and non-finite. */
export function parseAmount(value: unknown): ParsedAmount {
  if (value === undefined || value === null) return { ok: false, problem: 'amountRequired' };
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return invalid();
    const text = String(value);
    // Exponent form: below 1e-6 rounds to 0 cents; 1e21 and above is far over the maximum.
    if (text.includes('e')) return value < 1 ? { ok: true, cents: 0 } : invalid();
    return parseDecimalText(text);
  }
  if (typeof value !== 'string') return invalid();
  const text = value.trim();
  if (text === '') return { ok: false, problem: 'amountRequired' };
  return parseDecimalText(text);
}

/** Cents of a stored amount; anything that does not parse counts as 0 (docs/decisions/0042). */
export function amountToCents(value: unknown): number {
  const parsed = parseAmount(value);
  return parsed.ok ? parsed.cents : 0;
}

/** Dollars as a JSON number with at most two decimals (integer cents / 100 is exact to print). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** '1234.50': the text form stored for income amounts (SPEC 3: amount may be a string). */
export function centsToAmountText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
