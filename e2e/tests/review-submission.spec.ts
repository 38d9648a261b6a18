import {
  confirmationNumber,
  type EnhancedFinancialSummaryResponse,
  type Expense,
  enhancedFinancialSummary,
  formatDollars,
  type IncomeEntry,
  normalizeFrequency,
} from '@benefits/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { text } from '../support/catalogs';
import { baseURL } from '../support/paths.mjs';
import { apiGet, applicationAtSummary, rtext } from '../support/review';
import { addIncomeSource, answerOnce, createDraft, payStubPdf } from '../support/verification';
import {
  DESKTOP,
  expectHeadingFocused,
  expectStep,
  PHONE,
  registerPersona,
  scanBothViewports,
  settle,
  tabTo,
} from '../support/wizard';

// Issue 7: steps 11 (enhanced financial summary), 12 (final review) and 13 (submission), and
// the dashboard's read-only View page. The application is set up through the API; the numbers
// on screen are checked against packages/domain's enhancedFinancialSummary.

test.use({ viewport: PHONE });

function persona(tag: string, firstName: string, lastName: string) {
  return {
    firstName,
    lastName,
    email: uniqueEmail(`${firstName.toLowerCase()}.${tag}`),
    phone: '5553334444',
    zipCode: '60614',
  };
}

/** The domain's summary of what the server stored (the same inputs the server uses). */
async function expectedSummary(page: Page, applicationId: number) {
  const entries = await apiGet<IncomeEntry[]>(
    page,
    `/api/income-entries?applicationId=${applicationId}`,
  );
  const expenses = await apiGet<Expense[]>(page, `/api/expenses?applicationId=${applicationId}`);
  return enhancedFinancialSummary({ entries, expenses, taxYear: new Date().getUTCFullYear() });
}

const perMonth = (dollars: number) => rtext('perMonth', { amount: formatDollars(dollars) });
const perYear = (dollars: number) => rtext('perYear', { amount: formatDollars(dollars) });

async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast').first();
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}

test('a driver with mileage checks step 11, attests on step 12, submits, prints and finds it on the dashboard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await registerPersona(page, persona('driver', 'Marisol', 'Vega'));
  const applicationId = await applicationAtSummary(page, {
    selectedBenefits: ['snap', 'medicaid-magi'],
    sources: [
      {
        categoryId: 1,
        source: 'Corner Grocery',
        amount: '640.00',
        frequency: 'biweekly',
        isW2Income: true,
        hoursPerWeek: 24,
      },
      { categoryId: 2, source: 'Rideshare driving', amount: '1450.00', frequency: 'monthly' },
      // Four small monthly amounts: four Medium issues, one behind 'Show more'.
      { categoryId: 16, source: 'Help from my sister', amount: '60.00', frequency: 'monthly' },
      { categoryId: 15, source: 'Bottle returns', amount: '25.00', frequency: 'monthly' },
      { categoryId: 10, source: 'Alimony', amount: '80.00', frequency: 'monthly' },
      { categoryId: 12, source: 'Foster care payment', amount: '90.00', frequency: 'monthly' },
    ],
    expenses: {
      'Rideshare driving': [
        {
          expenseType: 'transportation',
          description: 'Miles driven for rides',
          isMileageExpense: true,
          milesPerWeek: 120,
        },
        { expenseType: 'utilities', description: 'Phone plan', amount: 45 },
      ],
    },
    documents: ['income_verification', 'identity_verification'],
  });
  const expected = await expectedSummary(page, applicationId);
  const served = await apiGet<EnhancedFinancialSummaryResponse>(
    page,
    `/api/enhanced-financial-summary/${applicationId}`,
  );
  expect(served.totalNetMonthlyIncome).toBe(expected.totalNetMonthlyIncome);

  // Step 11: the cards, counts and banner say the domain's numbers.
  await page.goto(`/application/enhanced-financial-summary?id=${applicationId}`);
  await expectStep(page, 11, 'enhanced-financial-summary');
  await expect(page.getByTestId('summary-gross-monthly')).toHaveText(
    perMonth(expected.totalGrossMonthlyIncome),
  );
  await expect(page.getByTestId('summary-gross-annual')).toHaveText(
    perYear(expected.totalGrossAnnualIncome),
  );
  await expect(page.getByTestId('summary-expenses-monthly')).toHaveText(
    perMonth(expected.totalMonthlyExpenses),
  );
  await expect(page.getByTestId('summary-expenses-annual')).toHaveText(
    perYear(expected.totalAnnualExpenses),
  );
  await expect(page.getByTestId('summary-net-monthly')).toHaveText(
    perMonth(expected.totalNetMonthlyIncome),
  );
  await expect(page.getByTestId('summary-net-annual')).toHaveText(
    perYear(expected.totalNetAnnualIncome),
  );
  await expect(page.getByTestId('summary-agi')).toContainText(rtext('summary.agiTitle'));
  await expect(page.getByTestId('summary-agi')).toContainText('Final Adjusted Gross Income');
  await expect(page.getByTestId('summary-agi-monthly')).toHaveText(
    perMonth(expected.totalNetMonthlyIncome),
  );
  await expect(page.getByTestId('summary-count-sources')).toHaveText('6');
  await expect(page.getByTestId('summary-count-expenses')).toHaveText(
    String(expected.expenseEntriesCount),
  );
  await expect(page.getByTestId('summary-count-hours')).toHaveText(
    new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(expected.totalWorkHours),
  );
  await expect(page.getByTestId('summary-count-ratio')).toHaveText(
    `${expected.expenseRatioPercent}%`,
  );
  const rideshare = page.getByTestId('summary-source').filter({ hasText: 'Rideshare driving' });
  const rideshareExpected = expected.entriesWithExpenses.find(
    (e) => e.source === 'Rideshare driving',
  )!;
  await expect(rideshare.getByTestId('source-expenses')).toHaveText(
    formatDollars(rideshareExpected.totalExpenses),
  );
  await expect(rideshare.getByTestId('source-net')).toHaveText(
    formatDollars(rideshareExpected.netIncome),
  );
  // The IRS mileage card: 120 miles a week at the year's rate.
  await expect(page.getByTestId('mileage-line')).toHaveCount(1);
  await expect(page.getByTestId('mileage-total')).toContainText(
    formatDollars(expected.mileage.totalMonthlyDeduction),
  );
  await expect(page.getByTestId('mileage-rate')).toContainText(String(expected.mileage.taxYear));

  // The risk panel: 3 of the 4 Medium issues, then 'Show more'.
  const panel = page.getByTestId('risk-panel');
  await expect(panel.getByTestId('risk-flag')).toHaveCount(3);
  await expect(panel.getByTestId('risk-overall')).toHaveText(rtext('risk.level.High'));
  const more = panel.getByTestId('risk-show-more');
  await expect(more).toHaveText('Show more (1 more issue)');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await scanBothViewports(page, 'step 11');
  await more.click();
  await expect(panel.getByTestId('risk-flag')).toHaveCount(4);
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.locator('[data-level="Medium"][data-testid="risk-flag"]')).toHaveCount(4);

  // Edit Income and Edit Expenses jump to steps 6 and 10; back returns to step 11.
  await page.getByRole('button', { name: 'Edit Income' }).click();
  await expectStep(page, 6, 'income-categories');
  await page.goBack();
  await expectStep(page, 11, 'enhanced-financial-summary');
  await page.getByRole('button', { name: 'Edit Expenses' }).click();
  await expectStep(page, 10, 'expense-categories');
  await page.goBack();
  await expectStep(page, 11, 'enhanced-financial-summary');

  // Step 12.
  await page.getByRole('button', { name: rtext('summary.continue') }).click();
  await expectStep(page, 12, 'final-review');
  await expectHeadingFocused(page);
  await expect(page.getByTestId('review-benefits').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('review-document')).toHaveCount(2);
  await expect(page.getByTestId('review-document').first()).toHaveAttribute(
    'data-status',
    /pending|processing|completed|failed/,
  );
  await expect(page.getByTestId('perjury-warning')).toContainText('penalty of perjury');
  await expect(page.getByTestId('rights-text')).toContainText('fair hearing');
  await expect(page.getByTestId('acknowledge-box')).toHaveCount(0);
  const submit = page.getByTestId('submit-application');
  await expect(submit).toHaveText('Submit Application');
  await expect(submit).toBeDisabled();
  // A tap on the disabled button says why.
  await submit.click({ force: true });
  await expect(page.getByTestId('submit-error')).toContainText(
    rtext('submit.blocked.attestationRequired'),
  );
  await scanBothViewports(page, 'step 12');

  // Keyboard only: Tab to each box and tick it with Space.
  for (const name of [
    'accurateInformation',
    'understandPenalties',
    'allowVerification',
    'consentToContact',
  ]) {
    const box = page.getByTestId(`attest-${name}`);
    await expect(page.getByLabel(rtext(`attestations.${name}`))).toBeVisible();
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await expect(submit).toBeEnabled();
  await expect(page.getByTestId('submit-hint')).toHaveText(rtext('submit.ready'));
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  // Step 13.
  await expectToast(page, 'Application Submitted Successfully');
  await expectStep(page, 13, 'submission');
  const application = await apiGet<{ submittedAt: string; status: string }>(
    page,
    `/api/applications/${applicationId}`,
  );
  expect(application.status).toBe('submitted');
  const number = confirmationNumber(applicationId, new Date(application.submittedAt));
  expect(number).toMatch(/^BEN-\d{4}-\d{6}$/);
  await expect(page.getByTestId('confirmation-number')).toHaveText(number);
  await expect(page.getByTestId('submission-badge')).toHaveText('Submitted');
  await expect(page.getByTestId('benefits-count')).toHaveText('2 benefits');
  await expect(page.getByTestId('processing-time')).toHaveText('10-15 business days');
  await expect(page.getByTestId('submission-confirmation')).toContainText(
    'review within 2-3 business days',
  );
  await expect(page.getByTestId('next-steps').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('help-phone')).toHaveText('1-800-555-0100');
  await expect(page.getByTestId('help-email')).toHaveText('help@benefits.example');
  await expect(page.getByTestId('help-contacts')).toContainText('Mon-Fri 8AM-5PM');
  await expect(page.getByTestId('help-contacts')).toContainText('response within 24 hours');
  await scanBothViewports(page, 'step 13');

  // Print Confirmation calls window.print; the print stylesheet hides the frame and buttons.
  await page.evaluate(() => {
    const w = globalThis as unknown as { printed: number; print: () => void };
    w.printed = 0;
    w.print = () => {
      w.printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print Confirmation' }).click();
  expect(await page.evaluate(() => (globalThis as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('confirmation-number')).toBeVisible();
  await expect(page.getByTestId('print-confirmation')).toBeHidden();
  await expect(page.getByTestId('return-home')).toBeHidden();
  await expect(page.getByTestId('wizard-progress')).toBeHidden();
  await expect(page.getByTestId('chat-toggle')).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  // A clean one-page receipt: Chromium's own print of the page is one Letter page.
  const printed = await page.pdf({ format: 'Letter' });
  expect(printed.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('print-confirmation')).toBeVisible();

  // The receipt PDF.
  const receipt = await page.request.get(`/api/applications/${applicationId}/receipt.pdf`);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toContain('application/pdf');
  expect((await receipt.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The submitted application cannot be opened in an editable step: the wizard shows step 13.
  await page.goto(`/application/final-review?id=${applicationId}`);
  await expectStep(page, 13, 'submission');
  await expect(page.getByTestId('confirmation-number')).toHaveText(number);

  // Return to Home: the dashboard lists it as Submitted; View opens the read-only page.
  await page.getByRole('link', { name: 'Return to Home' }).click();
  const card = page.getByTestId(`application-${applicationId}`);
  await expect(card).toContainText(text('en', 'dashboard.status.submitted'));
  await card.getByTestId(`view-${applicationId}`).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Application #${applicationId}` }),
  ).toBeFocused();
  await expect(page.getByTestId('view-confirmation')).toHaveText(number);
  await expect(page.getByTestId('view-status')).toContainText('Submitted');
  await expect(page.getByTestId('view-benefits').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('view-source')).toHaveCount(6);
  await expect(
    page
      .getByTestId('view-source')
      .filter({ hasText: 'Rideshare driving' })
      .getByTestId('view-expenses')
      .getByRole('listitem'),
  ).toHaveCount(2);
  await expect(page.getByTestId('view-verification').first()).toContainText('Verified via Notes');
  await expect(page.getByTestId('view-attestations').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('view-risk')).toContainText(rtext('risk.level.High'));
  await expect(page.getByTestId('view-agi')).toContainText(
    formatDollars(expected.totalNetMonthlyIncome),
  );
  const download = page.getByTestId('view-download-pdf');
  await expect(download).toHaveAttribute('href', `/api/applications/${applicationId}/receipt.pdf`);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  await scanBothViewports(page, 'View page');
  await page.setViewportSize(DESKTOP);
  await settle(page);
});

test('a landlord whose rental expenses are above 80% of the rent must acknowledge and Submit with Issues', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerPersona(page, persona('landlord', 'Walter', 'Brennan'));
  const applicationId = await applicationAtSummary(page, {
    selectedBenefits: ['medicaid-non-magi'],
    sources: [
      {
        categoryId: 5,
        source: 'Rental house on Elm Street',
        amount: '2000.00',
        frequency: 'monthly',
      },
    ],
    expenses: {
      'Rental house on Elm Street': [
        { expenseType: 'property_maintenance', description: 'New roof payments', amount: 1200 },
        { expenseType: 'property_taxes', description: 'County property tax', amount: 500 },
      ],
    },
    documents: ['income_verification', 'identity_verification'],
  });
  const expected = await expectedSummary(page, applicationId);
  expect(expected.expenseRatioPercent).toBe(85);

  await page.goto(`/application/enhanced-financial-summary?id=${applicationId}`);
  await expectStep(page, 11, 'enhanced-financial-summary');
  await expect(page.getByTestId('summary-net-monthly')).toHaveText(
    perMonth(expected.totalNetMonthlyIncome),
  );
  await expect(page.getByTestId('summary-count-ratio')).toHaveText('85%');
  await expect(page.getByTestId('mileage-none')).toBeVisible();
  const flag = page.getByTestId('risk-flag');
  await expect(flag).toHaveCount(1);
  await expect(flag).toHaveAttribute('data-type', 'high_expense_ratio');
  await expect(flag).toContainText('more than 80% of your income');
  await expect(page.getByTestId('risk-show-more')).toHaveCount(0);

  await page.getByRole('button', { name: rtext('summary.continue') }).click();
  await expectStep(page, 12, 'final-review');
  const submit = page.getByTestId('submit-application');
  await expect(submit).toHaveText('Submit with Issues');
  await expect(page.getByTestId('acknowledge-box')).toBeVisible();
  for (const name of [
    'accurateInformation',
    'understandPenalties',
    'allowVerification',
    'consentToContact',
  ]) {
    await page.getByLabel(rtext(`attestations.${name}`)).check();
  }
  // All four attestations are not enough: the acknowledgement is needed too.
  await expect(submit).toBeDisabled();
  await expect(page.getByTestId('submit-hint')).toHaveText(
    rtext('submit.blocked.acknowledgeIssuesRequired'),
  );
  await page.getByLabel(rtext('final.acknowledge')).check();
  await expect(submit).toBeEnabled();
  await scanBothViewports(page, 'step 12 with High issues');

  // A refusal: the toast, the server's message on the page, and nothing ticked is lost.
  const refused = await answerOnce(page, `/api/applications/${applicationId}/submit`, {
    status: 422,
    body: { message: 'Please confirm all four statements before you submit.' },
  });
  await submit.click();
  await expectToast(
    page,
    'Submission Failed',
    'There was an error submitting your application. Please try again.',
  );
  await expect(page.getByTestId('submit-error')).toContainText(
    'Please confirm all four statements before you submit.',
  );
  await expect(page.getByTestId('submit-error')).toBeFocused();
  expect(refused.count()).toBe(1);
  for (const name of [
    'accurateInformation',
    'understandPenalties',
    'allowVerification',
    'consentToContact',
  ]) {
    await expect(page.getByLabel(rtext(`attestations.${name}`))).toBeChecked();
  }
  await expect(page.getByLabel(rtext('final.acknowledge'))).toBeChecked();
  await scanBothViewports(page, 'step 12 after a refusal');

  await submit.click();
  await expectToast(page, 'Application Submitted Successfully');
  await expectStep(page, 13, 'submission');
  await expect(page.getByTestId('benefits-count')).toHaveText('1 benefit');
  await expect(page.getByTestId('confirmation-number')).toHaveText(/^BEN-\d{4}-\d{6}$/);

  // The View page says the issues were acknowledged.
  await page.getByTestId('view-application').click();
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
  await expect(page.getByTestId('view-acknowledged')).toBeVisible();
  await expect(page.getByTestId('view-risk')).toContainText(rtext('risk.level.High'));

  // In Spanish: the page in the applicant's language, and the receipt asked for in it too.
  await page.getByLabel(text('en', 'language.label')).selectOption('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Solicitud n.º ${applicationId}`,
  );
  const pdfLink = page.getByRole('link', { name: 'Descargar PDF' });
  const [receiptRequest, file] = await Promise.all([
    page.waitForRequest((request) =>
      request.url().endsWith(`/api/applications/${applicationId}/receipt.pdf`),
    ),
    page.waitForEvent('download'),
    pdfLink.click(),
  ]);
  expect(receiptRequest.headers()['accept-language']).toBe('es');
  expect(file.suggestedFilename()).toMatch(/^BEN-\d{4}-\d{6}\.pdf$/);
  await scanBothViewports(page, 'View page in Spanish');
  await page.getByLabel(text('es', 'language.label')).selectOption('en');
});

test('step 11 compares what a pay stub says with what was reported: Amount Discrepancy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerPersona(page, persona('stub', 'Keisha', 'Lund'));
  const applicationId = await createDraft(page, {
    selectedBenefits: ['wic'],
    needsWorkVerification: false,
    zipCode: '60614',
  });
  const stub = await payStubPdf({ seed: 7, cycle: 'biweekly' });
  const uploaded = await page.request.post('/api/documents', {
    headers: { origin: baseURL },
    multipart: {
      applicationId: String(applicationId),
      file: { name: stub.name, mimeType: 'application/pdf', buffer: Buffer.from(stub.bytes) },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const documentId = ((await uploaded.json()) as { id: number }).id;
  const analyzed = await page.request.post('/api/documents/analyze', {
    headers: { origin: baseURL },
    data: { documentIds: [documentId] },
  });
  expect(analyzed.ok(), await analyzed.text()).toBe(true);
  const analysis = (await analyzed.json()) as {
    extractedData: { income: { source: string; amount: string | number; frequency: string }[] };
  };
  const item = analysis.extractedData.income[0]!;
  // Reported at 70% of what the stub says: more than 10% apart.
  const reported = (Number(item.amount) * 0.7).toFixed(2);
  await addIncomeSource(page, applicationId, {
    categoryId: 1,
    source: item.source,
    amount: reported,
    frequency: normalizeFrequency(item.frequency) ?? 'monthly',
  });
  const served = await apiGet<EnhancedFinancialSummaryResponse>(
    page,
    `/api/enhanced-financial-summary/${applicationId}`,
  );
  const compared = served.aiExtractedData!.incomeAmounts[0]!;
  expect(compared.discrepancy).toBe(true);

  await page.goto(`/application/enhanced-financial-summary?id=${applicationId}`);
  await expectStep(page, 11, 'enhanced-financial-summary');
  const card = page.getByTestId('summary-ai');
  await expect(card.getByTestId('ai-discrepancy')).toHaveText('Amount Discrepancy');
  await expect(card.getByTestId('ai-extracted')).toHaveText(perMonth(compared.extractedAmount));
  await expect(card.getByTestId('ai-reported')).toHaveText(perMonth(compared.reportedAmount!));
  await expect(card).toContainText(rtext('summary.ai.someDiffer_one', { count: 1 }));
  await scanBothViewports(page, 'step 11 with the document comparison');
});
