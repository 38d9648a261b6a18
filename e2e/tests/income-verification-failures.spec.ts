import { expect, test } from '@playwright/test';
import { persona } from '../support/applicant';
import { payStubPdf } from '../support/corpus';
import { vtext } from '../support/texts';
import {
  addIncomeSource,
  answerOnce,
  createDraft,
  dialog,
  openStep8,
  sourceCard,
} from '../support/verification';
import { PHONE, registerPersona } from '../support/wizard';

// Issue 6: step 8 when things go wrong: the bank link fails or its token is invalid, an upload
// fails, a document cannot be read (the source is still verified, Analysis pending).

test.use({ viewport: PHONE });

test('bank link failures show their toasts, and an invalid link token is replaced', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerPersona(page, persona('failures', 'Lena', 'Park'));
  const applicationId = await createDraft(page, {
    selectedBenefits: ['medicaid-magi'],
    needsWorkVerification: false,
  });
  await addIncomeSource(page, applicationId, {
    categoryId: 1,
    source: 'Riverside Diner',
    amount: '520.00',
    frequency: 'weekly',
    isW2Income: true,
  });
  await openStep8(page, applicationId);
  const toast = page.getByTestId('toast').first();
  const card = sourceCard(page, 'Riverside Diner');
  await card.getByRole('button', { name: `${vtext('verifyNow')} Riverside Diner` }).click();
  await page.getByTestId('verify-method-bank').click();

  // The link token fails: 'Connection Error'.
  const tokens = await answerOnce(page, '/api/plaid/link-token', {
    status: 500,
    body: { message: 'down' },
  });
  await page.getByTestId('bank-connect').click();
  await expect(toast).toContainText('Connection Error');
  await expect(toast).toContainText('Failed to initialize bank connection. Please try again.');
  await expect(page.getByTestId('bank-error')).toHaveText(vtext('toast.connectionError'));

  // The sign-in meets INVALID_LINK_TOKEN: a new link token is fetched and the sign-in goes on.
  const links = await answerOnce(page, '/api/plaid/sandbox/link', {
    status: 400,
    body: { error_code: 'INVALID_LINK_TOKEN', message: 'The link token expired.' },
  });
  const signIn = async () => {
    await page.getByTestId('bank-connect').click();
    const link = page.getByRole('dialog', { name: vtext('sandbox.title') });
    await link.getByTestId('sandbox-institution').first().click();
    const shown = link.getByTestId('sandbox-credentials').locator('code');
    await link
      .getByLabel(vtext('sandbox.username'), { exact: true })
      .fill(await shown.nth(0).innerText());
    await link
      .getByLabel(vtext('sandbox.password'), { exact: true })
      .fill(await shown.nth(1).innerText());
    await link.getByTestId('sandbox-submit').click();
    await expect(
      link.getByRole('heading', { name: vtext('sandbox.chooseAccounts') }),
    ).toBeVisible();
    await link.getByTestId('sandbox-continue').click();
    await expect(link).toHaveCount(0);
  };
  const exchange = await answerOnce(page, '/api/plaid/exchange-token', {
    status: 500,
    body: { message: 'down' },
  });
  await signIn();
  expect(links.count()).toBe(2);
  // 1 failed, 1 for this link, 1 new one after INVALID_LINK_TOKEN.
  expect(tokens.count()).toBe(3);

  // The exchange fails: 'Connection Failed'.
  await expect(toast).toContainText('Connection Failed');
  await expect(toast).toContainText('Failed to connect bank account. Please try again.');
  expect(exchange.count()).toBe(1);

  // The transactions fail once: 'Transaction Error', and they can be loaded again.
  const transactions = await answerOnce(page, '/api/plaid/transactions', {
    status: 500,
    body: { message: 'down' },
  });
  await signIn();
  await expect(toast).toContainText('Transaction Error');
  await expect(toast).toContainText('Failed to load transactions. Please try again.');
  await page.getByTestId('bank-reload').click();
  await expect(page.getByTestId('bank-transactions')).toBeVisible();
  expect(transactions.count()).toBe(2);

  // The analysis fails once: 'Analysis Failed'; the choice is kept and can be sent again.
  await answerOnce(page, '/api/plaid/analyze-transactions', {
    status: 500,
    body: { message: 'down' },
  });
  const deposit = page
    .getByTestId('bank-deposits')
    .getByTestId('bank-transaction')
    .filter({ hasText: /riverside/i })
    .first();
  await deposit.getByRole('checkbox').check();
  await page.getByTestId('bank-analyze').click();
  await expect(toast).toContainText('Analysis Failed');
  await expect(toast).toContainText('Failed to analyze transactions. Please try again.');
  await expect(deposit.getByRole('checkbox')).toBeChecked();
  await page.getByTestId('bank-analyze').click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(card.getByTestId('verification-status')).toContainText('Verified via Bank Account');
});

test('documents: a failed upload says so, and a failed reading still verifies with Analysis pending', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerPersona(page, persona('pending', 'Ines', 'Moreau'));
  const applicationId = await createDraft(page, {
    selectedBenefits: ['wic'],
    needsWorkVerification: false,
  });
  await addIncomeSource(page, applicationId, {
    categoryId: 4,
    source: 'State unemployment',
    amount: '1400.00',
    frequency: 'monthly',
  });
  const stub = await payStubPdf({ seed: 8802, cycle: 'monthly' });
  await openStep8(page, applicationId);
  const card = sourceCard(page, 'State unemployment');
  // Not work income: no 1099 badge, no payroll.
  await expect(card.getByTestId('verification-badge')).toHaveCount(0);
  await card.getByRole('button', { name: `${vtext('verifyNow')} State unemployment` }).click();
  await expect(page.getByTestId('verify-method-payroll')).toHaveCount(0);
  await page.getByTestId('verify-method-documents').click();
  await page.getByTestId('verify-file-input').setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(stub.bytes),
  });
  const toast = page.getByTestId('toast').first();

  // The upload fails: 'Upload Failed', the dialog stays with the file.
  await answerOnce(page, '/api/documents', { status: 500, body: { message: 'down' } });
  await page.getByTestId('documents-submit').click();
  await expect(toast).toContainText('Upload Failed');
  await expect(toast).toContainText('Failed to upload documents. Please try again.');
  await expect(page.getByTestId('documents-error')).toHaveText(vtext('toast.uploadFailed'));
  await expect(page.getByTestId('verify-files')).toContainText('letter.pdf');

  // The reading fails from now on. The first time, the verification is not saved either: the
  // dialog says so, and trying again does not send the uploaded file a second time.
  await page.route('**/api/documents/analyze', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await answerOnce(page, `/api/income-entries/*/verification`, {
    status: 500,
    body: { message: 'Your answers are saved. Please try again.' },
  });
  await page.getByTestId('documents-submit').click();
  await expect(page.getByTestId('documents-error')).toHaveText(
    'Your answers are saved. Please try again.',
  );
  // Then the source still counts, with 'Analysis pending' (SPEC 4).
  await page.getByTestId('documents-submit').click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(toast).toContainText('Documents Uploaded');
  await expect(toast).toContainText('1 document(s) uploaded. Analysis pending.');
  const status = card.getByTestId('verification-status');
  await expect(status).toContainText('Verified via Documents');
  await expect(status).toContainText('Analysis pending');
  await expect(page.getByTestId('verification-progress')).toHaveText('1 of 1 done');
  const files = (await (
    await page.request.get(`/api/documents?applicationId=${applicationId}`)
  ).json()) as { incomeEntryId: number | null; fileName: string }[];
  // One upload reached the server (the refused one never did, the retry did not send it again),
  // tied to this source.
  expect(files).toHaveLength(1);
  expect(files[0]?.incomeEntryId).not.toBeNull();
});
