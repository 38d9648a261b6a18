import {
  type Expense,
  enhancedFinancialSummary,
  formatDollars,
  type IncomeEntry,
} from '@benefits/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { getJson, reachStep, verifyByNotes } from './expenses';
import { etext } from './texts';
import { addIncomeSource, createDraft } from './verification';
import { expectStep } from './wizard';

// Steps 9 and 10 in the expenses specs: a draft whose sources are verified (through the API),
// the step 9 question, and the step 10 cards checked against the domain's summary.

/** A draft with income sources verified by notes (step 8 done), ready for step 9. */
export async function draftWithSources(
  page: Page,
  sources: Parameters<typeof addIncomeSource>[2][],
): Promise<{ applicationId: number; ids: number[] }> {
  const applicationId = await createDraft(page, {
    selectedBenefits: ['snap', 'medicaid-magi'],
    needsWorkVerification: true,
    zipCode: '60614',
  });
  const ids: number[] = [];
  for (const source of sources) {
    const id = await addIncomeSource(page, applicationId, source);
    await verifyByNotes(page, id, 'I have no papers for this. I can explain it.');
    ids.push(id);
  }
  await reachStep(page, applicationId, 'expense-workflow-intro');
  return { applicationId, ids };
}

export async function openStep9(page: Page, applicationId: number) {
  await page.goto(`/application/expense-workflow-intro?id=${applicationId}`);
  await expectStep(page, 'expense-workflow-intro');
  await expect(page.getByTestId('expense-intro')).toBeVisible();
}

export function answer(page: Page, which: 'yes' | 'no') {
  return page
    .getByTestId('expense-intro-question')
    .getByRole('radio', { name: etext(`intro.${which}`) });
}

export const taxYear = new Date().getUTCFullYear();

export async function serverState(page: Page, applicationId: number) {
  const [entries, expenses] = await Promise.all([
    getJson<IncomeEntry[]>(page, `/api/income-entries?applicationId=${applicationId}`),
    getJson<Expense[]>(page, `/api/expenses?applicationId=${applicationId}`),
  ]);
  return { entries, expenses };
}

/** The step's three cards against the domain's enhanced summary of the server's data. */
export async function expectCards(page: Page, applicationId: number, entryId: number) {
  const { entries, expenses } = await serverState(page, applicationId);
  const summary = enhancedFinancialSummary({ entries, expenses, taxYear });
  const entry = summary.entries.find((item) => item.id === entryId)!;
  await expect(page.getByTestId('expense-source-income')).toHaveText(
    formatDollars(entry.monthlyAmount),
  );
  await expect(page.getByTestId('expense-source-total')).toHaveText(
    formatDollars(entry.totalExpenses),
  );
  await expect(page.getByTestId('expense-source-net')).toHaveText(formatDollars(entry.netIncome));
  return entry;
}

export function addForm(page: Page) {
  return page.getByTestId('expense-form');
}

export function field(form: Locator, label: string) {
  return form.getByLabel(label, { exact: true });
}
