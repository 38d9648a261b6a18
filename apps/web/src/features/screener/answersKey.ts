// Kept apart from storage.ts (and its zod schema) so main.tsx can ask without loading either.
export const ANSWERS_KEY = 'benefits.screener';

/**
 * Answers kept in this tab (decision 0620): the prerendered screener shows an empty first
 * question, so main.tsx draws the page afresh instead of taking that markup over.
 */
export function hasStoredScreenerAnswers(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(ANSWERS_KEY) != null;
  } catch {
    return false;
  }
}
