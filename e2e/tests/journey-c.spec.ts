import {
  assessRisk,
  benefitTypes,
  type ExpenseLike,
  enhancedFinancialSummary,
  financialSummary,
  type IncomeEntryLike,
} from '@benefits/domain';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { passHomeCostsAndMoney } from '../support/homeCosts';
import { Interactions } from '../support/interactions';
import {
  addExpense,
  addIncome,
  benefitsWorkAndOverview,
  expectSourceTotals,
  expenseQuestion,
  fillIncomeChecklist,
  incomeSummary,
  recordPrinting,
  registerOnLanding,
  scanAccountStep,
} from '../support/journey';
import { enhancedSummary, finalReview } from '../support/journeyReview';
import { afterConfirmation, confirmation } from '../support/journeySubmitted';
import { etext, vtext } from '../support/texts';
import { sourceCard } from '../support/verification';
import { expectStep, PHONE, scanBothViewports } from '../support/wizard';

// Issue 7, journey (c): a landlord who rents out the upstairs of a duplex (rental income,
// category 5). No papers: she skips step 5, types the rent, verifies it with a note, and
// her repairs and property taxes come to more than 80 percent of the rent. The risk check is
// High, so she must tick the acknowledgement and 'Submit with Issues'.

test.use({ viewport: PHONE });

test('journey (c): a landlord with rental expenses above 80 percent acknowledges and submits with issues', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const ia = new Interactions('journey c');
  await recordPrinting(page);

  const persona = {
    firstName: 'Grace',
    lastName: 'Adeyemi',
    email: uniqueEmail(`grace.journey-c`),
    phone: '5559993456',
    zipCode: '74103',
  };
  const benefits = ['medicaid-magi', 'snap'];
  const source = 'Duplex on Oak Street, upstairs unit';

  await registerOnLanding(page, ia, persona);
  await scanAccountStep(page);
  const applicationId = await benefitsWorkAndOverview(page, ia, {
    benefits,
    needsWorkVerification: false,
  });

  // Step 5: no documents.
  await scanBothViewports(page, 'step 5');
  await ia.click(page.getByTestId('documents-skip'));

  // Step 6: the rent, every month.
  await fillIncomeChecklist(page, ia, {
    5: () => addIncome(page, ia, 5, { source, amount: '1400.00', frequency: 'monthly' }),
  });
  const entries: IncomeEntryLike[] = [
    { id: 1, categoryId: 5, source, amount: '1400.00', frequency: 'monthly' },
  ];
  await incomeSummary(page, ia, financialSummary(entries), 1);

  // Step 8: no payroll for rent; a note verifies it.
  await scanBothViewports(page, 'step 8');
  const card = sourceCard(page, source);
  await ia.click(card.getByRole('button', { name: `${vtext('verifyNow')} ${source}` }));
  await expect(page.getByTestId('verify-method-payroll')).toHaveCount(0);
  await ia.click(page.getByTestId('verify-method-notes'));
  await ia.fill(
    page.getByLabel(vtext('notes.label')),
    'My tenant pays $1,400 rent in cash on the 1st of each month. I have no lease copy yet.',
  );
  await ia.click(page.getByTestId('notes-submit'));
  await expect(card.getByTestId('verification-status')).toContainText('Explained, not verified');
  await expect(page.getByTestId('verification-progress')).toHaveText('1 of 1 done');
  await ia.click(page.getByRole('button', { name: vtext('continue') }));

  // Step 9: yes -> step 10, the rental's own list of expense types and no mileage.
  await expenseQuestion(page, ia, true);
  await expectStep(page, 'expense-categories');
  await expect(page.getByTestId('expense-source-count')).toHaveText(
    etext('step.sourceOf', { current: 1, total: 1 }),
  );
  const form = page.getByTestId('expense-form');
  await expect(form.getByTestId('expense-drive')).toHaveCount(0);
  await expect(form.getByTestId('expense-type').locator('option')).toHaveText([
    etext('form.chooseType'),
    ...[
      'property_maintenance',
      'property_management',
      'property_insurance',
      'property_taxes',
      'utilities_rental',
      'advertising_rental',
      'legal_rental',
      'depreciation',
    ].map((type) => etext(`types.${type}`)),
  ]);

  const taxYear = new Date().getUTCFullYear();
  const expenses: ExpenseLike[] = [
    {
      id: 1,
      incomeEntryId: 1,
      expenseType: 'property_maintenance',
      description: 'Roof and plumbing repairs',
      amount: '900.00',
      frequency: 'monthly',
    },
    {
      id: 2,
      incomeEntryId: 1,
      expenseType: 'property_taxes',
      description: 'County property tax',
      amount: '3000.00',
      frequency: 'annual',
    },
  ];
  const summary = enhancedFinancialSummary({ entries, expenses, taxYear });
  expect(summary.expenseRatioPercent).toBeGreaterThan(80);
  await expectSourceTotals(
    page,
    enhancedFinancialSummary({ entries, expenses: [], taxYear }).entriesWithExpenses[0]!,
  );
  await addExpense(page, ia, {
    expenseType: 'property_maintenance',
    description: 'Roof and plumbing repairs',
    amount: '900.00',
    hasReceipt: true,
  });
  await addExpense(page, ia, {
    expenseType: 'property_taxes',
    description: 'County property tax',
    amount: '3000.00',
    frequency: 'annual',
  });
  await expectSourceTotals(page, summary.entriesWithExpenses[0]!);
  await scanBothViewports(page, 'step 10 with two expenses');
  await ia.click(page.getByTestId('expense-next'));
  await passHomeCostsAndMoney(page, ia);

  // No documents and expenses above 80 percent: High.
  const risk = assessRisk({ entries, expenses, documents: [], taxYear });
  expect(risk.overallRisk).toBe('High');
  expect(risk.flags.map((flag) => flag.type)).toContain('high_expense_ratio');

  await enhancedSummary(page, ia, summary, risk);
  await finalReview(page, ia, {
    benefitNames: benefitTypes.filter((b) => benefits.includes(b.id)).map((b) => b.name),
    summary,
    risk,
    documents: [],
  });

  const number = await confirmation(page, { applicationId, benefits: benefits.length, persona });
  ia.freeze();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${ia.summary()} from landing to confirmation (${seconds} s)`);

  await afterConfirmation(page, { applicationId, number, overallRisk: 'High' });
  console.log(`journey c: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
});
