import { formatUsd } from '@benefits/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { text } from '../support/catalogs';
import { realLayoutFile } from '../support/corpus';
import { goToDocumentStep } from '../support/documents';
import { expectStep, PHONE, registerPersona, scanBothViewports } from '../support/wizard';

// Issue 15: documents laid out as real payroll systems and the IRS print them (the
// real-layout corpus, packages/documents/src/corpus/real/SOURCES.md), not the project's own.
// Jane R Harper is the employee on gusto-1, w2-1 and adp-1.

function persona(tag: string) {
  return {
    firstName: 'Jane',
    lastName: 'Harper',
    email: uniqueEmail(`jane.${tag}`),
    phone: '5553334444',
    zipCode: '45402',
  };
}

test.use({ viewport: PHONE });

async function upload(page: Page, name: string, mimeType: string, bytes: Uint8Array) {
  await page.getByTestId('documents-input').setInputFiles({
    name,
    mimeType,
    buffer: Buffer.from(bytes),
  });
  await expect(page.getByTestId('document-item').filter({ hasText: name })).toHaveCount(1);
}

async function analyze(page: Page) {
  await page.getByTestId('documents-analyze').click();
  const results = page.getByTestId('documents-results');
  await expect(results).toBeVisible({ timeout: 120_000 });
  await expect(
    results.getByRole('heading', { name: text('en', 'documents.resultsTitle') }),
  ).toBeFocused();
  return results;
}

test('a phone photo of a Gusto stub and a fillable W-2 pre-fill the right income', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const photo = await realLayoutFile('gusto-1', 'photo');
  const w2 = await realLayoutFile('w2-1', 'pdf-fillable');
  expect(photo.truth).toMatchObject({
    payer: 'Prairie Valley School District',
    frequency: 'biweekly',
  });
  expect(w2.truth).toMatchObject({ payer: 'Acme Supplies Corp.', frequency: 'annual' });

  await registerPersona(page, persona('real'));
  await goToDocumentStep(page);
  await upload(page, 'pay-stub-photo.jpg', 'image/jpeg', photo.bytes);
  await upload(page, 'w2-2024.pdf', 'application/pdf', w2.bytes);
  const results = await analyze(page);

  // Both read surely: shown as found, nothing to check, nothing said to be unreadable.
  await expect(results.getByTestId('check-income')).toHaveCount(0);
  await expect(page.getByTestId('documents-unreadable')).toHaveCount(0);
  const income = results.getByTestId('extracted-income');
  await expect(income).toHaveCount(2);
  const stubItem = income.filter({ hasText: photo.truth.payer });
  await expect(stubItem.getByTestId('extracted-amount')).toHaveText(
    `${formatUsd(photo.truth.periodCents)} every 2 weeks`,
  );
  const w2Item = income.filter({ hasText: w2.truth.payer });
  await expect(w2Item.getByTestId('extracted-amount')).toHaveText(
    `${formatUsd(w2.truth.periodCents)} a year`,
  );
  // A genuine stub and W-2 in the applicant's own name raise no flag.
  await expect(results.getByTestId('fraud-indicator')).toHaveCount(0);
  await scanBothViewports(page, 'real-layout photo and W-2 read');

  // Continue with Documents: both wait on step 6 as entries, with where they came from.
  await page.getByTestId('documents-continue').click();
  await expectStep(page, 'income-categories');
  const entries = page.getByTestId('income-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: photo.truth.payer })).toContainText(
    formatUsd(photo.truth.periodCents),
  );
  await expect(entries.filter({ hasText: w2.truth.payer })).toContainText(
    formatUsd(w2.truth.periodCents),
  );
  await expect(
    entries.filter({ hasText: w2.truth.payer }).getByTestId('income-entry-comment'),
  ).toHaveText('Auto-extracted from W-2 form (w2-2024.pdf)');
});

test('a stub that does not say how often pay comes asks, and adds the income only once checked', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // adp-1: a weekly ADP stub that prints neither a frequency nor a pay period.
  const stub = await realLayoutFile('adp-1', 'pdf-text');
  expect(stub.truth.frequency).toBe('unknown');

  await registerPersona(page, persona('ask'));
  await goToDocumentStep(page);
  await upload(page, 'adp-stub.pdf', 'application/pdf', stub.bytes);
  const results = await analyze(page);

  const check = results.getByTestId('check-income');
  await expect(check).toHaveCount(1);
  await expect(
    check.getByRole('heading', { name: text('en', 'documents.check.title') }),
  ).toBeVisible();
  await expect(
    check.getByRole('textbox', { name: text('en', 'documents.check.source') }),
  ).toHaveValue(stub.truth.payer);
  await expect(check.getByTestId('check-income-amount')).toHaveValue(
    (stub.truth.periodCents / 100).toFixed(2),
  );
  await expect(check).toContainText(text('en', 'documents.check.frequencyMissing'));
  // No frequency is chosen for the applicant.
  for (const radio of await check.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await scanBothViewports(page, 'income to check');

  // Continuing before checking is refused in words, and focus goes to the item to check.
  await page.getByTestId('documents-continue').click();
  await expect(page.getByTestId('documents-continue-error')).toHaveText(
    'Please check 1 income item above first, or leave it out.',
  );
  await expect(check.getByTestId('check-income-source')).toBeFocused();
  await expectStep(page, 'document-upload');

  // The applicant knows they are paid every week.
  await check.getByRole('radio', { name: text('en', 'incomeForm.frequencies.weekly') }).check();
  await check.getByTestId('check-income-use').click();
  await expect(check.getByTestId('check-income-done')).toBeFocused();
  await expect(check.getByTestId('check-income-done')).toHaveText(
    `You checked this income: ${stub.truth.payer}, ${formatUsd(stub.truth.periodCents)} every week.`,
  );
  await scanBothViewports(page, 'income checked');

  await page.getByTestId('documents-continue').click();
  await expectStep(page, 'income-categories');
  const entry = page.getByTestId('income-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(stub.truth.payer);
  await expect(entry).toContainText(formatUsd(stub.truth.periodCents));
});
