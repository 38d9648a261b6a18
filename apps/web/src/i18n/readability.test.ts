import { describe, expect, it } from 'vitest';
import { enCoreCatalog } from './enCore';
import { enPageTexts } from './enPages';
import { enScreenerTexts } from './enScreener';
import { enWizardTexts } from './enWizard';
import en from './locales/en/pages.json';
import { addCounts, counts, flatten, gradeLevel, gradeOf, scoringText } from './readability';

// Issue 18 item 4: every English text an applicant reads is at grade 6 or lower. How it is
// scored (decision 0350): the Flesch-Kincaid grade, over each screen's sentences together
// (a catalog section: `workStep`, `review.summary`, ...), because one short string is too
// noisy to score; labels under 6 words are not sentences and are left out; a screen needs 20
// words to be scored. So that one hard sentence cannot hide in an easy screen, each string of
// 10 words or more must also be at grade 8 or lower. Program names and other words the
// applicant must see as they are (readability.ts ALLOWED_TERMS) count as one-syllable words.

const MAX_SCREEN_GRADE = 6;
const MAX_STRING_GRADE = 8;
const SENTENCE_WORDS = 6;
const SCREEN_WORDS = 20;
const LONG_STRING_WORDS = 10;

/** Catalog namespaces whose second level is a screen of its own. */
const NAMESPACES = new Set(['review', 'verification', 'expenses', 'screener', 'wizard', 'landing']);

const english = flatten({
  ...enCoreCatalog,
  ...enPageTexts,
  ...enWizardTexts,
  ...enScreenerTexts,
});

function screens(): Map<string, string[]> {
  const bySection = new Map<string, string[]>();
  for (const [key, text] of english) {
    if (counts(text).word < SENTENCE_WORDS) continue;
    const parts = key.split('.');
    const section = NAMESPACES.has(parts[0]!) ? parts.slice(0, 2).join('.') : parts[0]!;
    bySection.set(section, [...(bySection.get(section) ?? []), text]);
  }
  return bySection;
}

describe('reading level of the English catalogs (grade 6)', () => {
  it('reads every catalog: the core, the wizard steps, the screener and the domain messages', () => {
    const keys = new Set(english.map(([key]) => key.split('.')[0]));
    for (const part of ['validation', 'benefits', 'incomeCategories', 'review', 'screener'])
      expect(keys).toContain(part);
    expect(english.length).toBeGreaterThan(1000);
  });

  it.each([...screens()].filter(([, texts]) => addCounts(texts.map(counts)).word >= SCREEN_WORDS))(
    'screen %s is at grade 6 or lower',
    (_, texts) => {
      const grade = gradeOf(addCounts(texts.map(counts)));
      expect(grade, texts.join('\n')).toBeLessThanOrEqual(MAX_SCREEN_GRADE);
    },
  );

  it('has no long string above grade 8', () => {
    const hard = english
      .filter(([, text]) => counts(text).word >= LONG_STRING_WORDS)
      .map(([key, text]) => ({ key, text, grade: Math.round(gradeLevel(text) * 10) / 10 }))
      .filter((item) => item.grade > MAX_STRING_GRADE);
    expect(hard).toEqual([]);
  });
});

describe('plain words (issue 18)', () => {
  it('uses no jargon: no MAGI, Non-MAGI or adjusted gross income', () => {
    const jargon = english.filter(([, text]) => /\bMAGI\b|\bAGI\b|adjusted gross/i.test(text));
    expect(jargon).toEqual([]);
  });

  it('asks on step 3 what the applicant can answer: whether they work, not what they need', () => {
    expect(en.workStep.question).toBe('Do you work for pay now?');
    expect(en.workStep.question).not.toMatch(/need/i);
  });
});

describe('the scorer', () => {
  it('scores short plain sentences low and long hard ones high', () => {
    expect(gradeLevel('Tap the box. Then tap Continue.')).toBeLessThan(3);
    expect(
      gradeLevel(
        'Notwithstanding the aforementioned determination, supplementary documentation substantiating eligibility is obligatory.',
      ),
    ).toBeGreaterThan(15);
  });

  it('counts program names and placeholders as short words', () => {
    expect(scoringText('SNAP and Medicaid pay {{amount}}.')).toBe('it and it pay it.');
    expect(scoringText('A W-2 job')).toBe('A it job');
  });
});
