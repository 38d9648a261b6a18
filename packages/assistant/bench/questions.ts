// Real applicants' questions for `npm run bench:chat` (issue 16, item 3), kept as data in
// questions.json and read with the schema below (decision 0370).
// - Each question was taken from the page in `source` (an official FAQ, a state agency help page,
//   or a public page where applicants ask), in its own words or its heading's words. A question
//   taken from a page section is completed with the program the section is about (`note`).
// - `collection`: 'first' is the first collection; 'byCause' was collected after the held-out
//   failures were classified by cause (decision 0296): abbreviations and regional words, questions
//   naming one program among others, a household size, expedited SNAP, state TANF programs named
//   by their state's name, losing coverage.
// - `must`: what a right answer states, as case-insensitive regular expressions; `{{key}}` stands
//   for the rule figure in force on the benchmark's date (packages/domain ruleFacts), formatted as
//   the assistant formats it. A name instead of a list is a shared list: `shared` in the file, or
//   `removedExemptions` (the exemptions Public Law 119-21 removed, derived in outdated.ts).
// - `mustNot`: outdated or wrong claims; the outdated claims of outdated.ts, derived from the rule
//   tables, apply to every question.
// The split into tuning and held-out is by a hash of the question's text (split.ts), fixed before
// any article was written; never tune on the held-out set.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { type AssistantLanguage, assistantLanguages } from '../src/types.js';
import { REMOVED_EXEMPTIONS } from './outdated.js';

const programs = ['snap', 'medicaid', 'chip', 'wic', 'tanf', 'general'] as const;
export type Program = (typeof programs)[number];

const patterns = z.union([z.array(z.string().min(1)).min(1), z.string().min(1)]);

const questionsFile = z.object({
  shared: z.record(z.string(), z.array(z.string().min(1)).min(1)),
  questions: z.array(
    z.object({
      collection: z.enum(['first', 'byCause']),
      language: z.enum(['en', 'es']),
      program: z.enum(programs),
      source: z.url(),
      q: z.string().min(3),
      note: z.string().optional(),
      must: patterns,
      mustNot: patterns.optional(),
    }),
  ),
});

export interface RealQuestion {
  q: string;
  language: AssistantLanguage;
  program: Program;
  source: string;
  must: string[];
  mustNot?: string[];
}

/** The questions of questions.json with every shared list's name replaced by the list. */
export function readQuestions(json: unknown): RealQuestion[] {
  const file = questionsFile.parse(json);
  const lists: Record<string, string[]> = {
    ...file.shared,
    removedExemptions: [...REMOVED_EXEMPTIONS.patterns],
  };
  const expand = (value: string | string[]) => {
    if (Array.isArray(value)) return value;
    const list = lists[value];
    if (!list) throw new Error(`questions.json: no shared list named ${value}`);
    return list;
  };
  return file.questions.map(({ q, language, program, source, must, mustNot }) => ({
    q,
    language,
    program,
    source,
    must: expand(must),
    ...(mustNot ? { mustNot: expand(mustNot) } : {}),
  }));
}

export const allQuestions: RealQuestion[] = readQuestions(
  JSON.parse(readFileSync(new URL('./questions.json', import.meta.url), 'utf8')),
);

// The nine other languages (issue 20, decision 0864): questions.i18n.json. 'real' questions were
// taken from a page in that language (`source`), in its own or its heading's words; 'translated'
// ones are the benchmark's own translations of tuning questions (`translatedFrom`, in English;
// `source` is the original's page), reported apart from the real ones and never held out.
const otherLanguages = assistantLanguages.filter((code) => code !== 'en' && code !== 'es') as [
  AssistantLanguage,
  ...AssistantLanguage[],
];
const i18nFile = z.object({
  questions: z.array(
    z.object({
      origin: z.enum(['real', 'translated']),
      language: z.enum(otherLanguages),
      program: z.enum(programs),
      source: z.url(),
      translatedFrom: z.string().min(3).optional(),
      q: z.string().min(2),
      note: z.string().optional(),
      must: z.array(z.string().min(1)).min(1),
    }),
  ),
});

export interface OtherLanguageQuestion extends RealQuestion {
  origin: 'real' | 'translated';
  translatedFrom?: string;
}

export function readOtherLanguageQuestions(json: unknown): OtherLanguageQuestion[] {
  return i18nFile.parse(json).questions.map((question) => {
    if ((question.origin === 'translated') !== (question.translatedFrom !== undefined))
      throw new Error(`questions.i18n.json: ${question.q}: translatedFrom goes with 'translated'`);
    const { note: _note, ...rest } = question;
    return rest;
  });
}

export const otherLanguageQuestions: OtherLanguageQuestion[] = readOtherLanguageQuestions(
  JSON.parse(readFileSync(new URL('./questions.i18n.json', import.meta.url), 'utf8')),
);
