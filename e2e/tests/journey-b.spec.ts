import {
  assessRisk,
  benefitTypes,
  type ExpenseLike,
  enhancedFinancialSummary,
  financialSummary,
  formatDollars,
  type IncomeEntryLike,
} from '@benefits/domain';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { corpusPerson, form1099Nec, idCard } from '../support/corpus';
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

// Issue 7, journey (b): a rideshare driver paid on a 1099 (self-employment, category 2). She
// photographs her licence on step 5, types her weekly earnings on step 6, verifies them with
// her 1099-NEC in the Verify Now dialog, adds the miles she drives and her phone on step 10,
// and submits. Everything through the browser, from the landing page.

test.use({ viewport: PHONE });

// The 1099-NEC and the licence of this seed are made out to the same person.
const SEED = 341;

test('journey (b): a 1099 rideshare driver with mileage and a phone expense, verified by documents', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const ia = new Interactions('journey b');
  await recordPrinting(page);

  const person = await corpusPerson(SEED);
  const licence = await idCard(SEED, 'jpeg-photo');
  const form1099 = await form1099Nec(SEED);
  const yearlyCents = form1099.expected?.amountCents ?? 0;
  expect(yearlyCents).toBeGreaterThan(1_000_000);
  const persona = {
    firstName: person.first,
    lastName: person.last,
    email: uniqueEmail(`${person.first.toLowerCase()}.journey-b`),
    phone: '5558882345',
    zipCode: '45402',
  };
  const benefits = ['snap'];
  const source = 'Rideshare driving';
  // What she earns in a week, from her 1099 (a year's pay over 52 weeks).
  const weekly = (yearlyCents / 52 / 100).toFixed(2);

  await registerOnLanding(page, ia, persona);
  await scanAccountStep(page);
  const applicationId = await benefitsWorkAndOverview(page, ia, {
    benefits,
    needsWorkVerification: true,
  });

  // Step 5: the licence only (no income in it), then on with the documents.
  await scanBothViewports(page, 'step 5');
  await ia.upload(page.getByTestId('documents-input'), [
    { name: 'drivers-license.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(licence.bytes) },
  ]);
  await expect(page.getByTestId('document-item')).toHaveCount(1);
  await ia.click(page.getByTestId('documents-analyze'));
  await expect(page.getByTestId('documents-no-data')).toBeVisible({ timeout: 90_000 });
  await ia.click(page.getByTestId('documents-continue'));

  // Step 6: self-employment, typed by hand (1099, not W-2).
  await fillIncomeChecklist(page, ia, {
    2: () =>
      addIncome(page, ia, 2, {
        source,
        amount: weekly,
        frequency: 'weekly',
        workType: 'other',
        hours: '30',
      }),
  });
  const entries: IncomeEntryLike[] = [
    {
      id: 1,
      categoryId: 2,
      source,
      amount: weekly,
      frequency: 'weekly',
      isW2Income: false,
      hoursPerWeek: 30,
    },
  ];
  await incomeSummary(page, ia, financialSummary(entries), 1);

  // Step 8: Verify Now -> documents -> the 1099-NEC.
  await scanBothViewports(page, 'step 8');
  const card = sourceCard(page, source);
  await expect(card.getByTestId('verification-badge')).toHaveText('1099');
  await ia.click(card.getByRole('button', { name: `${vtext('verifyNow')} ${source}` }));
  await ia.click(page.getByTestId('verify-method-documents'));
  await ia.upload(page.getByTestId('verify-file-input'), {
    name: '1099-nec.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(form1099.bytes),
  });
  await expect(page.getByTestId('verify-files')).toContainText('1099-nec.pdf');
  await ia.click(page.getByTestId('documents-submit'));
  await expect(page.getByRole('dialog', { name: /^Verify / })).toHaveCount(0, { timeout: 90_000 });
  await expect(page.getByTestId('toast').first()).toContainText('Documents Analyzed');
  await expect(card.getByTestId('verification-status')).toContainText('Verified via Documents');
  await expect(page.getByTestId('verification-progress')).toHaveText('1 of 1 done');
  await ia.click(page.getByRole('button', { name: vtext('continue') }));

  // Step 9: yes -> step 10.
  await expenseQuestion(page, ia, true);
  await expectStep(page, 'expense-categories');
  await expect(page.getByTestId('expense-source-count')).toHaveText(
    etext('step.sourceOf', { current: 1, total: 1 }),
  );
  await expect(page.getByTestId('expense-source-name')).toHaveText(source);

  const taxYear = new Date().getUTCFullYear();
  const miles = '140';
  const expenses: ExpenseLike[] = [
    {
      id: 1,
      incomeEntryId: 1,
      expenseType: 'transportation',
      description: etext('mileage.defaultDescription'),
      isMileageExpense: true,
      milesPerWeek: miles,
    },
    {
      id: 2,
      incomeEntryId: 1,
      expenseType: 'utilities',
      description: 'Phone plan for the driver app',
      amount: '55.00',
      frequency: 'monthly',
    },
  ];
  const summary = enhancedFinancialSummary({ entries, expenses, taxYear });
  const noExpenses = enhancedFinancialSummary({ entries, expenses: [], taxYear });
  const mileage = summary.mileage.deductions[0];
  expect(mileage).toBeDefined();
  await expectSourceTotals(page, noExpenses.entriesWithExpenses[0]!);

  // Miles: the dated IRS rate and the amount, as she types.
  const form = page.getByTestId('expense-form');
  await ia.check(form.getByTestId('expense-drive'));
  await expect(form.getByTestId('expense-mileage-rate')).toContainText(
    etext('mileage.rate', { year: taxYear, cents: String(summary.mileage.centsPerMile) }),
  );
  await ia.fill(form.getByTestId('expense-miles'), miles);
  await expect(form.getByTestId('expense-deduction')).toHaveText(
    etext('mileage.deductionValue', { amount: formatDollars(mileage?.monthlyDeduction ?? 0) }),
  );
  await ia.click(form.getByTestId('expense-add'));
  await expect(page.getByTestId('toast').first()).toContainText(etext('toast.addedTitle'));
  await expect(page.getByTestId('expense-item')).toHaveCount(1);
  await addExpense(page, ia, {
    expenseType: 'utilities',
    description: 'Phone plan for the driver app',
    amount: '55.00',
  });
  await expectSourceTotals(page, summary.entriesWithExpenses[0]!);
  await scanBothViewports(page, 'step 10 with two expenses');
  await expect(page.getByTestId('expense-next')).toHaveText(etext('step.continueToSummary'));
  await ia.click(page.getByTestId('expense-next'));
  await passHomeCostsAndMoney(page, ia);

  const risk = assessRisk({
    entries,
    expenses,
    documents: [{ type: 'identity_verification' }, { type: 'income_verification' }],
    taxYear,
  });
  expect(risk.flags.some((flag) => flag.concernLevel === 'High')).toBe(false);

  await enhancedSummary(page, ia, summary, risk);
  await finalReview(page, ia, {
    benefitNames: benefitTypes.filter((b) => benefits.includes(b.id)).map((b) => b.name),
    summary,
    risk,
    documents: ['drivers-license.jpg', '1099-nec.pdf'],
  });

  const number = await confirmation(page, { applicationId, benefits: benefits.length, persona });
  ia.freeze();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${ia.summary()} from landing to confirmation (${seconds} s)`);

  const receipt = await afterConfirmation(page, {
    applicationId,
    number,
    overallRisk: risk.overallRisk,
  });
  // The receipt lists her expenses' total.
  expect(receipt.text).toContain(formatDollars(summary.totalMonthlyExpenses));
  console.log(`journey b: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
});
