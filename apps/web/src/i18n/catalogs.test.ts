import { describe, expect, it } from 'vitest';
import { enCatalog } from './en';
import { esCatalog } from './es';
import { languageOptions, pickInitialLanguage, supportedLanguages } from './languages';

type Tree = { [key: string]: unknown };

const catalogs: Record<string, Tree> = { en: enCatalog, es: esCatalog };

/** Every leaf of a catalog as 'a.b.c' -> text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [leaf, text] of leaves(value as Tree, path)) result.set(leaf, text);
    } else {
      result.set(path, value as string);
    }
  }
  return result;
}

/** i18next placeholders ({{name}}) and Radix's ({hotkey}), sorted. */
function placeholders(text: string): string[] {
  const found = [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}|\{(\w+)\}/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  return [...new Set(found)].sort();
}

describe('translation catalogs', () => {
  const names = Object.keys(catalogs);

  it('has a catalog for every supported language and nothing else', () => {
    expect(names.sort()).toEqual([...supportedLanguages].sort());
    expect(Object.keys(languageOptions).sort()).toEqual([...supportedLanguages].sort());
  });

  for (const name of names) {
    for (const other of names) {
      if (name === other) continue;
      it(`${other} has every key of ${name}`, () => {
        const ours = leaves(catalogs[name]!);
        const theirs = leaves(catalogs[other]!);
        const missing = [...ours.keys()].filter((key) => !theirs.has(key));
        expect(missing, `keys in ${name} missing from ${other}`).toEqual([]);
      });
    }
  }

  for (const name of names) {
    it(`${name} has no empty or non-text entries`, () => {
      const bad = [...leaves(catalogs[name]!)].filter(
        ([, text]) => typeof text !== 'string' || text.trim() === '',
      );
      expect(bad).toEqual([]);
    });
  }

  it('uses the same interpolation placeholders in every language', () => {
    const english = leaves(enCatalog);
    const differences: string[] = [];
    for (const name of names) {
      for (const [key, text] of leaves(catalogs[name]!)) {
        const reference = english.get(key);
        if (reference === undefined) continue;
        const expected = placeholders(reference).join(',');
        const actual = placeholders(text).join(',');
        if (expected !== actual) differences.push(`${name}:${key} {${actual}} vs en {${expected}}`);
      }
    }
    expect(differences).toEqual([]);
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
    expect(pickInitialLanguage(null, ['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(pickInitialLanguage(null, ['fr-FR'])).toBe('en');
    expect(pickInitialLanguage(null)).toBe('en');
  });
});
