import { centsToAmountText, MAX_AMOUNT_CENTS } from './amount.js';

// An amount as the applicant types it, read by the interface language's rules
// (docs/decisions/0060): English `1,320.12` (`,` groups thousands, `.` marks cents), Spanish
// `1.320,12` (`.` groups thousands, `,` marks cents). `$`, `USD` and spaces may be typed.
// Nothing is guessed: letters, a third decimal, or separators that fit neither reading are
// refused with a reason, so `1,32O.12` can never become $132.12 and `1320,12` never $132,012.

export type AmountLanguage = 'en' | 'es';

/** Why a typed amount was refused; each is a key of the validation messages. */
export type TypedAmountProblem =
  | 'amountRequired'
  | 'amountLetters'
  | 'amountTooManyDecimals'
  | 'amountUnclear'
  | 'amountNegative'
  | 'amountTooLarge';

export type TypedAmount = { ok: true; cents: number } | { ok: false; problem: TypedAmountProblem };

const separators: Readonly<Record<AmountLanguage, { decimal: string; group: string }>> = {
  en: { decimal: '.', group: ',' },
  es: { decimal: ',', group: '.' },
};

/** The interface language's rules; any language other than Spanish reads as English. */
export function amountLanguage(language: string | undefined): AmountLanguage {
  return language?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

function refuse(problem: TypedAmountProblem): TypedAmount {
  return { ok: false, problem };
}

/** Whole dollars: plain digits, or digits grouped by threes with the group mark. */
function wholeDigits(whole: string, group: string): string | undefined {
  if (/^\d+$/.test(whole)) return whole;
  const grouped = whole.split(group);
  const [first = '', ...rest] = grouped;
  const fits = /^\d{1,3}$/.test(first) && rest.every((part) => /^\d{3}$/.test(part));
  return fits && rest.length > 0 ? grouped.join('') : undefined;
}

function toCents(whole: string, fraction: string): TypedAmount {
  if (fraction.length > 2) return refuse('amountTooManyDecimals');
  const dollars = whole.replace(/^0+/, '');
  if (dollars.length > 10) return refuse('amountTooLarge');
  const cents = Number(dollars || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return cents > MAX_AMOUNT_CENTS ? refuse('amountTooLarge') : { ok: true, cents };
}

/** Splits at the decimal mark when there is one; Spanish also takes `1320.12` (see 0060). */
function splitDecimal(text: string, language: AmountLanguage): [string, string] | undefined {
  const { decimal, group } = separators[language];
  const at = text.indexOf(decimal);
  if (at >= 0) {
    return text.includes(decimal, at + 1) ? undefined : [text.slice(0, at), text.slice(at + 1)];
  }
  // No decimal mark. In Spanish a single `.` with one or two digits after it cannot be a
  // thousands mark, so it is read as cents, as typed on an English keypad.
  if (language === 'es' && /^\d+\.\d{1,2}$/.test(text)) {
    const dot = text.indexOf('.');
    return [text.slice(0, dot), text.slice(dot + 1)];
  }
  return wholeDigits(text, group) === undefined && text.includes(group) ? undefined : [text, ''];
}

/** Reads a typed amount into whole cents by the language's rules, or says why it cannot. */
export function parseTypedAmount(text: string, language: AmountLanguage): TypedAmount {
  const cleaned = text.replace(/usd/gi, '').replace(/[\s$]/g, '');
  if (cleaned === '') return refuse('amountRequired');
  if (/^-|^\(.*\)$/.test(cleaned)) return refuse('amountNegative');
  if (/[^\d.,]/.test(cleaned)) return refuse('amountLetters');
  const split = splitDecimal(cleaned, language);
  if (!split) return refuse('amountUnclear');
  const [whole, fraction] = split;
  if (!/^\d*$/.test(fraction)) return refuse('amountUnclear');
  const dollars = whole === '' ? '' : wholeDigits(whole, separators[language].group);
  if (dollars === undefined || (dollars === '' && fraction === '')) return refuse('amountUnclear');
  return toCents(dollars, fraction);
}

/** Cents as the language writes them: 132012 is `1,320.12` in English, `1.320,12` in Spanish. */
export function formatTypedAmount(cents: number, language: AmountLanguage): string {
  const { decimal, group } = separators[language];
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${whole}${decimal}${String(cents % 100).padStart(2, '0')}`;
}

/**
 * A typed amount as the schemas and the API take it (`1320.12`), with the reason when it
 * cannot be read. Blank stays blank, so the schema says "Amount is required".
 */
export function typedAmountForSchema(
  text: string,
  language: AmountLanguage,
): { amount: string; problem?: Exclude<TypedAmountProblem, 'amountRequired'> } {
  const read = parseTypedAmount(text, language);
  if (read.ok) return { amount: centsToAmountText(read.cents) };
  return read.problem === 'amountRequired'
    ? { amount: '' }
    : { amount: text, problem: read.problem };
}
