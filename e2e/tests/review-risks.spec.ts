import { type EnhancedFinancialSummaryResponse, normalizeFrequency } from '@benefits/domain';
import { expect, test } from '@playwright/test';
import { persona } from '../support/applicant';
import { text } from '../support/catalogs';
import { payStubPdf } from '../support/corpus';
import { getJson } from '../support/expenses';
import { baseURL } from '../support/paths.mjs';
import { applicationAtSummary, expectedSummary } from '../support/review';
import { perMonth, rtext } from '../support/texts';
import { addIncomeSource, answerOnce, createDraft } from '../support/verification';
import {
  expectStep,
  expectToast,
  PHONE,
  registerPersona,
  scanBothViewports,
} from '../support/wizard';

// Issue 7: steps 11 and 12 when the risk check has something to say: rental expenses above
// 80% of the rent (acknowledge, Submit with Issues) and a pay stub that disagrees with what
// was reported (Amount Discrepancy). Set up through the API, checked against packages/domain.

test.use({ viewport: PHONE });

test('a landlord whose rental expenses are above 80% of the rent must acknowledge and Submit with Issues', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerPersona(page, persona('landlord', 'Walter', 'Brennan', { phone: '5553334444' }));
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
  await expectStep(page, 'enhanced-financial-summary');
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

  await page.getByTestId('summary-continue').click();
  await expectStep(page, 'final-review');
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
  await expectStep(page, 'submission');
  await expect(page.getByTestId('benefits-count')).toHaveText('1 benefit');
  await expect(page.getByTestId('confirmation-number')).toHaveText(/^BEN-\d{4}-\d{6}$/);

  // The View page says the issues were acknowledged.
  await page.getByTestId('view-application').click();
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
  await expect(page.getByTestId('view-acknowledged')).toBeVisible();
  await expect(page.getByTestId('view-risk')).toContainText(rtext('risk.level.High'));

  // In Spanish: the page in the applicant's language, and the receipt asked for in it too.
  await page.getByLabel(text('en', 'language.label')).selectOption('es');
  // Issue 18: the applicant's first application is "Solicitud 1", not its global id.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicitud 1');
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
  await registerPersona(page, persona('stub', 'Keisha', 'Lund', { phone: '5553334444' }));
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
  const served = await getJson<EnhancedFinancialSummaryResponse>(
    page,
    `/api/enhanced-financial-summary/${applicationId}`,
  );
  const compared = served.aiExtractedData!.incomeAmounts[0]!;
  expect(compared.discrepancy).toBe(true);

  await page.goto(`/application/enhanced-financial-summary?id=${applicationId}`);
  await expectStep(page, 'enhanced-financial-summary');
  const card = page.getByTestId('summary-ai');
  await expect(card.getByTestId('ai-discrepancy')).toHaveText('Amount Discrepancy');
  await expect(card.getByTestId('ai-extracted')).toHaveText(perMonth(compared.extractedAmount));
  await expect(card.getByTestId('ai-reported')).toHaveText(perMonth(compared.reportedAmount!));
  await expect(card).toContainText(rtext('summary.ai.someDiffer_one', { count: 1 }));
  await scanBothViewports(page, 'step 11 with the document comparison');
});
