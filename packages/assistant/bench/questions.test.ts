import { describe, expect, it } from 'vitest';
import { REMOVED_EXEMPTIONS } from './outdated.js';
import { allQuestions, readQuestions } from './questions.js';

const one = {
  collection: 'first',
  language: 'en',
  program: 'snap',
  source: 'https://www.fns.usda.gov/snap/recipient/eligibility',
  q: 'Who can get SNAP?',
};

describe('the real questions file', () => {
  it('holds every question of both collections, each with what a right answer states', () => {
    expect(allQuestions.length).toBeGreaterThanOrEqual(241);
    for (const question of allQuestions) expect(question.must.length).toBeGreaterThan(0);
  });

  it('replaces a shared list name by the list, the removed exemptions from the rule tables', () => {
    const [question] = readQuestions({
      shared: { timeLimit: ['3 months'] },
      questions: [{ ...one, must: 'timeLimit', mustNot: 'removedExemptions' }],
    });
    expect(question?.must).toEqual(['3 months']);
    expect(question?.mustNot).toEqual([...REMOVED_EXEMPTIONS.patterns]);
  });

  it('refuses a list name it does not know and a question without a source address', () => {
    expect(() => readQuestions({ shared: {}, questions: [{ ...one, must: 'nope' }] })).toThrow(
      /no shared list named nope/,
    );
    expect(() =>
      readQuestions({ shared: {}, questions: [{ ...one, source: 'a page', must: ['x'] }] }),
    ).toThrow();
  });
});
