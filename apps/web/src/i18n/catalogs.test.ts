import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languagesWithTexts, wholeCatalog } from './allCatalogs';
import {
  catalogProblems,
  type Glossary,
  glossaryProblems,
  leaves,
  placeholders,
  type Tree,
} from './catalogChecks';
import { enCatalog } from './en';
import {
  type Language,
  languageOptions,
  pickInitialLanguage,
  supportedLanguages,
} from './languages';

const glossaryDir = path.resolve(import.meta.dirname, '../../../../docs/glossary');
// Every language with texts in the repository is checked, also before the interface offers it.
const others = languagesWithTexts as Language[];

describe('translation catalogs', () => {
  it('has texts for every supported language', () => {
    expect(['en', ...languagesWithTexts]).toEqual(expect.arrayContaining([...supportedLanguages]));
    expect(Object.keys(languageOptions).sort()).toEqual([...supportedLanguages].sort());
  });

  it('English has no empty or non-text entries', () => {
    const bad = [...leaves(enCatalog)].filter(
      ([, text]) => typeof text !== 'string' || text.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  for (const language of others) {
    it(`${language} has every key, its own plural forms, and English's placeholders`, () => {
      expect(catalogProblems(language, enCatalog, wholeCatalog(language) as Tree)).toEqual([]);
    });

    it(`${language} uses its glossary's words, and the glossary names its sources`, () => {
      const file = path.join(glossaryDir, `${language}.json`);
      expect(existsSync(file), `${file} is missing`).toBe(true);
      const glossary = JSON.parse(readFileSync(file, 'utf8')) as Glossary;
      expect(glossary.language).toBe(language);
      expect(glossary.terms.length).toBeGreaterThanOrEqual(25);
      const sourceIds = new Set(glossary.sources.map((source) => source.id));
      for (const source of glossary.sources) expect(source.url).toMatch(/^https:\/\//);
      for (const term of glossary.terms)
        if (term.source !== null) expect(sourceIds, term.en).toContain(term.source);
      expect(glossary.review.method).toMatch(/\w/);
      expect(glossaryProblems(glossary, enCatalog, wholeCatalog(language) as Tree)).toEqual([]);
    });
  }

  it('finds a missing key, a wrong plural form and a changed placeholder', () => {
    const english = { a: 'Hi {{name}}', n_one: 'one item', n_other: '{{count}} items' };
    expect(catalogProblems('ru', english, { a: 'Привет', n_one: 'x', n_other: 'y' })).toEqual([
      'missing n_few',
      'missing n_many',
      'a: placeholders {} vs English {name}',
    ]);
    expect(catalogProblems('zh', english, { a: '你好 {{name}}', n_other: '{{count}} 项' })).toEqual(
      [],
    );
    expect(
      catalogProblems('zh', english, { a: '你好 {{name}}', n_one: 'x', n_other: 'y' }),
    ).toEqual(['n_one: zh has no "one" plural']);
  });

  it('keeps the spec texts exact in English', () => {
    expect(enCatalog.landing.startApplication).toBe('Start Application');
    expect(enCatalog.notFound.title).toBe('404 Page Not Found');
    expect(enCatalog.wizard.notFoundTitle).toBe('Step Not Found');
    expect(enCatalog.wizard.goToStart).toBe('Go to Start');
    expect(enCatalog.dashboard.emptyTitle).toBe('No Applications Yet');
    expect(enCatalog.dashboard.startFirst).toBe('Start First Application');
    expect(enCatalog.dashboard.newApplication).toBe('New Application');
    expect(enCatalog.wizard.stepCount).toBe('Step {{current}}/{{total}}');
    expect(enCatalog.validation.firstNameRequired).toBe('First name is required');
    expect(enCatalog.chat.welcome).toBe(
      "Hi! I'm here to help you with your benefits application. What questions do you have?",
    );
  });

  it('keeps the wizard texts of SPEC 2, 5 and 8 exact in English', () => {
    const c = enCatalog;
    expect([c.account.createdTitle, c.account.createdText]).toEqual([
      'Account Created',
      'Your account has been created successfully!',
    ]);
    expect([c.errors.title, c.benefitsStep.createFailed]).toEqual([
      'Error',
      'Failed to create application. Please try again.',
    ]);
    expect(c.validation.benefitsRequired).toBe(
      'Please select at least one benefit to continue with your application.',
    );
    expect(c.validation.workChoiceRequired).toBe(
      'Please select an option to continue with your application.',
    );
    expect([c.overview.backToBenefits, c.overview.startApplication]).toEqual([
      'Back to Benefits',
      'Start Application',
    ]);
    expect(c.incomeStep.kinds['16']?.name).toBe('Child support');
    expect([
      c.wizard.back,
      c.incomeStep.continueToSummary,
      c.incomeStep.noCategoriesTitle,
      c.wizard.continue,
    ]).toEqual(['Back', 'Continue to Summary', 'No Categories Found', 'Continue']);
    expect([c.incomeStep.addedTitle, c.incomeStep.addedText, c.incomeStep.saveFailed]).toEqual([
      'Income Entry Added',
      'Amazing work!',
      'Failed to save income entry. Please try again.',
    ]);
    expect(c.incomeStep.offline).toContain("Don't worry, we'll try again");
    expect(c.incomeForm.dontKnowAmount).toBe("Don't know exact amount");
    // SPEC 2's "Continue to Final Review" on step 7 is gone: the button names the step it goes
    // to (issue 18, wizard/StepActions.test.tsx).
    expect([
      c.summaryStep.editIncome,
      c.summaryStep.empty,
      c.summaryStep.addSources,
      c.income.other,
    ]).toEqual(['Edit Income', 'No income entries found.', 'Add Income Sources', 'Other']);
    expect([1, 2, 3, 4, 5].map((id) => c.incomeCategories[String(id)]?.name)).toEqual([
      'Wages, Salaries, Tips',
      'Self-Employment Income',
      'Social Security Benefits',
      'Unemployment Benefits',
      'Rental Income',
    ]);
  });
});

describe('placeholders', () => {
  it('finds both placeholder styles', () => {
    expect(placeholders('Step {{current}}/{{ total }} ({hotkey})')).toEqual([
      'current',
      'hotkey',
      'total',
    ]);
    expect(placeholders('none')).toEqual([]);
  });
});

describe('pickInitialLanguage', () => {
  it('prefers the remembered choice, then the browser, then English', () => {
    expect(pickInitialLanguage('es', ['en-US'])).toBe('es');
    expect(pickInitialLanguage(null, ['de-DE', 'es-MX', 'en'])).toBe('es');
    expect(pickInitialLanguage(null, ['fr-CA'])).toBe('fr');
    expect(pickInitialLanguage(null, ['zh-Hans-CN'])).toBe('zh');
    expect(pickInitialLanguage(null, ['fil-PH', 'ar-EG'])).toBe('tl');
    expect(pickInitialLanguage(null, ['de-DE', 'ar-EG'])).toBe('ar');
    expect(pickInitialLanguage(null, ['de-DE'])).toBe('en');
    expect(pickInitialLanguage(null)).toBe('en');
  });
});
