import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type EnhancedFinancialSummary,
  type ExpenseLike,
  formatDollars,
  type IncomeEntryLike,
  type RiskAssessment,
  riskPanelFlags,
} from '@benefits/domain';
import { expect, type Page } from '@playwright/test';
import { text } from './catalogs';
import type { Interactions } from './interactions';
import { waitForEmail } from './outbox';
import { expectStep, incomeQuestion, scanBothViewports } from './wizard';

// Issue 7 journeys (e2e/tests/journey-*.spec.ts): the parts the three personas share, from
// the landing page to the confirmation, the printed receipt, the dashboard and View.

type Catalog = Record<string, unknown>;

function load(file: string): Catalog {
  return JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../apps/web/src/i18n/locales/en', file),
      'utf8',
    ),
  ) as Catalog;
}

const catalogs = { review: load('review.json'), expenses: load('expenses.json') };

function lookup(catalog: Catalog, key: string, values: Record<string, string | number>): string {
  const find = (k: string) =>
    k.split('.').reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog);
  let value = find(key);
  if (value === undefined && typeof values.count === 'number') {
    value = find(`${key}_${values.count === 1 ? 'one' : 'other'}`);
  }
  if (typeof value !== 'string') throw new Error(`missing catalog key ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** English text of locales/en/review.json ('summary.agiTitle'), {{x}} filled. */
export function rtext(key: string, values: Record<string, string | number> = {}): string {
  return lookup(catalogs.review, key, values);
}

/** English text of locales/en/expenses.json. */
export function etext(key: string, values: Record<string, string | number> = {}): string {
  return lookup(catalogs.expenses, key, values);
}

// ---- Generated documents (packages/documents' corpus, loaded by path at run time) ----

export interface CorpusPerson {
  first: string;
  middle: string;
  last: string;
  street: string;
  city: string;
}

export interface GeneratedFile {
  name: string;
  bytes: Uint8Array;
  expected?: { amountCents?: number; frequency?: string; payer?: string; applicantName?: string };
}

type Format = 'pdf-text' | 'jpeg-photo' | 'png';

interface Corpus {
  renderCorpusFile(document: unknown, format: Format): Promise<GeneratedFile>;
  payStub(options: object): unknown;
  photoId(seed: number): unknown;
  form1099(seed: number, form: 'NEC'): unknown;
  randomPerson(random: () => number): CorpusPerson;
  seededRandom(seed: number): () => number;
}

async function corpus(): Promise<Corpus> {
  const dir = '../../packages/documents/src/corpus';
  const [build, stubs, other, tax, people, random] = await Promise.all([
    import(`${dir}/buildCorpus.js`),
    import(`${dir}/payStub.js`),
    import(`${dir}/otherDocuments.js`),
    import(`${dir}/taxForms.js`),
    import(`${dir}/people.js`),
    import(`${dir}/random.js`),
  ]);
  return {
    renderCorpusFile: build.renderCorpusFile,
    payStub: stubs.payStub,
    photoId: other.photoId,
    form1099: tax.form1099,
    randomPerson: people.randomPerson,
    seededRandom: random.seededRandom,
  };
}

/** The person a corpus seed draws first: the name on photoId(seed) and form1099(seed). */
export async function corpusPerson(seed: number): Promise<CorpusPerson> {
  const c = await corpus();
  return c.randomPerson(c.seededRandom(seed));
}

/** A driver's licence (photoId) of the seed's person. */
export async function idCard(seed: number, format: Format): Promise<GeneratedFile> {
  const c = await corpus();
  return c.renderCorpusFile(c.photoId(seed), format);
}

/** A 1099-NEC (annual amount) made out to the seed's person. */
export async function form1099Nec(seed: number): Promise<GeneratedFile> {
  const c = await corpus();
  return c.renderCorpusFile(c.form1099(seed, 'NEC'), 'pdf-text');
}

/** A pay stub photographed with a phone, made out to `person`. */
export async function payStubPhotoOf(
  seed: number,
  cycle: 'weekly' | 'biweekly',
  person: CorpusPerson,
): Promise<GeneratedFile> {
  const c = await corpus();
  return c.renderCorpusFile(
    c.payStub({ seed, cycle, layout: 0, statedFrequency: true, person }),
    'jpeg-photo',
  );
}

/** The text of a PDF, page after page (packages/documents' PDF text layer, as the receipt's API test reads it). */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const dir = '../../packages/documents/src/text';
  const { openPdf } = (await import(`${dir}/pdfDocument.js`)) as {
    openPdf(bytes: Uint8Array): Promise<{ numPages: number; destroy(): Promise<void> }>;
  };
  const { pageTextLayer } = (await import(`${dir}/pdfText.js`)) as {
    pageTextLayer(pdf: unknown, page: number): Promise<string | null>;
  };
  const pdf = await openPdf(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) pages.push((await pageTextLayer(pdf, n)) ?? '');
  const result = { pages: pdf.numPages, text: pages.join('\n') };
  await pdf.destroy();
  return result;
}

// ---- Email ----

/** The newest email to `email` whose text contains `needle` (the outbox of the e2e server). */
export function emailContaining(email: string, needle: string, timeoutMs = 10_000) {
  return waitForEmail(
    (message) => (message.to === email && message.text.includes(needle) ? message : undefined),
    `email with ${needle} for ${email}`,
    timeoutMs,
  );
}

// ---- The journey ----

export interface Persona {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zipCode: string;
}

/** Keeps window.print from opening anything and counts the calls (window.__printed). */
export async function recordPrinting(page: Page) {
  await page.addInitScript(() => {
    const w = globalThis as unknown as { print: () => void; __printed: number };
    w.__printed = 0;
    w.print = () => {
      w.__printed += 1;
    };
  });
}

/** Landing page: Start Application, the registration form, on to the wizard (step 2). */
export async function registerOnLanding(page: Page, ia: Interactions, persona: Persona) {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'landing.heroTitle') }),
  ).toBeVisible();
  await ia.click(page.getByTestId('start-application'));
  const form = page.getByTestId('registration-form');
  await expect(form).toBeVisible();
  await ia.fill(form.getByLabel(text('en', 'registration.firstName')), persona.firstName);
  await ia.fill(form.getByLabel(text('en', 'registration.lastName')), persona.lastName);
  await ia.fill(form.getByLabel(text('en', 'registration.email')), persona.email);
  await ia.type(form.getByLabel(text('en', 'registration.phone')), persona.phone);
  await ia.fill(form.getByLabel(text('en', 'registration.zipCode')), persona.zipCode);
  await ia.check(form.getByLabel(text('en', 'registration.agreeToTerms')));
  await scanBothViewports(page, 'landing registration form, filled in');
  await ia.click(form.getByTestId('registration-submit'));
  await expect(page).toHaveURL(/\/application/);
  await expectStep(page, 2, 'benefits-selection');
}

/**
 * Step 1 is the account form of someone who is not registered yet; a new applicant lands on
 * step 2. The journey looks at step 1 through Back and returns (not counted: the applicant
 * does not need it).
 */
export async function scanAccountStep(page: Page) {
  await page.getByRole('button', { name: text('en', 'wizard.back') }).click();
  await expectStep(page, 1, 'account-creation');
  await expect(page.getByTestId('account-step')).toBeVisible();
  await scanBothViewports(page, 'step 1');
  await page.goBack();
  await expectStep(page, 2, 'benefits-selection');
}

/** Steps 2-4: benefits, the work question, the four slides. Returns the draft's id. */
export async function benefitsWorkAndOverview(
  page: Page,
  ia: Interactions,
  options: { benefits: string[]; needsWorkVerification: boolean },
): Promise<number> {
  for (const benefit of options.benefits) {
    await ia.click(page.getByTestId(`benefit-${benefit}`));
    await expect(page.getByTestId(`benefit-${benefit}`)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page).toHaveURL(/benefits-selection\?id=\d+/);
  const applicationId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await scanBothViewports(page, 'step 2');
  await ia.click(page.getByTestId('benefits-continue'));

  await expectStep(page, 3, 'work-requirements');
  await ia.check(
    page.getByRole('radio', {
      name: text('en', options.needsWorkVerification ? 'workStep.yes' : 'workStep.no'),
    }),
  );
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await scanBothViewports(page, 'step 3');
  await ia.click(page.getByTestId('work-continue'));

  await expectStep(page, 4, 'process-overview');
  await scanBothViewports(page, 'step 4');
  for (let slide = 1; slide <= 4; slide += 1) await ia.click(page.getByTestId('overview-next'));
  await expectStep(page, 5, 'document-upload');
  return applicationId;
}

export interface IncomeInput {
  source: string;
  amount: string;
  frequency: 'weekly' | 'biweekly' | 'monthly' | 'annual';
  /** Shown only with work verification on categories 1 and 2; W-2 is preselected. */
  workType?: 'w2' | 'other';
  hours?: string;
}

/** Step 6, one category: Yes, then the form. */
export async function addIncome(page: Page, ia: Interactions, income: IncomeInput) {
  await ia.check(incomeQuestion(page).getByRole('radio', { name: 'Yes' }));
  const form = page.getByTestId('income-form');
  await ia.fill(form.getByLabel(text('en', 'incomeForm.source')), income.source);
  await ia.fill(form.getByLabel(text('en', 'incomeForm.amount')), income.amount);
  const frequency = form.getByRole('radio', {
    name: text('en', `incomeForm.frequencies.${income.frequency}`),
  });
  if (!(await frequency.isChecked())) await ia.check(frequency);
  if (income.workType) {
    const workType = form.getByRole('radio', {
      name: text('en', `incomeForm.workTypes.${income.workType}`),
    });
    if (!(await workType.isChecked())) await ia.check(workType);
  }
  if (income.hours) await ia.fill(form.getByLabel(text('en', 'incomeForm.hours')), income.hours);
  await ia.click(form.getByTestId('income-submit'));
  await expect(page.getByTestId('toast').first()).toContainText('Income Entry Added');
}

/**
 * Step 6 from the first category to the summary: categories with a handler get it (it adds
 * income), categories that already have entries go on, every other one is answered No.
 */
export async function walkIncomeCategories(
  page: Page,
  ia: Interactions,
  handlers: Record<number, () => Promise<void>>,
) {
  await expectStep(page, 6, 'income-categories');
  const panel = page.getByTestId('income-category');
  const count = page.getByTestId('income-category-count');
  await expect(count).toHaveText(/^Step 1 of \d+$/);
  const total = Number((await count.innerText()).match(/of (\d+)/)?.[1]);
  expect(total).toBe(22);
  for (let position = 1; position <= total; position += 1) {
    await expect(count).toHaveText(`Step ${position} of ${total}`);
    const categoryId = Number(await panel.getAttribute('data-category-id'));
    const handler = handlers[categoryId];
    if (handler) {
      await handler();
    } else if ((await panel.getByTestId('income-entry').count()) === 0) {
      await ia.check(incomeQuestion(page).getByRole('radio', { name: 'No' }));
    }
    if (position === 1) await scanBothViewports(page, 'step 6, first category');
    await ia.click(page.getByTestId('income-next'));
  }
  await expectStep(page, 7, 'income-summary-pre');
}

/** Step 7: the totals are the domain's financial summary; on to step 8. */
export async function incomeSummary(
  page: Page,
  ia: Interactions,
  expected: { totalMonthlyIncome: number; totalAnnualIncome: number },
  entries: number,
) {
  await expect(page.getByTestId('summary-monthly')).toHaveText(
    formatDollars(expected.totalMonthlyIncome),
  );
  await expect(page.getByTestId('summary-annual')).toHaveText(
    formatDollars(expected.totalAnnualIncome),
  );
  await expect(page.getByTestId('summary-entry')).toHaveCount(entries);
  await scanBothViewports(page, 'step 7');
  await ia.click(page.getByTestId('summary-continue'));
  await expectStep(page, 8, 'income-verification');
}

/** Step 9: the answer, the button's words, on to step 10 or 11. */
export async function expenseQuestion(page: Page, ia: Interactions, hasExpenses: boolean) {
  await expectStep(page, 9, 'expense-workflow-intro');
  const button = page.getByTestId('expense-intro-continue');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await ia.check(
    page
      .getByTestId('expense-intro-question')
      .getByRole('radio', { name: etext(hasExpenses ? 'intro.yes' : 'intro.no') }),
  );
  await expect(button).toHaveText(
    etext(hasExpenses ? 'intro.continueToExpenses' : 'intro.skipToSummary'),
  );
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await scanBothViewports(page, 'step 9');
  await ia.click(button);
}

const perMonth = (dollars: number) => rtext('perMonth', { amount: formatDollars(dollars) });
const perYear = (dollars: number) => rtext('perYear', { amount: formatDollars(dollars) });

function hoursText(hours: number) {
  return new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(hours);
}

type Summary = EnhancedFinancialSummary<IncomeEntryLike, ExpenseLike>;

async function expectTotals(page: Page, summary: Summary) {
  await expect(page.getByTestId('summary-gross-monthly')).toHaveText(
    perMonth(summary.totalGrossMonthlyIncome),
  );
  await expect(page.getByTestId('summary-gross-annual')).toHaveText(
    perYear(summary.totalGrossAnnualIncome),
  );
  await expect(page.getByTestId('summary-expenses-monthly')).toHaveText(
    perMonth(summary.totalMonthlyExpenses),
  );
  await expect(page.getByTestId('summary-expenses-annual')).toHaveText(
    perYear(summary.totalAnnualExpenses),
  );
  await expect(page.getByTestId('summary-net-monthly')).toHaveText(
    perMonth(summary.totalNetMonthlyIncome),
  );
  await expect(page.getByTestId('summary-net-annual')).toHaveText(
    perYear(summary.totalNetAnnualIncome),
  );
}

async function expectRiskPanel(page: Page, risk: RiskAssessment) {
  const panel = page.getByTestId('risk-panel');
  await expect(panel.getByTestId('risk-overall')).toHaveAttribute('data-level', risk.overallRisk);
  if (risk.flags.length === 0) {
    await expect(panel.getByTestId('risk-none')).toBeVisible();
    return;
  }
  const shown = riskPanelFlags(risk.flags, false);
  const visible = [...shown.high, ...shown.medium, ...shown.low];
  const items = panel.getByTestId('risk-flag');
  await expect(items).toHaveCount(visible.length);
  for (const [index, flag] of visible.entries()) {
    await expect(items.nth(index)).toHaveAttribute('data-type', flag.type);
    await expect(items.nth(index)).toHaveAttribute('data-level', flag.concernLevel);
  }
}

/** Step 11: every number is the domain's enhanced summary; the risk is the domain's. */
export async function enhancedSummary(
  page: Page,
  ia: Interactions,
  summary: Summary,
  risk: RiskAssessment,
) {
  await expectStep(page, 11, 'enhanced-financial-summary');
  await expectTotals(page, summary);
  await expect(page.getByTestId('summary-count-sources')).toHaveText(
    String(summary.incomeSourcesCount),
  );
  await expect(page.getByTestId('summary-count-expenses')).toHaveText(
    String(summary.expenseEntriesCount),
  );
  await expect(page.getByTestId('summary-count-hours')).toHaveText(
    hoursText(summary.totalWorkHours),
  );
  await expect(page.getByTestId('summary-count-ratio')).toHaveText(
    summary.expenseRatioPercent === null
      ? rtext('summary.counts.ratioNone')
      : rtext('summary.counts.ratioValue', { percent: summary.expenseRatioPercent }),
  );
  await expect(page.getByTestId('summary-agi')).toContainText(rtext('summary.agiTitle'));
  await expect(page.getByTestId('summary-agi-monthly')).toHaveText(
    perMonth(summary.totalNetMonthlyIncome),
  );
  await expect(page.getByTestId('summary-agi-annual')).toHaveText(
    perYear(summary.totalNetAnnualIncome),
  );
  const sources = page.getByTestId('summary-source');
  await expect(sources).toHaveCount(summary.entriesWithExpenses.length);
  for (const [index, entry] of summary.entriesWithExpenses.entries()) {
    const card = sources.nth(index);
    await expect(card).toContainText(entry.source);
    await expect(card.getByTestId('source-income')).toHaveText(formatDollars(entry.monthlyAmount));
    await expect(card.getByTestId('source-expenses')).toHaveText(
      formatDollars(entry.totalExpenses),
    );
    await expect(card.getByTestId('source-net')).toHaveText(formatDollars(entry.netIncome));
  }
  const mileage = page.getByTestId('summary-mileage');
  await expect(mileage.getByTestId('mileage-rate')).toHaveText(
    rtext('summary.mileage.rate', {
      cents: hoursText(summary.mileage.centsPerMile),
      year: summary.mileage.taxYear,
    }),
  );
  await expect(mileage.getByTestId('mileage-line')).toHaveCount(summary.mileage.deductions.length);
  if (summary.mileage.deductions.length === 0) {
    await expect(mileage.getByTestId('mileage-none')).toBeVisible();
  } else {
    for (const [index, line] of summary.mileage.deductions.entries()) {
      await expect(mileage.getByTestId('mileage-line').nth(index)).toContainText(
        rtext('summary.mileage.line', {
          miles: hoursText(line.milesPerWeek),
          cents: hoursText(line.centsPerMile),
          amount: formatDollars(line.monthlyDeduction),
        }),
      );
    }
    await expect(mileage.getByTestId('mileage-total')).toHaveText(
      rtext('summary.mileage.total', {
        monthly: formatDollars(summary.mileage.totalMonthlyDeduction),
        annual: formatDollars(summary.mileage.totalAnnualDeduction),
      }),
    );
  }
  await expectRiskPanel(page, risk);
  await scanBothViewports(page, 'step 11');
  await ia.click(page.getByTestId('summary-continue'));
}

/** Step 12: totals, documents, risk, the four attestations (and the acknowledgement), submit. */
export async function finalReview(
  page: Page,
  ia: Interactions,
  options: {
    benefitNames: string[];
    summary: Summary;
    risk: RiskAssessment;
    documents: string[];
  },
) {
  await expectStep(page, 12, 'final-review');
  const { summary, risk } = options;
  await expect(page.getByTestId('review-benefits').getByRole('listitem')).toHaveText(
    options.benefitNames,
  );
  await expectTotals(page, summary);
  await expect(page.getByTestId('review-counts')).toHaveText(
    rtext('final.counts', {
      sources: summary.incomeSourcesCount,
      expenses: summary.expenseEntriesCount,
    }),
  );
  if (options.documents.length === 0) {
    await expect(page.getByTestId('review-no-documents')).toBeVisible();
  } else {
    const documents = page.getByTestId('review-document');
    await expect(documents).toHaveCount(options.documents.length);
    for (const name of options.documents) {
      const item = documents.filter({ hasText: name });
      await expect(item).toHaveAttribute('data-status', 'completed');
      await expect(item).toContainText(text('en', 'documents.status.completed'));
    }
  }
  await expectRiskPanel(page, risk);
  await expect(page.getByTestId('perjury-warning')).toContainText(rtext('final.perjuryTitle'));

  const withIssues = risk.flags.some((flag) => flag.concernLevel === 'High');
  const submit = page.getByTestId('submit-application');
  await expect(submit).toHaveText(
    rtext(withIssues ? 'submit.submitWithIssues' : 'submit.submitApplication'),
  );
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('acknowledge-box')).toHaveCount(withIssues ? 1 : 0);
  await scanBothViewports(page, 'step 12');

  for (const name of [
    'accurateInformation',
    'understandPenalties',
    'allowVerification',
    'consentToContact',
  ]) {
    await ia.check(page.getByTestId(`attest-${name}`));
  }
  if (withIssues) {
    // Attested but not acknowledged: still not sendable, and it says why.
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('submit-hint')).toHaveText(
      rtext('submit.blocked.acknowledgeIssuesRequired'),
    );
    await ia.check(page.getByTestId('acknowledge-issues'));
  }
  await expect(submit).toHaveAttribute('aria-disabled', 'false');
  await expect(page.getByTestId('submit-hint')).toHaveText(rtext('submit.ready'));
  await ia.click(submit);
}

/** Step 13: the confirmation; returns its number. */
export async function confirmation(
  page: Page,
  options: { applicationId: number; benefits: number; persona: Persona },
): Promise<string> {
  await expectStep(page, 13, 'submission');
  await expect(page.getByTestId('toast').first()).toContainText(rtext('toast.submittedTitle'));
  const number = page.getByTestId('confirmation-number');
  const expected = `BEN-${new Date().getUTCFullYear()}-${String(options.applicationId).padStart(6, '0')}`;
  await expect(number).toHaveText(/^BEN-\d{4}-\d{6}$/);
  await expect(number).toHaveText(expected);
  await expect(page.getByTestId('submission-badge')).toHaveText('Submitted');
  await expect(page.getByTestId('benefits-count')).toHaveText(
    rtext('done.benefitsCount', { count: options.benefits }),
  );
  await expect(page.getByTestId('processing-time')).toContainText('10-15 business days');
  await expect(page.getByTestId('submission-confirmation')).toContainText('2-3 business days');
  await expect(page.getByTestId('next-steps').getByRole('listitem')).toHaveCount(4);
  const help = page.getByTestId('help-contacts');
  await expect(help.getByTestId('help-phone')).toHaveText('1-800-555-0100');
  await expect(help.getByTestId('help-email')).toHaveText('help@benefits.example');
  await expect(help).toContainText('Mon-Fri 8AM-5PM');
  await expect(help).toContainText('24 hours');
  await scanBothViewports(page, 'step 13');
  // The confirmation email (the outbox of the e2e server) carries the same number.
  await emailContaining(options.persona.email, expected);
  return expected;
}

/**
 * After the confirmation: print it (print media: no buttons, one page), download the receipt
 * PDF, go home, find the application as Submitted, and View it read-only.
 */
export async function afterConfirmation(
  page: Page,
  options: { applicationId: number; number: string; overallRisk: string },
) {
  const { applicationId, number } = options;
  await page.getByTestId('print-confirmation').click();
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as { __printed: number }).__printed))
    .toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('confirmation-number')).toBeVisible();
  await expect(page.getByTestId('print-confirmation')).toBeHidden();
  await expect(page.getByTestId('return-home')).toBeHidden();
  await expect(page.getByTestId('wizard-progress')).toBeHidden();
  const shownButtons = await page
    .locator('button')
    .evaluateAll(
      (buttons) =>
        buttons.filter((button) =>
          (button as unknown as { checkVisibility(): boolean }).checkVisibility(),
        ).length,
    );
  expect(shownButtons, 'buttons shown when printing').toBe(0);
  const printed = await pdfText(await page.pdf({ format: 'Letter' }));
  expect(printed.pages, 'the printed confirmation is one page').toBe(1);
  expect(printed.text).toContain(number);
  await page.emulateMedia({ media: null });

  await page.getByTestId('return-home').click();
  await expect(page).toHaveURL(/\/$/);
  const card = page.getByTestId(`application-${applicationId}`);
  await expect(card).toContainText('Submitted');
  await expect(page.getByTestId('count-total')).toHaveText('1');
  await expect(page.getByTestId('count-inProgress')).toHaveText('1');
  await expect(page.getByTestId(`continue-${applicationId}`)).toHaveCount(0);
  await scanBothViewports(page, 'dashboard after submission');

  await page.getByTestId(`view-${applicationId}`).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
  await expect(page.getByTestId('view-confirmation')).toHaveText(number);
  await expect(page.getByTestId('view-status')).toContainText('Submitted');
  await expect(page.getByTestId('view-risk').locator('[data-level]')).toHaveAttribute(
    'data-level',
    options.overallRisk,
  );
  // Read-only: nothing on it to change the application.
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await scanBothViewports(page, 'View page');

  // The receipt: Download PDF fetches it (200, a PDF) and saves it; it carries the number.
  const link = page.getByTestId('view-download-pdf');
  const href = `/api/applications/${applicationId}/receipt.pdf`;
  await expect(link).toHaveAttribute('href', href);
  const [response, download] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === href),
    page.waitForEvent('download'),
    link.click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toContain(number);
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const receipt = await pdfText(bytes);
  expect(receipt.text).toContain(number);
  return receipt;
}

export interface ExpenseInput {
  /** A type of the source's list; left out for miles driven. */
  expenseType?: string;
  description: string;
  amount?: string;
  frequency?: 'monthly' | 'annual';
  milesPerWeek?: string;
  hasReceipt?: boolean;
}

/** Step 10: one expense through the add form (miles: 'I drive for work' and the miles). */
export async function addExpense(page: Page, ia: Interactions, expense: ExpenseInput) {
  const form = page.getByTestId('expense-form');
  if (expense.milesPerWeek !== undefined) {
    await ia.check(form.getByTestId('expense-drive'));
    await expect(form.getByTestId('expense-description')).toHaveValue(
      etext('mileage.defaultDescription'),
    );
    if (expense.description !== etext('mileage.defaultDescription')) {
      await ia.fill(form.getByTestId('expense-description'), expense.description);
    }
    await ia.fill(form.getByTestId('expense-miles'), expense.milesPerWeek);
  } else {
    await ia.select(form.getByTestId('expense-type'), expense.expenseType ?? '');
    await ia.fill(form.getByTestId('expense-description'), expense.description);
    await ia.fill(form.getByTestId('expense-amount'), expense.amount ?? '');
    if (expense.frequency === 'annual') {
      await ia.check(
        form.getByRole('radio', { name: etext('form.frequencies.annual'), exact: true }),
      );
    }
  }
  if (expense.hasReceipt) await ia.check(form.getByTestId('expense-receipt'));
  await ia.click(form.getByTestId('expense-add'));
  await expect(page.getByTestId('toast').first()).toContainText(etext('toast.addedTitle'));
  await expect(
    page.getByTestId('expense-item').filter({ hasText: expense.description }),
  ).toHaveCount(1);
}

/** Step 10's figures of the source on screen: the domain's for that source. */
export async function expectSourceTotals(
  page: Page,
  entry: { monthlyAmount: number; totalExpenses: number; netIncome: number },
) {
  await expect(page.getByTestId('expense-source-income')).toHaveText(
    formatDollars(entry.monthlyAmount),
  );
  await expect(page.getByTestId('expense-source-total')).toHaveText(
    formatDollars(entry.totalExpenses),
  );
  await expect(page.getByTestId('expense-source-net')).toHaveText(formatDollars(entry.netIncome));
}
