import type { EstimateResponse } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { createAssistant } from './assistant.js';
import { answerEstimate, isEstimateQuestion } from './estimate.js';

const snap = (fields: Partial<EstimateResponse['programs'][number]>): EstimateResponse => ({
  asOf: '2026-11-25',
  programs: [
    {
      program: 'snap',
      eligible: true,
      monthlyAmount: 214,
      members: [0],
      reasons: ['We used your ZIP code 60601 to find your state: IL.'],
      sources: [],
      ...fields,
    },
  ],
});

describe('the SNAP estimate question', () => {
  it.each([
    'How much SNAP could I get?',
    'how much food stamps will I receive',
    'How much SNAP can we get each month?',
    "What's my SNAP estimate?",
    '¿Cuánto SNAP puedo recibir?',
    '¿Cuánta ayuda para comida podría recibir?',
    '¿Cuál es mi estimado?',
  ])('is recognised: %s', (message) => {
    expect(isEstimateQuestion(message)).toBe(true);
  });

  it.each([
    'How much SNAP does a family of 4 get?',
    'What is SNAP?',
    "What's my total income on this application?",
    'How do I report my income?',
    '¿Qué es SNAP?',
  ])('is not: %s', (message) => {
    expect(isEstimateQuestion(message)).toBe(false);
  });
});

describe('answerEstimate', () => {
  it.each([
    [snap({}), 'en', 'you may get about $214.00 a month of SNAP. This is an estimate'],
    [snap({}), 'es', 'podría recibir unos $214.00 al mes de SNAP'],
    [snap({ eligible: false, monthlyAmount: 0 }), 'en', 'you may not qualify for SNAP'],
    [snap({ eligible: null, monthlyAmount: null }), 'en', "we can't tell yet"],
    [{ asOf: '2026-11-25', programs: [] }, 'es', 'aún no podemos saber'],
  ] satisfies [EstimateResponse, 'en' | 'es', string][])(
    'words the verdict (%#)',
    (estimate, language, text) => {
      const answer = answerEstimate(estimate, language);
      expect(answer).toContain(text);
      expect(answer).toMatch(/agency decides|agencia decide/);
    },
  );

  it('lists the reasons, what it assumed first', () => {
    expect(answerEstimate(snap({}), 'en')).toContain(
      'How we got this:\n- We used your ZIP code 60601 to find your state: IL.',
    );
  });
});

describe('the assistant', () => {
  const assistant = createAssistant({ helpContacts: { phone: '1', email: 'a@b.c' } });
  const context = { application: null, incomeEntries: [] };

  it('answers from the estimate in the context, as an applicant answer', () => {
    const answer = assistant.ask({
      message: 'How much SNAP could I get?',
      language: 'en',
      context: { ...context, estimate: snap({}) },
    });
    expect(answer).toMatchObject({ kind: 'applicant', intent: 'estimate' });
    expect(answer.message).toContain('about $214.00 a month');
    expect(answer.sources.map((s) => s.id)).toEqual(['snap-how-much']);
  });

  it('leaves the question to the articles without an estimate', () => {
    const answer = assistant.ask({
      message: 'How much SNAP could I get?',
      language: 'en',
      context,
    });
    expect(answer.intent).not.toBe('estimate');
  });
});
