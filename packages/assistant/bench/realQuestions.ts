// Real applicants' questions for `npm run bench:chat` (issue 16, item 3), kept as data in
// realQuestions.json and checked here with zod. Each question was taken from the page in
// `source` (an official FAQ, a state agency help page, or a public page where applicants ask),
// in its own words or its heading's words. `must`: what a right answer states, as
// case-insensitive regular expressions; `{{key}}` stands for the rule figure in force on the
// benchmark's date (packages/domain ruleFacts), formatted as the assistant formats it.
// `mustNot`: outdated or wrong claims (the outdated figures in benchRules.ts apply to every
// question). The split into tuning and held-out is by a hash of the question's text
// (split.ts), fixed before any article was written; never tune on the held-out set.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const programs = ['snap', 'medicaid', 'chip', 'wic', 'tanf', 'general'] as const;
export type Program = (typeof programs)[number];

/** A pattern must compile: a typo in the data fails loading, not grading. */
const pattern = z.string().refine((text) => {
  try {
    new RegExp(text, 'i');
    return true;
  } catch {
    return false;
  }
}, 'not a regular expression');

const realQuestionSchema = z.strictObject({
  q: z.string().min(1),
  language: z.enum(['en', 'es']),
  program: z.enum(programs),
  source: z.url(),
  must: z.array(pattern).min(1),
  mustNot: z.array(pattern).optional(),
});
export type RealQuestion = z.infer<typeof realQuestionSchema>;

export const realQuestions: RealQuestion[] = z
  .array(realQuestionSchema)
  .parse(JSON.parse(readFileSync(new URL('./realQuestions.json', import.meta.url), 'utf8')));
