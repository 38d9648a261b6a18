import { describe, expect, it } from 'vitest';
import { createAssistant } from '../src/assistant.js';
import { gradeAnswer } from './grade.js';
import { outdatedClaims, TYPED_OUTDATED } from './outdated.js';
import type { RealQuestion } from './questions.js';

const said = (date: string, text: string) =>
  outdatedClaims(date).some((claim) => new RegExp(claim.pattern, 'i').test(text));

describe('outdated claims derived from the rule tables', () => {
  it('makes a FY 2026 SNAP figure outdated only after its period ended (2026-09-30)', () => {
    // USDA FNS FY 2026 COLA: maximum allotment for 1 person $298; FY 2027: $306.
    expect(said('2026-09-30', 'The most for 1 person is $298.')).toBe(false);
    expect(said('2026-10-01', 'The most for 1 person is $298.')).toBe(true);
    expect(said('2026-10-01', 'The most for 1 person is $306.')).toBe(false);
    // Not a prefix of another figure.
    expect(said('2026-10-01', 'It is $2,980 or $298.50.')).toBe(false);
  });

  it('makes an ended TANF grant outdated (Texas October 2025 grants, from 2026-10-01)', () => {
    expect(said('2026-09-30', 'Texas pays a family of 3 up to $382.')).toBe(false);
    expect(said('2026-11-25', 'Texas pays a family of 3 up to $382.')).toBe(true);
  });

  it('catches an old time-limit age range but not the student rule', () => {
    expect(said('2026-11-25', 'The time limit applies to adults 18 to 54.')).toBe(true);
    expect(said('2026-11-25', 'The time limit applies to adults 18 to 49.')).toBe(true);
    expect(said('2026-11-25', 'Students 18 through 49 must work 20 hours.')).toBe(false);
  });

  it('keeps typed claims only with a source and an end day', () => {
    for (const claim of TYPED_OUTDATED) {
      expect(claim.source.url).toMatch(/^https:\/\//);
      expect(claim.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('grades an answer with an ended figure as wrong', () => {
    const question: RealQuestion = {
      q: 'x',
      language: 'en',
      program: 'snap',
      source: 's',
      must: ['x'],
    };
    const answer = createAssistant({ helpContacts: { phone: '1', email: 'e' } }).ask({
      message: 'How much SNAP can one person get?',
      language: 'en',
      context: null,
      date: '2026-11-25',
    });
    expect(gradeAnswer(question, answer, '2026-11-25', '1').grade).not.toBe('wrong');
    const stale = { ...answer, message: `${answer.message} It used to be $298.`, facts: [] };
    expect(gradeAnswer(question, stale, '2026-11-25', '1').reasons).toContain(
      `says /${outdatedClaims('2026-11-25').find((c) => c.pattern.startsWith('\\$298'))!.pattern}/`,
    );
  });
});
