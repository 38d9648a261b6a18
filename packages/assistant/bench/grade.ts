// Grades one answer to a real question (decisions 0290, 0291): correct = every required fact
// stated; partial = some, or an honest "I don't know" with the help line; wrong = an outdated or
// must-not claim, or a dollar figure that is not a rule-table figure the answer cites;
// unhelpful = none of the required facts and no honest fallback.
import { type AssistantAnswer, formatFact, resolveFact } from '../src/index.js';
import { outdatedClaims } from './outdated.js';
import type { RealQuestion } from './questions.js';

export type Grade = 'correct' | 'partial' | 'wrong' | 'unhelpful';

/** The outdated claims of a day, derived once per day (outdated.ts). */
const claimsByDay = new Map<string, string[]>();
function outdatedOn(date: string): string[] {
  let claims = claimsByDay.get(date);
  if (!claims) {
    claims = outdatedClaims(date).map((claim) => claim.pattern);
    claimsByDay.set(date, claims);
  }
  return claims;
}

/** What an answer must say when the tables do not know a figure for that day. */
const UNKNOWN_FIGURE =
  'depends on (your|the) state|state agency|depende de su estado|agencia (de su|del) estado';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function expectedPattern(must: string, question: RealQuestion, date: string): RegExp {
  const source = must.replace(/\{\{([\w.]+)\}\}/g, (_whole, key: string) => {
    const fact = resolveFact(key, date);
    return fact ? escapeRegExp(formatFact(fact, question.language)) : `(${UNKNOWN_FIGURE})`;
  });
  return new RegExp(source, 'i');
}

export interface Graded {
  grade: Grade;
  matched: number;
  reasons: string[];
}

export function gradeAnswer(
  question: RealQuestion,
  answer: AssistantAnswer,
  date: string,
  helpPhone: string,
): Graded {
  const text = answer.message;
  const reasons: string[] = [];
  const cited = new Set(answer.facts.map((fact) => fact.text));
  // An old figure is wrong unless it is also a figure in force that the answer cites (the net
  // income limit for 4 people on 2026-11-25 happens to be the old resource limit, $2,750).
  const uncitedText = [...cited].reduce((rest, figure) => rest.replaceAll(figure, ' '), text);
  for (const claim of [...outdatedOn(date), ...(question.mustNot ?? [])])
    if (new RegExp(claim, 'i').test(uncitedText)) reasons.push(`says /${claim}/`);
  for (const amount of text.match(/\$\d{1,3}(,\d{3})*(\.\d+)?/g) ?? [])
    if (!cited.has(amount)) reasons.push(`uncited figure ${amount}`);
  const matched = question.must.filter((must) =>
    expectedPattern(must, question, date).test(text),
  ).length;
  if (reasons.length > 0) return { grade: 'wrong', matched, reasons };
  if (matched === question.must.length) return { grade: 'correct', matched, reasons };
  if (matched > 0) return { grade: 'partial', matched, reasons };
  const honest = answer.kind === 'fallback' && text.includes(helpPhone);
  return { grade: honest ? 'partial' : 'unhelpful', matched, reasons };
}
