// The fixed split of the real questions (issue 16, item 3): a question is held out when the
// FNV-1a hash of its text is divisible by 3 (about one in three). The rule depends only on the
// question's words, so adding a question never moves another between the sets. Decided and
// committed before any article was written (docs/decisions/0290-honest-chat-benchmark.md).
import { allQuestions, otherLanguageQuestions, type RealQuestion } from './questions.js';

export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function isHeldOut(question: RealQuestion): boolean {
  return fnv1a(question.q.trim().toLowerCase()) % 3 === 0;
}

export { allQuestions };
export const tuningQuestions = allQuestions.filter((question) => !isHeldOut(question));
export const heldOutQuestions = allQuestions.filter(isHeldOut);

// The other nine languages (decision 0864): their real questions split by the same rule; the
// translations of tuning questions form their own set (a translation of a tuning question is not
// held out: it was seen while tuning).
const otherReal = otherLanguageQuestions.filter((question) => question.origin === 'real');
export const otherTuningQuestions = otherReal.filter((question) => !isHeldOut(question));
export const otherHeldOutQuestions = otherReal.filter(isHeldOut);
export const translatedQuestions = otherLanguageQuestions.filter(
  (question) => question.origin === 'translated',
);
