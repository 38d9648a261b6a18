import { ruleFacts } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { createAssistant } from './assistant.js';
import { FACT_PLACEHOLDER, formatFact, renderFacts, resolveFact } from './facts.js';
import { loadArticles } from './knowledge.js';

const assistant = createAssistant({
  helpContacts: { phone: '1-800-555-0100', email: 'help@benefits.example' },
});
const ask = (message: string, date: string, language = 'en') =>
  assistant.ask({ message, language, context: null, date });

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

describe('rule figures in answers', () => {
  it('formats figures per language and unit', () => {
    const fact = {
      value: 4750,
      unit: 'usd',
      asOf: '2026-10-01',
      source: { title: 't', url: 'u' },
    } as const;
    expect(formatFact(fact, 'en')).toBe('$4,750');
    expect(formatFact(fact, 'es')).toBe('$4,750');
    expect(formatFact({ ...fact, value: 185, unit: 'percent' }, 'es')).toBe('185%');
    expect(formatFact({ ...fact, value: '2027-01-01', unit: 'text' }, 'es')).toBe(
      '1 de enero de 2027',
    );
  });

  it('says a figure is not known rather than giving an older one', () => {
    const rendered = renderFacts('Limit: {{snap.noSuchFigure}}.', '2026-11-25', 'en');
    expect(rendered.missing).toEqual(['snap.noSuchFigure']);
    expect(rendered.text).toContain('Limit: (not known yet).');
    expect(rendered.text).toContain('ask your state agency');
  });

  it('every {{key}} in the knowledge base names a real rule figure', () => {
    const keys = new Set(
      loadArticles().flatMap((a) => [...a.markdown.matchAll(FACT_PLACEHOLDER)].map((m) => m[1]!)),
    );
    expect(keys.size).toBeGreaterThan(30);
    // Each key resolves on a day the tables cover fully (FY 2026), so a typo fails here.
    expect([...keys].filter((key) => !resolveFact(key, '2026-05-01'))).toEqual([]);
  });

  it('in the coming 90 days, says "not known yet" with the figures page for a figure the tables lack', () => {
    for (const offset of [0, 30, 60, 90]) {
      const date = day(offset);
      const answer = ask('What is the most SNAP a single person can get?', date);
      const fact = resolveFact('snap.maxAllotment.1', date);
      if (fact) expect(answer.message).toContain(formatFact(fact, 'en'));
      else expect(answer.message).toMatch(/not known yet for this date; see https:\/\//);
    }
  });

  it('changes the answer on the rule’s effective date and cites the source and date', () => {
    // Public Law 119-21: expansion adults renew every 6 months from 2027-01-01 (was 12).
    const question = 'How often do I have to renew Medicaid?';
    const before = ask(question, '2026-12-31');
    const after = ask(question, '2027-01-01');
    expect(before.message).toContain('renew every 12 months');
    expect(after.message).toContain('renew every 6 months');
    expect(after.message).not.toContain('every 12 months');
    const fact = ruleFacts('2027-01-01')['medicaid.renewalMonths']!;
    expect(after.message).toContain(fact.source.url);
    expect(after.message).toContain('in force since January 1, 2027');
    expect(ask('¿Cada cuánto tengo que renovar Medicaid?', '2027-01-01', 'es').message).toContain(
      'cada 6 meses',
    );
  });

  it('stops stating the FY 2026 maximum allotment on 2026-10-01, when FY 2027 starts', () => {
    const question = 'What is the most SNAP a single person can get?';
    const fy2026 = formatFact(resolveFact('snap.maxAllotment.1', '2026-09-30')!, 'en');
    expect(ask(question, '2026-09-30').message).toContain(fy2026);
    const after = ask(question, '2026-10-01').message;
    expect(after).not.toContain(fy2026);
    const fy2027 = resolveFact('snap.maxAllotment.1', '2026-10-01');
    expect(after).toContain(fy2027 ? formatFact(fy2027, 'en') : 'not known yet for this date');
  });

  it('states the SNAP resource limit in force on the day asked', () => {
    for (const date of ['2026-09-30', '2026-11-25']) {
      const fact = resolveFact('snap.resourceLimit', date);
      const answer = ask('How much money can I have in the bank for SNAP?', date);
      if (fact) expect(answer.message).toContain(formatFact(fact, 'en'));
      else expect(answer.message).toContain('not known yet');
      expect(answer.message).not.toContain('$2,750');
    }
  });

  it('says it does not know, with the help line, instead of answering an unrelated article', () => {
    const answer = ask('Can I get a loan for a car?', '2026-11-25');
    expect(answer.kind).toBe('fallback');
    expect(answer.message).toContain('1-800-555-0100');
  });

  it('answers a general work-hours question with the rule, not the applicant’s hours', () => {
    const answer = assistant.ask({
      message: 'How many hours do I have to work to keep food stamps?',
      language: 'en',
      context: null,
      date: '2026-11-25',
    });
    expect(answer.kind).toBe('knowledge');
    expect(answer.message).toMatch(/80 hours/);
  });
});
