import { tanfFor } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { createAssistant } from './assistant.js';
import { formatFact, resolveFact } from './facts.js';
import { stateIn } from './states.js';

const assistant = createAssistant({
  helpContacts: { phone: '1-800-555-0100', email: 'help@benefits.example' },
});

describe('a state named in the question', () => {
  it('finds the state in English or Spanish, the longest name first', () => {
    expect(stateIn('Medicaid in West Virginia?')?.code).toBe('WV');
    expect(stateIn('Medicaid in Virginia?')?.code).toBe('VA');
    expect(stateIn('¿Cuánto paga TANF en Nueva York?')?.code).toBe('NY');
    expect(stateIn('How much is TANF?')).toBeUndefined();
  });

  it('adds the state’s TANF grant from the table on that day, or says it depends', () => {
    const ask = (date: string) =>
      assistant.ask({ message: 'How much is TANF in Texas?', language: 'en', context: null, date })
        .message;
    const grant = resolveFact('tanf.maxGrant.TX.3', '2026-09-30');
    const agency = tanfFor('TX', '2026-09-30').agency;
    expect(ask('2026-09-30')).toContain(agency.url);
    if (grant) expect(ask('2026-09-30')).toContain(formatFact(grant, 'en'));
    if (!resolveFact('tanf.maxGrant.TX.3', '2026-11-25'))
      expect(ask('2026-11-25')).toContain('The amount depends on the state.');
  });

  it('sends a Medicaid or CHIP limit question to the state agency when the table has no row', () => {
    const answer = assistant.ask({
      message: '¿Cuál es el límite de ingresos de CHIP en Texas?',
      language: 'es',
      context: null,
      date: '2026-11-25',
    });
    expect(answer.message).toMatch(/Texas/);
    expect(answer.message).toMatch(/depende de su estado|niños hasta \d/);
  });
});
