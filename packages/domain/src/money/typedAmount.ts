import { type ApplicantLanguage, isApplicantLanguage } from '../catalogs/languages.js';
import { centsToAmountText, MAX_AMOUNT_CENTS } from './amount.js';

// An amount as the applicant types it, read by the interface language's rules
// (docs/decisions/0060): English `1,320.12` (`,` groups thousands, `.` marks cents), Spanish
// `1.320,12` (`.` groups thousands, `,` marks cents). `$`, `USD` and spaces may be typed.
// Nothing is guessed: letters, a third decimal, or separators that fit neither reading are
// refused with a reason, so `1,32O.12` can never become $132.12 and `1320,12` never $132,012.
// Issue 20 (docs/decisions/0820): each of the eleven languages reads amounts by its locale's
// marks, as CLDR gives them (`new Intl.NumberFormat(code).formatToParts(1234.5)`).

export type AmountLanguage = ApplicantLanguage;

/** Why a typed amount was refused; each is a key of the validation messages. */
export type TypedAmountProblem =
  | 'amountRequired'
  | 'amountLetters'
  | 'amountTooManyDecimals'
  | 'amountUnclear'
  | 'amountNegative'
  | 'amountTooLarge';

export type TypedAmount = { ok: true; cents: number } | { ok: false; problem: TypedAmountProblem };

/**
 * The decimal and group marks of each language's locale in CLDR (Node's ICU). Russian groups with
 * a no-break space (U+00A0) and French with a narrow no-break space (U+202F); spaces are taken
 * out before reading, so any space typed between groups is fine. ICU has no Haitian Creole
 * locale (`ht` falls back to en-US), so Haitian Creole reads like English, as in the US.
 */
export const amountSeparators: Readonly<
  Record<AmountLanguage, { decimal: string; group: string }>
> = {
  en: { decimal: '.', group: ',' },
  es: { decimal: ',', group: '.' },
  zh: { decimal: '.', group: ',' },
  vi: { decimal: ',', group: '.' },
  ko: { decimal: '.', group: ',' },
  tl: { decimal: '.', group: ',' },
  ru: { decimal: ',', group: '\u00a0' },
  ar: { decimal: '.', group: ',' },
  ht: { decimal: '.', group: ',' },
  fr: { decimal: ',', group: '\u202f' },
  pt: { decimal: ',', group: '.' },
};
const separators = amountSeparators;

/** The interface language's rules (`es-MX` reads as `es`); a language not offered reads as English. */
export function amountLanguage(language: string | undefined): AmountLanguage {
  const primary = language?.toLowerCase().split(/[-_]/)[0];
  if (primary === 'fil') return 'tl';
  return isApplicantLanguage(primary) ? primary : 'en';
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

/**
 * Splits at the decimal mark when there is one. A language whose decimal mark is `,` also takes
 * `1320.12` (Spanish since 0060; the others since 0820).
 */
function splitDecimal(text: string, language: AmountLanguage): [string, string] | undefined {
  const { decimal, group } = separators[language];
  const at = text.indexOf(decimal);
  if (at >= 0) {
    return text.includes(decimal, at + 1) ? undefined : [text.slice(0, at), text.slice(at + 1)];
  }
  // No decimal mark. Where `,` marks cents, a single `.` with one or two digits after it cannot
  // be a thousands mark, so it is read as cents, as typed on an English keypad.
  if (decimal === ',' && /^\d+\.\d{1,2}$/.test(text)) {
    const dot = text.indexOf('.');
    return [text.slice(0, dot), text.slice(dot + 1)];
  }
  return wholeDigits(text, group) === undefined && text.includes(group) ? undefined : [text, ''];
}

/**
 * Arabic-Indic digits (U+0660-0669, and the Persian forms U+06F0-06F9) as Latin digits, and the
 * Arabic decimal and thousands marks (U+066B, U+066C) as the language's own: an Arabic keyboard
 * types them (docs/decisions/0820).
 */
function latinDigits(text: string, language: AmountLanguage): string {
  const { decimal, group } = separators[language];
  return text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
      String((digit.charCodeAt(0) - 0x0660) % 0x90),
    )
    .replace(/\u066b/g, decimal)
    .replace(/\u066c/g, group);
}

/** Reads a typed amount into whole cents by the language's rules, or says why it cannot. */
export function parseTypedAmount(text: string, language: AmountLanguage): TypedAmount {
  const cleaned = latinDigits(text, language).replace(/usd/gi, '').replace(/[\s$]/g, '');
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

/**
 * Cents as the language writes them: 132012 is `1,320.12` in English, `1.320,12` in Spanish,
 * `1 320,12` in French (with its narrow no-break space).
 */
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
