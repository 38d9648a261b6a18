// Grades one answer to a real question (decisions 0290, 0291): correct = every required fact
// stated; partial = some, or an honest "I don't know" with the help line; wrong = an outdated or
// must-not claim, or a dollar figure that is not a rule-table figure the answer cites;
// unhelpful = none of the required facts and no honest fallback.
import {
  type AssistantAnswer,
  type AssistantLanguage,
  detectLanguage,
  formatFact,
  resolveFact,
} from '../src/index.js';
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

const SCRIPT: Partial<Record<AssistantLanguage, RegExp>> = {
  zh: /\p{Script=Han}/gu,
  ko: /\p{Script=Hangul}/gu,
  ru: /\p{Script=Cyrillic}/gu,
  ar: /\p{Script=Arabic}/gu,
};

/**
 * Whether an answer is written in the language asked (decision 0864): its lines without links
 * (citations, agency pages) and without program names read as that language: at least half its
 * letters in the language's script, or, for a Latin-script language, detected as it. An English
 * article shown with a one-line note in the language is not.
 */
export function writtenIn(answer: AssistantAnswer, language: AssistantLanguage): boolean {
  if (answer.language !== language) return false;
  const text = answer.message
    .split('\n')
    .filter((line) => !line.includes('http'))
    .join('\n')
    .replace(/\b(SNAP|Medicaid|Medi-Cal|WIC|TANF|CHIP|EBT|CalFresh|CalWORKs|MAGI|SSI)\b/g, ' ');
  const script = SCRIPT[language];
  if (script) {
    const own = text.match(script)?.length ?? 0;
    const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
    return own > 0 && own >= latin;
  }
  return detectLanguage(text) === language;
}
