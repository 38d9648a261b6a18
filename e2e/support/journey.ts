import { formatDollars } from '@benefits/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { text } from './catalogs';
import { justMeAndAddress } from './household';
import type { Interactions } from './interactions';
import { etext } from './texts';
import type { Persona } from './wizard';
import { expectStep, scanBothViewports } from './wizard';

// Issue 7 journeys (e2e/tests/journey-*.spec.ts), the parts the three personas share from the
// landing page to step 10: registration, steps 2-4, income (6-7), the expense question (9)
// and expenses (10). Steps 11-12: journeyReview.ts; step 13 and after: journeySubmitted.ts.

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
  await expectStep(page, 'benefits-selection');
}

/**
 * Step 1 is the account form of someone who is not registered yet; a new applicant lands on
 * step 2. The journey looks at step 1 through Back and returns (not counted: the applicant
 * does not need it).
 */
export async function scanAccountStep(page: Page) {
  await page.getByRole('button', { name: text('en', 'wizard.back') }).click();
  await expectStep(page, 'account-creation');
  await expect(page.getByTestId('account-step')).toBeVisible();
  await scanBothViewports(page, 'step 1');
  await page.goBack();
  await expectStep(page, 'benefits-selection');
}

/** Steps 2-4: benefits, household and address, the work question, the slides. Returns the id. */
export async function benefitsWorkAndOverview(
  page: Page,
  ia: Interactions,
  options: {
    benefits: string[];
    needsWorkVerification: boolean;
    /** Issue 18: the household and address steps; "Just me" and a home address by default. */
    household?: () => Promise<void>;
  },
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

  // Issue 18: "Just me" and the home address (their axe scans are in household.spec.ts).
  await (options.household ?? (() => justMeAndAddress(page, { ia })))();
  await ia.check(
    page.getByRole('radio', {
      name: text('en', options.needsWorkVerification ? 'workStep.yes' : 'workStep.no'),
    }),
  );
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await scanBothViewports(page, 'step 3');
  await ia.click(page.getByTestId('work-continue'));

  await expectStep(page, 'process-overview');
  await scanBothViewports(page, 'step 4');
  for (let slide = 1; slide <= 4; slide += 1) await ia.click(page.getByTestId('overview-next'));
  await expectStep(page, 'document-upload');
  return applicationId;
}

export interface IncomeInput {
  source: string;
  amount: string;
  frequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'annual';
  /** Shown only with work verification on categories 1 and 2; W-2 is preselected. */
  workType?: 'w2' | 'other';
  hours?: string;
  /** Issue 18: whose income it is (a full name), asked when more than one person lives there. */
  member?: string;
}

/** Step 6: the part of the checklist that holds one ticked kind of income (issue 18). */
export function incomeKind(page: Page, categoryId: number): Locator {
  return page.locator(`[data-testid="income-kind-section"][data-category-id="${categoryId}"]`);
}

/** Step 6, one ticked kind with no entry yet: its form, right there (its words in `language`). */
export async function addIncome(
  page: Page,
  ia: Interactions,
  categoryId: number,
  income: IncomeInput,
  language = 'en',
) {
  const form = incomeKind(page, categoryId).getByTestId('income-form');
  if (income.member)
    await ia.check(form.getByTestId('income-member').getByRole('radio', { name: income.member }));
  await ia.fill(form.getByLabel(text(language, 'incomeForm.source')), income.source);
  await ia.fill(form.getByLabel(text(language, 'incomeForm.amount')), income.amount);
  // Exact: in some languages one frequency's name holds another's (zh 每月 in 每半月).
  const frequency = form.getByRole('radio', {
    name: text(language, `incomeForm.frequencies.${income.frequency}`),
    exact: true,
  });
  if (!(await frequency.isChecked())) await ia.check(frequency);
  if (income.workType) {
    const workType = form.getByRole('radio', {
      name: text(language, `incomeForm.workTypes.${income.workType}`),
      exact: true,
    });
    if (!(await workType.isChecked())) await ia.check(workType);
  }
  if (income.hours)
    await ia.fill(form.getByLabel(text(language, 'incomeForm.hours')), income.hours);
  await ia.click(form.getByTestId('income-submit'));
  await expect(page.getByTestId('toast').first()).toContainText(
    text(language, 'incomeStep.addedTitle'),
  );
}

/**
 * Step 6 (issue 18): one checklist. Each kind listed is ticked (unless its entries, read in
 * step 5, tick it already) and its handler adds or checks its income; with no kinds, "None of
 * these". Then on to the summary.
 */
export async function fillIncomeChecklist(
  page: Page,
  ia: Interactions,
  kinds: Record<number, () => Promise<void>>,
) {
  await expectStep(page, 'income-categories');
  const ids = Object.keys(kinds).map(Number);
  for (const id of ids) {
    const box = page.getByTestId(`income-kind-${id}`);
    if (!(await box.isChecked())) await ia.check(box);
    await kinds[id]?.();
  }
  if (ids.length === 0) await ia.check(page.getByTestId('income-kind-none'));
  await scanBothViewports(page, 'step 6');
  await ia.click(page.getByTestId('income-next'));
  await expectStep(page, 'income-summary-pre');
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
  await expectStep(page, 'income-verification');
}

/** Step 9: the answer, the button's words, on to step 10 or 11. */
export async function expenseQuestion(page: Page, ia: Interactions, hasExpenses: boolean) {
  await expectStep(page, 'expense-workflow-intro');
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
