import {
  confirmationNumber,
  type EnhancedFinancialSummaryResponse,
  type EstimateResponse,
  formatDollars,
  nextStepsAfterSubmission,
  programNextStepsText,
} from '@benefits/domain';
import { expect, test } from '@playwright/test';
import { persona } from '../support/applicant';
import { text } from '../support/catalogs';
import { getJson } from '../support/expenses';
import { applicationAtSummary, expectedSummary } from '../support/review';
import { perMonth, perYear, rtext, stext } from '../support/texts';
import {
  DESKTOP,
  expectHeadingFocused,
  expectStep,
  expectToast,
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

test('a driver with mileage checks step 11, attests on step 12, submits, prints and finds it on the dashboard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await registerPersona(page, persona('driver', 'Marisol', 'Vega', { phone: '5553334444' }));
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
  const served = await getJson<EnhancedFinancialSummaryResponse>(
    page,
    `/api/enhanced-financial-summary/${applicationId}`,
  );
  expect(served.totalNetMonthlyIncome).toBe(expected.totalNetMonthlyIncome);

  // Step 11: the cards, counts and banner say the domain's numbers.
  await page.goto(`/application/enhanced-financial-summary?id=${applicationId}`);
  await expectStep(page, 'enhanced-financial-summary');
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
  // Issue 18: no "Final Adjusted Gross Income"; what each program counts, from the domain.
  await expect(page.getByTestId('enhanced-summary')).not.toContainText('Adjusted Gross');
  await expect(page.getByTestId('summary-programs')).toContainText(rtext('summary.programs.intro'));
  await expect(page.getByTestId('snap-gross')).toHaveText(
    perMonth(served.programs!.snap.grossIncome),
  );
  await expect(page.getByTestId('medicaid-monthly')).toHaveText(
    perMonth(served.programs!.medicaid.monthlyIncome),
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

  // Issue 17: what the applicant may get, estimated from this application; "Why?" opens the
  // reasons, what it assumed first.
  const estimate = await getJson<EstimateResponse>(
    page,
    `/api/applications/${applicationId}/estimate`,
  );
  const block = page.getByTestId('summary-estimate');
  await expect(
    block.getByRole('heading', { level: 2, name: rtext('summary.estimate.title') }),
  ).toBeVisible();
  await expect(block.getByTestId(/^estimate-result-/)).toHaveCount(5);
  const snap = estimate.programs.find((p) => p.program === 'snap')!;
  const verdict =
    snap.eligible === null ? 'cannotTell' : snap.eligible ? 'mayQualify' : 'mayNotQualify';
  await expect(block.getByTestId('estimate-verdict-snap')).toHaveText(stext(`results.${verdict}`));
  if (snap.eligible && snap.monthlyAmount !== null)
    await expect(block.getByTestId('estimate-amount-snap')).toContainText(
      stext('results.amount', { amount: formatDollars(snap.monthlyAmount) }),
    );
  const snapCard = block.getByTestId('estimate-result-snap');
  const why = snapCard.getByTestId('estimate-why-snap');
  await expect(why).toHaveAttribute('aria-expanded', 'false');
  await expect(snapCard.getByText(snap.reasons[0]!)).toBeHidden();
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(snapCard.getByText(snap.reasons[0]!)).toBeVisible();
  await scanBothViewports(page, 'step 11');
  await more.click();
  await expect(panel.getByTestId('risk-flag')).toHaveCount(4);
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.locator('[data-level="Medium"][data-testid="risk-flag"]')).toHaveCount(4);

  // Edit Income and Edit Expenses jump to steps 6 and 10; back returns to step 11.
  await page.getByRole('button', { name: 'Edit Income' }).click();
  await expectStep(page, 'income-categories');
  await page.goBack();
  await expectStep(page, 'enhanced-financial-summary');
  await page.getByRole('button', { name: 'Edit Expenses' }).click();
  await expectStep(page, 'expense-categories');
  await page.goBack();
  await expectStep(page, 'enhanced-financial-summary');

  // Step 12.
  await page
    .getByRole('button', { name: `Continue to ${text('en', 'wizard.steps.final-review.title')}` })
    .click();
  await expectStep(page, 'final-review');
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
  // Four boxes show (no High issue, so no acknowledgement): the message counts them.
  await expect(page.locator('input[id^="attest-"]')).toHaveCount(4);
  await expect(page.getByTestId('submit-error')).toContainText(
    rtext('submit.blocked.attestationRequired', { count: 4 }),
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
  await expectStep(page, 'submission');
  const application = await getJson<{ submittedAt: string; status: string }>(
    page,
    `/api/applications/${applicationId}`,
  );
  expect(application.status).toBe('submitted');
  const number = confirmationNumber(applicationId, new Date(application.submittedAt));
  expect(number).toMatch(/^BEN-\d{4}-\d{6}$/);
  await expect(page.getByTestId('confirmation-number')).toHaveText(number);
  await expect(page.getByTestId('submission-badge')).toHaveText('Submitted');
  await expect(page.getByTestId('benefits-count')).toHaveText('2 benefits');
  // Issue 18: what happens next for SNAP and MAGI Medicaid, from packages/domain's table.
  for (const program of nextStepsAfterSubmission(['snap', 'medicaid-magi'], {
    date: application.submittedAt,
  })) {
    await expect(page.getByTestId(`next-${program.benefit}`).getByRole('listitem')).toHaveText(
      programNextStepsText(program, 'en').lines,
    );
  }
  await expect(page.getByTestId('next-snap')).toContainText('You must have an interview');
  await expect(page.getByTestId('next-snap')).toContainText('within 30 days');
  await expect(page.getByTestId('next-medicaid-magi')).toContainText('within 45 days');
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
  await expectStep(page, 'submission');
  await expect(page.getByTestId('confirmation-number')).toHaveText(number);

  // Return to Home: the dashboard lists it as Submitted; View opens the read-only page.
  await page.getByRole('link', { name: 'Return to Home' }).click();
  const card = page.getByTestId(`application-${applicationId}`);
  await expect(card).toContainText(text('en', 'dashboard.status.submitted'));
  // Issue 18: counted as submitted, not in progress, and numbered for this applicant.
  await expect(page.getByTestId('count-inProgress')).toHaveText('0');
  await expect(page.getByTestId('count-submitted')).toHaveText('1');
  await expect(page.getByTestId(`application-number-${applicationId}`)).toHaveText('Application 1');
  await expect(page.getByTestId('benefit-types').getByRole('listitem')).toHaveCount(6);
  await card.getByTestId(`view-${applicationId}`).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Application 1' })).toBeFocused();
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
  await expect(page.getByTestId('view-verification').first()).toContainText(
    'Explained in a note, not verified',
  );
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
