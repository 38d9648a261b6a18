import { expect, test } from '@playwright/test';
import { persona } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { text } from '../support/catalogs';
import { payStubPdf } from '../support/corpus';
import { vtext } from '../support/texts';
import {
  addIncomeSource,
  createDraft,
  dialog,
  openStep8,
  otherWay,
  scanMethod,
  sourceCard,
} from '../support/verification';
import { expectStep, PHONE, registerPersona, scanBothViewports, settle } from '../support/wizard';

// Issue 6: step 8. Each income source is verified one way (documents, payroll, a bank link on
// the built-in sandbox bank, or a note); Continue to Expenses opens when all are verified.

test.use({ viewport: PHONE });

test('a worker verifies one job by a bank link and one by a note, and can go on to expenses', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerPersona(page, persona('bank', 'Rosa', 'Delgado'));
  const applicationId = await createDraft(page, {
    selectedBenefits: ['snap', 'medicaid-magi'],
    needsWorkVerification: true,
    zipCode: '60614',
  });
  await addIncomeSource(page, applicationId, {
    categoryId: 1,
    source: 'Maple Leaf Home Care',
    amount: '1150.00',
    frequency: 'biweekly',
    isW2Income: true,
    hoursPerWeek: 30,
  });
  await addIncomeSource(page, applicationId, {
    categoryId: 16,
    source: 'Help from my sister',
    amount: '200.00',
    frequency: 'monthly',
    comment: 'Paid in cash',
  });

  await openStep8(page, applicationId);
  // Summary cards, groups, badges and progress.
  await expect(page.getByTestId('verification-hours-basis')).toHaveText(
    vtext('cards.basis.reported'),
  );
  await expect(page.getByTestId('work-requirement-status')).toContainText('Work Requirement Met');
  await expect(page.getByTestId('work-hours-alert')).toHaveCount(0);
  await expect(page.getByTestId('verification-group')).toHaveCount(2);
  await expect(
    sourceCard(page, 'Maple Leaf Home Care').getByTestId('verification-badge'),
  ).toHaveText('W-2');
  await expect(sourceCard(page, 'Help from my sister')).toContainText('Paid in cash');
  await expect(page.getByTestId('verification-progress')).toHaveText('0 of 2 done');
  const continueButton = page.getByRole('button', { name: vtext('continue') });
  await expect(continueButton).toHaveAttribute('aria-disabled', 'true');
  // Continue is aria-disabled (it stays focusable); a tap says why.
  await continueButton.click({ force: true });
  await expect(page.getByTestId('verification-continue-error')).toContainText(
    'Verify 2 more income sources to go on.',
  );
  await scanBothViewports(page, 'step 8');

  // The dialog of the W-2 job: four methods, each one scanned.
  const job = sourceCard(page, 'Maple Leaf Home Care');
  await job.getByRole('button', { name: `${vtext('verifyNow')} Maple Leaf Home Care` }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByTestId('verify-method-documents')).toBeFocused();
  await expect(page.getByTestId('verify-methods').getByRole('button')).toHaveCount(4);
  await expectNoAxeViolations(page, 'verify dialog');

  await scanMethod(page, 'documents', 'documents method');
  await page.getByTestId('documents-submit').click();
  await expect(page.getByTestId('documents-error')).toHaveText(
    'No Files Selected - Please select at least one document to upload.',
  );
  await expectNoAxeViolations(page, 'documents method with its message');
  await otherWay(page);
  await scanMethod(page, 'payroll', 'payroll method');
  await otherWay(page);
  await scanMethod(page, 'notes', 'notes method');
  await otherWay(page);

  // Bank: the sandbox link dialog.
  await scanMethod(page, 'bank', 'bank method');
  await page.getByTestId('bank-connect').click();
  const link = page.getByRole('dialog', { name: vtext('sandbox.title') });
  await expect(link).toBeVisible();
  await expect(link.getByLabel(vtext('sandbox.search'))).toBeFocused();
  await expect(link.getByTestId('sandbox-institution').first()).toBeVisible();
  await expectNoAxeViolations(page, 'sandbox link dialog: banks');
  const institutions = (await (
    await page.request.get('/api/plaid/sandbox/institutions')
  ).json()) as {
    institutions: { name: string; credentials: { username: string; password: string } }[];
  };
  const bank = institutions.institutions[0]!;
  await link.getByLabel(vtext('sandbox.search')).fill(bank.name.slice(0, 6));
  await link.getByRole('button', { name: bank.name }).click();
  // The test sign-in is shown on screen.
  const shown = link.getByTestId('sandbox-credentials');
  await expect(shown).toContainText(bank.credentials.username);
  await expect(shown).toContainText(bank.credentials.password);
  await expectNoAxeViolations(page, 'sandbox link dialog: sign in');
  await link.getByLabel(vtext('sandbox.username'), { exact: true }).fill(bank.credentials.username);
  await link.getByLabel(vtext('sandbox.password'), { exact: true }).fill('not the password');
  await link.getByTestId('sandbox-submit').click();
  await expect(link.getByTestId('sandbox-error')).toHaveText(vtext('sandbox.wrongCredentials'));
  await link.getByLabel(vtext('sandbox.password'), { exact: true }).fill(bank.credentials.password);
  await link.getByTestId('sandbox-submit').click();
  await expect(link.getByRole('heading', { name: vtext('sandbox.chooseAccounts') })).toBeFocused();
  await expectNoAxeViolations(page, 'sandbox link dialog: accounts');
  await link.getByTestId('sandbox-continue').click();
  await expect(link).toHaveCount(0);
  await expect(page.getByTestId('toast').first()).toContainText('Bank Connected');

  // The last 90 days: deposits first; none selected says so; two payroll deposits are picked.
  const list = page.getByTestId('bank-transactions');
  await expect(list).toBeVisible();
  const deposits = page.getByTestId('bank-deposits').getByTestId('bank-transaction');
  await expect(deposits.first()).toBeVisible();
  await expectNoAxeViolations(page, 'transaction list');
  await page.getByTestId('bank-analyze').click();
  await expect(dialog(page).getByTestId('bank-error')).toHaveText(
    'No Deposits Chosen - Please pick at least one deposit to check.',
  );
  const payroll = deposits.filter({ hasText: /maple leaf/i });
  expect(await payroll.count()).toBeGreaterThanOrEqual(2);
  await payroll.nth(0).getByRole('checkbox').check();
  await payroll.nth(1).getByRole('checkbox').check();
  await expect(page.getByTestId('bank-selected-count')).toHaveText('2 selected');
  await page.getByTestId('bank-analyze').click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('toast').first()).toContainText('Verification Completed');
  await expect(job).toBeFocused();
  await expect(job.getByTestId('verification-status')).toContainText('Verified via Bank Account');
  // The server's words about the deposits it matched, and a way to verify again.
  await expect(job.getByTestId('verification-details')).not.toBeEmpty();
  await expect(
    job.getByRole('button', { name: `${vtext('verifyAgain')} Maple Leaf Home Care` }),
  ).toBeVisible();
  await expect(page.getByTestId('verification-progress')).toHaveText('1 of 2 done');

  // The note: blank says so, then a note verifies the source.
  const gift = sourceCard(page, 'Help from my sister');
  await gift.getByRole('button', { name: `${vtext('verifyNow')} Help from my sister` }).click();
  // Not work income and not W-2: no payroll.
  await expect(page.getByTestId('verify-methods').getByRole('button')).toHaveCount(3);
  await expect(page.getByTestId('verify-method-payroll')).toHaveCount(0);
  await page.getByTestId('verify-method-notes').click();
  await page.getByTestId('notes-submit').click();
  await expect(page.getByTestId('notes-error')).toHaveText(
    'Notes Required - Please provide an explanation before continuing.',
  );
  await expect(page.getByLabel(vtext('notes.label'))).toBeFocused();
  await expectNoAxeViolations(page, 'notes method with its message');
  await page
    .getByLabel(vtext('notes.label'))
    .fill('My sister gives me cash each month. There is no paper.');
  await page.getByTestId('notes-submit').click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('toast').first()).toContainText('Verification Completed');
  await expect(gift.getByTestId('verification-status')).toContainText('Explained, not verified');

  await expect(page.getByTestId('verification-progress')).toHaveText('2 of 2 done');
  await expect(continueButton).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('verification-continue-error')).toBeEmpty();
  await scanBothViewports(page, 'step 8, all verified');

  // Verified sources stay verified after a reload (the server keeps them).
  await page.reload();
  await expectStep(page, 'income-verification');
  await expect(page.getByTestId('verification-progress')).toHaveText('2 of 2 done');
  await continueButton.click();
  await expectStep(page, 'expense-workflow-intro');
});

test('a worker under 80 hours a month sees the amber alert and Below Work Requirement', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerPersona(page, persona('hours', 'Tomas', 'Reyes'));
  const applicationId = await createDraft(page, {
    selectedBenefits: ['snap'],
    needsWorkVerification: true,
  });
  // $300 a month of self-employment and no hours given: 300 / 7.25 = 41.3 hours a month.
  await addIncomeSource(page, applicationId, {
    categoryId: 2,
    source: 'Weekend yard work',
    amount: '300.00',
    frequency: 'monthly',
    isW2Income: false,
  });

  // A second job with 3 hours a week, to be verified by its pay stub.
  const stub = await payStubPdf({
    seed: 8801,
    cycle: 'biweekly',
    person: {
      first: 'Tomas',
      middle: 'A',
      last: 'Reyes',
      street: '18 Oak Street',
      city: 'Chicago, IL 60614',
    },
  });
  const payer = stub.expected?.payer ?? '';
  const stubCents = stub.expected?.amountCents ?? 0;
  expect(payer).not.toBe('');
  expect(stubCents).toBeGreaterThan(0);
  await addIncomeSource(page, applicationId, {
    categoryId: 1,
    source: payer,
    amount: (stubCents / 100).toFixed(2),
    frequency: 'biweekly',
    isW2Income: true,
    hoursPerWeek: 3,
  });

  await openStep8(page, applicationId);
  await expect(page.getByTestId('work-hours-alert')).toBeVisible();
  await expect(page.getByTestId('work-hours-alert')).toContainText(vtext('alert.title'));
  await expect(page.getByTestId('work-requirement-status')).toContainText('Below Work Requirement');
  await expect(page.getByTestId('work-requirement-status')).toHaveAttribute('data-band', 'below');
  // 300 / 7.25 = 41.38 plus 3 x 52 / 12 = 13: 54.3 hours a month, shown rounded down.
  await expect(page.getByTestId('verification-hours-month')).toHaveText('54.3 hours a month');
  await expect(page.getByTestId('verification-hours-basis')).toHaveText(vtext('cards.basis.mixed'));
  const card = sourceCard(page, 'Weekend yard work');
  await expect(card.getByTestId('verification-badge')).toHaveText('1099');
  await scanBothViewports(page, 'step 8 under 80 hours');

  // Category 2: payroll is offered; its button verifies the source. Keyboard only.
  const verifyYard = card.getByRole('button', { name: `${vtext('verifyNow')} Weekend yard work` });
  await verifyYard.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('verify-method-documents')).toBeFocused();
  // Escape closes the dialog and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(verifyYard).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('verify-method-documents')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('verify-method-payroll')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    dialog(page).getByRole('heading', { name: vtext('choose.payroll.title') }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: vtext('payroll.connect') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('toast').first()).toContainText('Verification Completed');
  await expect(card.getByTestId('verification-status')).toContainText('Verified via Payroll');
  await expect(card).toBeFocused();
  await expect(page.getByTestId('verification-progress')).toHaveText('1 of 2 done');

  // Documents: the pay stub goes up with this source's id and is read.
  const job = sourceCard(page, payer);
  await job.getByRole('button', { name: `${vtext('verifyNow')} ${payer}` }).click();
  await page.getByTestId('verify-method-documents').click();
  await page.getByTestId('verify-file-input').setInputFiles({
    name: 'pay-stub.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(stub.bytes),
  });
  await expect(page.getByTestId('verify-files')).toContainText('pay-stub.pdf');
  await expectNoAxeViolations(page, 'documents method with a file');
  await page.getByTestId('documents-submit').click();
  await expect(dialog(page)).toHaveCount(0, { timeout: 90_000 });
  await expect(page.getByTestId('toast').first()).toContainText('Documents Analyzed');
  await expect(page.getByTestId('toast').first()).toContainText(
    /\d+% confidence\. Source verified/,
  );
  await expect(job.getByTestId('verification-status')).toContainText('Verified via Documents');
  const files = (await (
    await page.request.get(`/api/documents?applicationId=${applicationId}`)
  ).json()) as { incomeEntryId: number | null }[];
  expect(files).toHaveLength(1);
  expect(files[0]?.incomeEntryId).not.toBeNull();
  await expect(page.getByTestId('verification-progress')).toHaveText('2 of 2 done');
  await settle(page);
  await expect(page.getByRole('button', { name: vtext('continue') })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('button', { name: text('en', 'wizard.back') })).toBeVisible();

  // In Spanish: the same screen in the applicant's language, still without axe violations.
  await page.getByLabel(text('en', 'language.label')).selectOption('es');
  await expect(page.getByTestId('work-requirement-status')).toContainText(
    'Por debajo del requisito de trabajo',
  );
  await expect(page.getByTestId('verification-progress')).toHaveText('2 de 2 listos');
  await expect(card.getByTestId('verification-status')).toContainText('Verificado con Nómina');
  await expect(page.getByRole('button', { name: 'Seguir a los gastos' })).toBeVisible();
  await scanBothViewports(page, 'step 8 in Spanish');
  await page.getByLabel(text('es', 'language.label')).selectOption('en');
});
