import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

// Issue 18 item 4: applicant text at grade 6 or lower, by the Flesch-Kincaid grade level
// (decision 0350). Used by readability.test.ts only.

/**
 * Words the applicant must see as they are: program and agency names, form names, file types.
 * Each is scored as a one-syllable word, so a name like "Supplemental" or "Medicaid" does not
 * raise the grade of the sentence around it.
 */
export const ALLOWED_TERMS: readonly string[] = [
  'Supplemental Nutrition Assistance Program',
  'Social Security',
  'Medicaid',
  'Medicare',
  'SNAP',
  'CHIP',
  'WIC',
  'TANF',
  'SSI',
  'SSDI',
  'IRS',
  'USDA',
  'W-2',
  '1099',
  'PDF',
  'PNG',
  'JPG',
  'JPEG',
  'ZIP',
  'DOC',
  'DOCX',
  'Español',
  'English',
  'Spanish',
  'cryptocurrency',
  'unemployment',
  'disability',
  'veterans',
  'Veterans',
  'Assistance',
  'application',
  'Application',
];

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const allowedPattern = new RegExp(
  `(?<![\\w-])(${[...ALLOWED_TERMS]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\w-])`,
  'g',
);

/** The text as it is scored: placeholders and allowed terms become short plain words. */
export function scoringText(text: string): string {
  return text
    .replace(/\{\{[^}]+\}\}/g, 'it')
    .replace(/\{[a-z]+\}/gi, 'it')
    .replace(/<[^>]+>/g, ' ')
    .replace(/https?:\/\/\S+/g, 'link')
    .replace(allowedPattern, 'it');
}

export interface Counts {
  sentence: number;
  word: number;
  syllable: number;
}

/** Sentences end at . ! ? : ; or a line break; a text without an end counts as one. */
export function counts(text: string): Counts {
  const scored = scoringText(text);
  const sentences = scored
    .split(/[.!?;:\n]+(?=\s|$)|\n/)
    .map((part) => part.trim())
    .filter((part) => /[a-z]/i.test(part));
  const words = scored.match(/[A-Za-z][A-Za-z'’-]*|\d[\d,.%]*/g) ?? [];
  return {
    sentence: Math.max(1, sentences.length),
    word: words.length,
    syllable: words.reduce((sum, word) => sum + (/^\d/.test(word) ? 1 : syllable(word) || 1), 0),
  };
}

/** Flesch-Kincaid grade level of counted text (NaN with no words). */
export function gradeOf(c: Counts): number {
  return fleschKincaid({ sentence: c.sentence, word: c.word, syllable: c.syllable });
}

/** Flesch-Kincaid grade level of a text (NaN with no words). */
export function gradeLevel(text: string): number {
  return gradeOf(counts(text));
}

/** Adds up counts, so a screen is scored as one text. */
export function addCounts(all: readonly Counts[]): Counts {
  return all.reduce(
    (sum, c) => ({
      sentence: sum.sentence + c.sentence,
      word: sum.word + c.word,
      syllable: sum.syllable + c.syllable,
    }),
    { sentence: 0, word: 0, syllable: 0 },
  );
}

/** Every string of a catalog with its dotted key. */
export function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      flatten(inner, prefix ? `${prefix}.${key}` : key),
    );
  return [];
}
