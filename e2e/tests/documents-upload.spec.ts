import { formatUsd } from '@benefits/domain';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { text } from '../support/catalogs';
import { payStubPhoto } from '../support/corpus';
import { acceptReadIncome, goToDocumentStep } from '../support/documents';
import { DESKTOP, expectStep, PHONE, registerPersona, scanBothViewports } from '../support/wizard';

// Issue 5: the headline promise. An applicant photographs a pay stub, the income is read from
// it, and it is waiting for them on step 6.

const person = {
  first: 'Maria',
  middle: 'J',
  last: 'Lopez',
  street: '412 Elm Street',
  city: 'Springfield, IL 62704',
};

function persona(tag: string) {
  return {
    firstName: person.first,
    lastName: person.last,
    email: uniqueEmail(`maria.${tag}`),
    phone: '5553334444',
    zipCode: '62704',
  };
}

test.use({ viewport: PHONE });

test('a photographed pay stub becomes an income entry the applicant reviews on step 6', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const photo = await payStubPhoto({
    seed: 5101,
    cycle: 'weekly',
    layout: 0,
    statedFrequency: true,
    person,
  });
  const expectedCents = photo.expected?.amountCents;
  expect(expectedCents).toBeGreaterThan(0);

  await registerPersona(page, persona('stub'));
  await goToDocumentStep(page);

  // The step says what it is: optional, 10MB per file, 10-30 seconds, can be done later.
  const step = page.getByTestId('documents-step');
  await expect(step.getByTestId('documents-optional')).toHaveText('Optional');
  await expect(step.getByTestId('documents-limit')).toContainText('10MB per file');
  await expect(step.getByTestId('documents-timing')).toContainText('10-30 seconds');
  await expect(step).toContainText('you can add documents later');
  await expect(page.getByTestId('documents-continue')).toBeDisabled();
  await expect(page.getByTestId('documents-analyze')).toHaveCount(0);
  // A real button opens the picker; it is a 44 px target.
  const choose = page.getByRole('button', { name: text('en', 'documents.choose') });
  const box = await choose.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await scanBothViewports(page, 'document step, nothing uploaded');

  // The photo goes up (the same bytes a phone camera would give).
  await page.getByTestId('documents-input').setInputFiles({
    name: 'pay-stub-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(photo.bytes),
  });
  await expect(page.getByTestId('toast').first()).toContainText('Upload Successful');
  await expect(page.getByTestId('toast').first()).toContainText(
    '1 document(s) uploaded successfully.',
  );
  const item = page.getByTestId('document-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('pay-stub-photo.jpg');
  await expect(item).toContainText(text('en', 'documents.status.pending'));
  await expect(page.getByTestId('documents-continue')).toBeEnabled();

  // Analysis: the button is there only while something is unread.
  await page.getByTestId('documents-analyze').click();
  await expect(page.getByTestId('documents-analyze')).toHaveCount(0);
  const results = page.getByTestId('documents-results');
  await expect(results).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('toast').first()).toContainText('Analysis Complete');
  await expect(page.getByTestId('toast').first()).toContainText(
    /Documents processed with \d+% confidence\. Found 1 income source from your documents\./,
  );
  await expect(page.getByTestId('documents-status')).toContainText('Analysis finished');
  await expect(item).toContainText(text('en', 'documents.status.completed'));
  await expect(page.getByTestId('documents-analyze')).toHaveCount(0);

  const amount = formatUsd(expectedCents ?? 0);
  await scanBothViewports(page, 'document step with results');
  await acceptReadIncome(results, { cents: expectedCents ?? 0, frequency: 'weekly' });
  await expect(results.getByTestId('documents-overall')).toContainText(/Overall confidence: \d+%/);
  await expect(results.getByTestId('documents-summary')).not.toBeEmpty();
  // The name on the stub is the applicant's: no mismatch to report.
  await expect(results.getByTestId('fraud-indicator')).toHaveCount(0);
  await scanBothViewports(page, 'document step with results accepted');

  // Continue with Documents adds the income; step 6 shows it with its comment.
  await page.getByTestId('documents-continue').click();
  await expectStep(page, 'income-categories');
  const entry = page.getByTestId('income-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(amount);
  await expect(entry.getByTestId('income-entry-comment')).toHaveText(
    'Auto-extracted from pay stub (pay-stub-photo.jpg)',
  );
  await expect(entry.getByTestId('income-entry-confidence')).toContainText(/\d+% confidence/);

  // Back to step 5 and on again: the same item is not added twice.
  await page.goBack();
  await expectStep(page, 'document-upload');
  await expect(page.getByTestId('documents-results')).toBeVisible();
  await page.getByTestId('documents-continue').click();
  await expectStep(page, 'income-categories');
  await expect(page.getByTestId('income-entry')).toHaveCount(1);
});

test('a text file renamed .pdf, and a file of another type, are refused in plain words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerPersona(page, persona('refused'));
  await goToDocumentStep(page);
  await page.setViewportSize(DESKTOP);

  // The drop zone refuses a .txt at once (SPEC 5 generic message, plus what to do).
  await page.getByTestId('documents-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('my pay was 500 dollars'),
  });
  await expect(page.getByTestId('documents-rejected')).toContainText(
    'notes.txt: File type must be PNG, JPG, JPEG or PDF. Please choose a photo or a PDF.',
  );

  // A text file named .pdf passes the name check; the server reads its bytes and refuses it.
  await page.getByTestId('documents-input').setInputFiles({
    name: 'pay-stub.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('This is not really a PDF, just some text.\n'),
  });
  await expect(page.getByTestId('toast').first()).toContainText('Upload Failed');
  await expect(page.getByTestId('toast').first()).toContainText(
    'Failed to upload documents. Please try again.',
  );
  const failed = page.getByTestId('upload-item');
  await expect(failed).toHaveAttribute('data-state', 'failed');
  await expect(failed.getByTestId('upload-error')).toContainText(
    'We can only use PDF, JPG and PNG files',
  );
  await expect(page.getByTestId('document-item')).toHaveCount(0);
  await expect(page.getByTestId('documents-continue')).toBeDisabled();
  await scanBothViewports(page, 'document step with a refused file');

  // Skipping moves on to step 6.
  await page.getByTestId('documents-skip').click();
  await expectStep(page, 'income-categories');
});
