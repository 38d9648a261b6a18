import { readFile } from 'node:fs/promises';
import {
  type Application,
  benefitTypes,
  nextStepsAfterSubmission,
  programNextStepsText,
} from '@benefits/domain';
import { expect, type Page } from '@playwright/test';
import { pdfText } from './corpus';
import { getJson } from './expenses';
import { waitForEmail } from './outbox';
import { rtext } from './texts';
import { expectStep, type Persona, scanBothViewports } from './wizard';

// Issue 7 journeys, after Submit: the confirmation (step 13) and its email, printing it, the
// receipt PDF, the dashboard and the read-only View page.

/** The newest email to `email` whose text contains `needle` (the outbox of the e2e server). */
export function emailContaining(email: string, needle: string, timeoutMs = 10_000) {
  return waitForEmail(
    (message) => (message.to === email && message.text.includes(needle) ? message : undefined),
    `email with ${needle} for ${email}`,
    timeoutMs,
  );
}

/**
 * Issue 18: what happens next for each program the application asked for, as packages/domain
 * words it under the rules of the day it was sent (and whether it was flagged for 7-day SNAP).
 */
export async function programNextSteps(page: Page, applicationId: number) {
  // A submitted application no longer changes: read it once per journey.
  const known = submittedApplications.get(applicationId);
  const application =
    known ?? (await getJson<Application>(page, `/api/applications/${applicationId}`));
  submittedApplications.set(applicationId, application);
  const steps = nextStepsAfterSubmission(application.selectedBenefits, {
    date: application.submittedAt ?? new Date(),
    // Issue 18: SNAP's 7 days when the application was flagged for expedited service.
    expedited: application.expeditedSnap === true,
  });
  expect(steps.length, 'every program asked for has its next steps').toBe(
    application.selectedBenefits.length,
  );
  return { application, steps };
}

const submittedApplications = new Map<number, Application>();

/** Step 13: the confirmation; returns its number. */
export async function confirmation(
  page: Page,
  options: { applicationId: number; benefits: number; persona: Persona },
): Promise<string> {
  await expectStep(page, 'submission');
  await expect(page.getByTestId('toast').first()).toContainText(rtext('toast.submittedTitle'));
  const number = page.getByTestId('confirmation-number');
  const expected = `BEN-${new Date().getUTCFullYear()}-${String(options.applicationId).padStart(6, '0')}`;
  await expect(number).toHaveText(/^BEN-\d{4}-\d{6}$/);
  await expect(number).toHaveText(expected);
  await expect(page.getByTestId('submission-badge')).toHaveText('Submitted');
  await expect(page.getByTestId('benefits-count')).toHaveText(
    rtext('done.benefitsCount', { count: options.benefits }),
  );
  // Issue 18: each program's interview, time limit, papers and changes, in the domain's words.
  const { steps } = await programNextSteps(page, options.applicationId);
  await expect(page.getByTestId('submission-confirmation')).not.toContainText(
    '10-15 business days',
  );
  for (const program of steps) {
    await expect(page.getByTestId(`next-${program.benefit}`).getByRole('listitem')).toHaveText(
      programNextStepsText(program, 'en').lines,
    );
  }
  await expect(page.getByTestId('next-steps').getByRole('listitem')).toHaveCount(4);
  const help = page.getByTestId('help-contacts');
  await expect(help.getByTestId('help-phone')).toHaveText('1-800-555-0100');
  await expect(help.getByTestId('help-email')).toHaveText('help@benefits.example');
  await expect(help).toContainText('Mon-Fri 8AM-5PM');
  await expect(help).toContainText('24 hours');
  await scanBothViewports(page, 'step 13');
  // The confirmation email (the outbox of the e2e server) carries the same number and the
  // same next steps.
  const email = await emailContaining(options.persona.email, expected);
  for (const program of steps)
    for (const line of programNextStepsText(program, 'en').lines)
      expect(email.text).toContain(line);
  return expected;
}

/**
 * After the confirmation: print it (print media: no buttons, one page), download the receipt
 * PDF, go home, find the application as Submitted, and View it read-only.
 */
export async function afterConfirmation(
  page: Page,
  options: { applicationId: number; number: string; overallRisk: string },
) {
  const { applicationId, number } = options;
  await page.getByTestId('print-confirmation').click();
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as { __printed: number }).__printed))
    .toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('confirmation-number')).toBeVisible();
  await expect(page.getByTestId('print-confirmation')).toBeHidden();
  await expect(page.getByTestId('return-home')).toBeHidden();
  await expect(page.getByTestId('wizard-progress')).toBeHidden();
  const shownButtons = await page
    .locator('button')
    .evaluateAll(
      (buttons) =>
        buttons.filter((button) =>
          (button as unknown as { checkVisibility(): boolean }).checkVisibility(),
        ).length,
    );
  expect(shownButtons, 'buttons shown when printing').toBe(0);
  const printed = await pdfText(await page.pdf({ format: 'Letter' }));
  expect(printed.pages, 'the printed confirmation is one page').toBe(1);
  expect(printed.text).toContain(number);
  await page.emulateMedia({ media: null });

  await page.getByTestId('return-home').click();
  await expect(page).toHaveURL(/\/$/);
  const card = page.getByTestId(`application-${applicationId}`);
  await expect(card).toContainText('Submitted');
  // Issue 18: a submitted application is counted as submitted, not in progress; it is this
  // applicant's application 1 whatever its global id; all six programs are listed.
  await expect(page.getByTestId('count-total')).toHaveText('1');
  await expect(page.getByTestId('count-inProgress')).toHaveText('0');
  await expect(page.getByTestId('count-submitted')).toHaveText('1');
  await expect(page.getByTestId(`application-number-${applicationId}`)).toHaveText('Application 1');
  await expect(page.getByTestId('benefit-types').getByRole('heading', { level: 3 })).toHaveText(
    benefitTypes.map((benefit) => benefit.name),
  );
  await expect(page.getByTestId(`continue-${applicationId}`)).toHaveCount(0);
  await scanBothViewports(page, 'dashboard after submission');

  await page.getByTestId(`view-${applicationId}`).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
  await expect(page.getByTestId('view-confirmation')).toHaveText(number);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application 1');
  await expect(page.getByTestId('program-next-steps')).toBeVisible();
  await expect(page.getByTestId('view-status')).toContainText('Submitted');
  await expect(page.getByTestId('view-risk').locator('[data-level]')).toHaveAttribute(
    'data-level',
    options.overallRisk,
  );
  // Read-only: nothing on it to change the application.
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await scanBothViewports(page, 'View page');

  // The receipt: Download PDF fetches it (200, a PDF) and saves it; it carries the number.
  const link = page.getByTestId('view-download-pdf');
  const href = `/api/applications/${applicationId}/receipt.pdf`;
  await expect(link).toHaveAttribute('href', href);
  const [response, download] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === href),
    page.waitForEvent('download'),
    link.click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toContain(number);
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const receipt = await pdfText(bytes);
  expect(receipt.text).toContain(number);
  // The receipt tells the same next steps (its lines wrap, so spaces are compared loosely).
  const words = receipt.text.replace(/\s+/g, ' ');
  const { steps } = await programNextSteps(page, applicationId);
  for (const program of steps)
    for (const line of programNextStepsText(program, 'en').lines) expect(words).toContain(line);
  return receipt;
}
