import { expect, type Page, test } from '@playwright/test';
import { persona } from '../support/applicant';
import { text } from '../support/catalogs';
import { createDraft } from '../support/verification';
import { expectStep, PHONE, registerPersona } from '../support/wizard';

// Decision 0560: answers saved while the server cannot be reached wait in the browser's
// storage (decision 0522); signing out before they are sent must not leave them there for the
// next person on a shared phone.

test.use({ viewport: PHONE });

/** The saves the app keeps in the browser (e2e has no DOM types: the app's CSP forbids eval). */
const storedSaves = (page: Page) =>
  page.evaluate(() =>
    (
      globalThis as unknown as { localStorage: { getItem(key: string): string | null } }
    ).localStorage.getItem('benefits.offlineSaves.v1'),
  );

test('signing out forgets the answers still waiting to be sent', async ({ page }) => {
  await registerPersona(page, persona('offline-sign-out', 'Rosa', 'Diaz'));
  const applicationId = await createDraft(page, {
    selectedBenefits: ['snap', 'medicaid-magi'],
    needsWorkVerification: false,
  });
  await page.goto(`/application/work-requirements?id=${applicationId}`);
  await expectStep(page, 'work-requirements');

  // The server cannot be reached for saves: the answer waits in the browser.
  await page.route(`**/api/applications/${applicationId}`, (route) =>
    route.request().method() === 'PATCH' ? route.abort('connectionfailed') : route.continue(),
  );
  await page.getByRole('radio', { name: text('en', 'workStep.yes') }).check();
  await expect.poll(() => storedSaves(page)).toContain('needsWorkVerification');

  await page.getByRole('button', { name: text('en', 'header.signOut') }).click();
  await expect(page.getByRole('heading', { name: text('en', 'landing.heroTitle') })).toBeVisible();
  expect(await storedSaves(page)).toBeNull();
});
