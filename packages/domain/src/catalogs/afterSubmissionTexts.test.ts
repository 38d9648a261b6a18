import { describe, expect, it } from 'vitest';
import { nextStepsAfterSubmission } from '../rules/afterSubmission.js';
import {
  afterSubmissionTexts,
  fillTemplate,
  programNextStepsText,
} from './afterSubmissionTexts.js';
import { benefitIds } from './benefits.js';
import { applicantLanguageCodes } from './languages.js';
import { expectTranslated, leaves, translatedLanguages } from './translations.test-util.js';

const DAY = '2026-11-25';

describe('programNextStepsText', () => {
  it('tells SNAP applicants about the interview, 30 days, 10 days for papers and changes', () => {
    const [snap] = nextStepsAfterSubmission(['snap'], { date: DAY });
    if (!snap) throw new Error('no SNAP row');
    const text = programNextStepsText(snap, 'en');
    expect(text.name).toBe('SNAP (Food Assistance)');
    expect(text.lines).toEqual([
      afterSubmissionTexts.en.interview.required,
      'You should get a letter with the decision within 30 days of the day you applied.',
      'They may ask for papers, like pay stubs or a lease. You get at least 10 days to send them.',
      afterSubmissionTexts.en.changes.snap,
    ]);
  });

  it('says 7 days when the application is flagged for expedited SNAP, in Spanish too', () => {
    const [snap] = nextStepsAfterSubmission(['snap'], { date: DAY, expedited: true });
    if (!snap) throw new Error('no SNAP row');
    expect(programNextStepsText(snap, 'en').lines[1]).toContain('within 7 days');
    expect(programNextStepsText(snap, 'en').lines[1]).toContain('within 30 days');
    expect(programNextStepsText(snap, 'es').lines[1]).toContain('en 7 días o menos');
  });

  it('gives Medicaid 45 days, or 90 for disability, and the letter for papers', () => {
    const [nonMagi] = nextStepsAfterSubmission(['medicaid-non-magi'], { date: DAY });
    if (!nonMagi) throw new Error('no Medicaid row');
    const [, decision, papers] = programNextStepsText(nonMagi, 'es').lines;
    expect(decision).toContain('45 días');
    expect(decision).toContain('90 días');
    expect(papers).toBe(afterSubmissionTexts.es.documents.letter);
  });

  it('fills every mark for every program in every language', () => {
    for (const language of applicantLanguageCodes)
      for (const expedited of [false, true])
        for (const steps of nextStepsAfterSubmission([...benefitIds], { date: DAY, expedited }))
          for (const line of programNextStepsText(steps, language).lines)
            expect(line).not.toMatch(/\{\{|undefined/);
  });
});

describe('fillTemplate', () => {
  it('fills known marks and leaves unknown ones as they are', () => {
    expect(fillTemplate('{{days}} and {{other}}', { days: 7 })).toBe('7 and {{other}}');
  });
});

describe('afterSubmissionTexts', () => {
  it('has every language', () => {
    expect(Object.keys(afterSubmissionTexts).sort()).toEqual([...applicantLanguageCodes].sort());
  });

  it.each(translatedLanguages)('has the keys and marks of English in %s, translated', (code) => {
    const english = leaves(afterSubmissionTexts.en);
    const translated = leaves(afterSubmissionTexts[code]);
    expect(translated.map(([key]) => key)).toEqual(english.map(([key]) => key));
    const byKey = new Map(translated);
    for (const [key, text] of english)
      expectTranslated(text, byKey.get(key) ?? '', `${code}.${key}`);
  });
});

describe('day counts agree with their number', () => {
  // The after-submission table's figures are fixed (7, 10, 20, 30, 45, 90 days); the words for
  // "days" are written for them, so a new figure that needs another form fails here.
  const forms: Readonly<Record<string, Readonly<Record<string, string>>>> = {
    ru: { one: 'день', few: 'дня', many: 'дней' },
    ar: { few: 'أيام', many: 'يومًا' },
  };

  it.each(Object.keys(forms))('%s uses the plural form each figure needs', (code) => {
    const rules = new Intl.PluralRules(code);
    const words = forms[code] ?? {};
    const pattern = new RegExp(`(\\d+) (${Object.values(words).join('|')})`, 'g');
    let checked = 0;
    for (const expedited of [false, true])
      for (const steps of nextStepsAfterSubmission([...benefitIds], { date: DAY, expedited }))
        for (const line of programNextStepsText(steps, code as 'ru' | 'ar').lines)
          for (const [, figure, word] of line.matchAll(pattern)) {
            expect(word, line).toBe(words[rules.select(Number(figure))]);
            checked += 1;
          }
    expect(checked).toBeGreaterThan(5);
  });
});
