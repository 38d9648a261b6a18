import { applicantLanguages, type WizardStep } from '@benefits/domain';
import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './applicant';
import { text } from './catalogs';
import { passHomeCostsAndMoney } from './homeCosts';
import { justMeAndAddress } from './household';
import { Interactions } from './interactions';
import { addIncome, type IncomeInput } from './journey';
import { etext, rtext, vtext } from './texts';
import { sourceCard } from './verification';
import { expectStep, settle } from './wizard';

// Issue 20: one short journey, the same in every language, from the landing page to the
// confirmation: register, one program, the shortest honest answer on every step ("Just me", no
// work rules, no papers, no income, no expenses, no home costs, no money), attest, submit. The
// elements are found by test ids and by the words of the language on screen (catalogs.ts), never
// by English; `onScreen` runs the caller's checks on every screen.

/** The screens the journey stops at, in order (the wizard's steps and the two before them). */
export type Screen =
  | 'landing'
  | 'registration'
  | WizardStep
  // Parts of steps: the first of "about you", a slide, the income form, the note dialog.
  | 'household-about-you'
  | 'process-overview-last-slide'
  | 'income-form'
  | 'verification-note';

export interface LanguageJourney {
  /** The catalog language the texts are looked for in ('qps': the pseudo-locale's). */
  language: string;
  /** How the landing page comes up in that language (the picker, or a URL of its own). */
  start: (page: Page) => Promise<void>;
  /** The checks on each screen (html lang and dir, overflow, axe, pseudo texts...). */
  onScreen: (screen: Screen) => Promise<void>;
  /** The applicant's first name (typed by the test: the pseudo check allows it). */
  firstName?: string;
}

/** The one income: typed by the test (the pseudo-locale check allows these words). */
export const INCOME = {
  categoryId: 16,
  source: 'Child support',
  amount: '300',
  frequency: 'monthly',
  note: 'The father pays in cash each month.',
} satisfies IncomeInput & { categoryId: number; note: string };

/** The direction a language is written in (the pseudo-locale: left to right). */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return applicantLanguages.find((known) => known.code === language)?.dir ?? 'ltr';
}

/** The journey; returns the confirmation number on screen at the end. */
export async function journeyInLanguage(page: Page, journey: LanguageJourney): Promise<string> {
  const { language, onScreen } = journey;
  const words = (key: string, values?: Record<string, string | number>) =>
    text(language, key, values);
  const person = {
    firstName: journey.firstName ?? 'Amal',
    lastName: 'Haddad',
    email: uniqueEmail(`amal.languages-${language}`),
    phone: '5552227788',
    zipCode: '60614',
  };

  await journey.start(page);
  await expect(
    page.getByRole('heading', { level: 1, name: words('landing.heroTitle') }),
  ).toBeVisible();
  await onScreen('landing');

  await page.getByTestId('start-application').click();
  const form = page.getByTestId('registration-form');
  // Exact: a label may hold another (pt Nome in Sobrenome).
  const label = (field: string) => form.getByLabel(words(`registration.${field}`), { exact: true });
  await expect(form.getByRole('heading', { name: words('registration.title') })).toBeVisible();
  await label('firstName').fill(person.firstName);
  await label('lastName').fill(person.lastName);
  await label('email').fill(person.email);
  await label('phone').fill(person.phone);
  await label('zipCode').fill(person.zipCode);
  await label('agreeToTerms').check();
  await onScreen('registration');
  await form.getByTestId('registration-submit').click();

  // Step 2: one program.
  await expectStep(page, 'benefits-selection', language);
  await page.getByTestId('benefit-snap').click();
  await expect(page.getByTestId('benefit-snap')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await onScreen('benefits-selection');
  await page.getByTestId('benefits-continue').click();

  // Steps 3 and 4: "Just me", about you, the home address.
  await justMeAndAddress(page, {
    language,
    onStep: (step) => onScreen(step as Screen),
  });

  // Step 5: the work rules do not apply.
  await page.getByRole('radio', { name: words('workStep.no') }).check();
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await onScreen('work-requirements');
  await page.getByTestId('work-continue').click();

  // Step 6: the four slides.
  await expectStep(page, 'process-overview', language);
  await onScreen('process-overview');
  for (let slide = 1; slide <= 4; slide += 1) {
    if (slide === 4) await onScreen('process-overview-last-slide');
    await page.getByTestId('overview-next').click();
  }

  // Step 7: no papers now.
  await expectStep(page, 'document-upload', language);
  await onScreen('document-upload');
  await page.getByTestId('documents-skip').click();

  // Step 8: one kind of income. (With "None of these" step 9 offers no way on: an applicant
  // with no income cannot apply, so the journey has one source.)
  const ia = new Interactions(`languages ${language}`);
  await expectStep(page, 'income-categories', language);
  await page.getByTestId(`income-kind-${INCOME.categoryId}`).check();
  await expect(page.getByTestId('income-form')).toBeVisible();
  await onScreen('income-form');
  await addIncome(page, ia, INCOME.categoryId, INCOME, language);
  await onScreen('income-categories');
  await page.getByTestId('income-next').click();

  // Step 9: the one source; step 10: a note explains it (no papers).
  await expectStep(page, 'income-summary-pre', language);
  await expect(page.getByTestId('summary-entry')).toHaveCount(1);
  await onScreen('income-summary-pre');
  await page.getByTestId('summary-continue').click();
  await expectStep(page, 'income-verification', language);
  const card = sourceCard(page, INCOME.source);
  await card.getByTestId('verify-now').click();
  await page.getByTestId('verify-method-notes').click();
  await page.getByLabel(vtext('notes.label', {}, language)).fill(INCOME.note);
  await onScreen('verification-note');
  await page.getByTestId('notes-submit').click();
  await expect(card.getByTestId('verification-status')).toContainText(
    vtext('states.explained', {}, language),
  );
  await onScreen('income-verification');
  await page.getByTestId('verification-continue').click();

  // Step 11: no work expenses, straight on to the home costs.
  await expectStep(page, 'expense-workflow-intro', language);
  await page
    .getByTestId('expense-intro-question')
    .getByRole('radio', { name: etext('intro.no', {}, language) })
    .check();
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await onScreen('expense-workflow-intro');
  await page.getByTestId('expense-intro-continue').click();

  // Steps 13-14: none of the home costs, no money in the bank.
  await passHomeCostsAndMoney(page, undefined, {
    language,
    onStep: (step) => onScreen(step),
  });

  // Step 15: the summary.
  await expect(page.getByTestId('enhanced-summary')).toBeVisible();
  await onScreen('enhanced-financial-summary');
  await page.getByTestId('summary-continue').click();

  // Step 16: attest (and acknowledge the issues when the check found any), submit.
  await expectStep(page, 'final-review', language);
  const submit = page.getByTestId('submit-application');
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await onScreen('final-review');
  for (const name of [
    'accurateInformation',
    'understandPenalties',
    'allowVerification',
    'consentToContact',
  ])
    await page.getByTestId(`attest-${name}`).check();
  if ((await page.getByTestId('acknowledge-box').count()) > 0)
    await page.getByTestId('acknowledge-issues').check();
  await expect(submit).toHaveAttribute('aria-disabled', 'false');
  await expect(page.getByTestId('submit-hint')).toHaveText(rtext('submit.ready', {}, language));
  await submit.click();

  // Step 17: the confirmation.
  await expectStep(page, 'submission', language);
  await expect(page.getByTestId('toast').first()).toContainText(
    rtext('toast.submittedTitle', {}, language),
  );
  const number = page.getByTestId('confirmation-number');
  await expect(number).toHaveText(/^BEN-\d{4}-\d{6}$/);
  await settle(page);
  await onScreen('submission');
  return (await number.textContent()) ?? '';
}

/** html[lang] and html[dir] say the language; nothing is wider than the screen. */
export async function expectLanguageAndWidth(page: Page, language: string, what: string) {
  const html = page.locator('html');
  await expect(html, `${what}: html[lang]`).toHaveAttribute('lang', language);
  await expect(html, `${what}: html[dir]`).toHaveAttribute('dir', directionOf(language));
  // A string: this runs in the page, whose DOM types the e2e project does not load.
  const widths = (await page.evaluate(
    '({ scroll: document.scrollingElement.scrollWidth, inner: window.innerWidth })',
  )) as { scroll: number; inner: number };
  expect(widths.scroll, `${what}: wider than the screen`).toBeLessThanOrEqual(widths.inner);
}
