import { expect, type Page, test } from '@playwright/test';
import { persona } from '../support/applicant';
import { text } from '../support/catalogs';
import { getJson } from '../support/expenses';
import { createDraft } from '../support/verification';
import { expectStep, PHONE, registerPersona } from '../support/wizard';

// Issue 21 item 6 (decision 0522): the service worker keeps the app, and an answer saved while
// the connection is down waits in the browser and reaches the server when it returns.

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

/** The saves the app keeps in the browser (e2e has no DOM types: the app's CSP forbids eval). */
const storedSaves = (page: Page) =>
  page.evaluate(() =>
    (
      globalThis as unknown as { localStorage: { getItem(key: string): string | null } }
    ).localStorage.getItem('benefits.offlineSaves.v1'),
  );

test('an answer saved offline is kept, announced, and sent when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await registerPersona(page, persona('offline', 'Lena', 'Ortiz'));
  const applicationId = await createDraft(page, {
    selectedBenefits: ['snap', 'medicaid-magi'],
    needsWorkVerification: false,
  });
  await page.goto(`/application/work-requirements?id=${applicationId}`);
  await expectStep(page, 'work-requirements');
  // The worker registers after the first paint and takes the page once it has the shell.
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } }).navigator
        .serviceWorker.controller !== null,
    undefined,
    { timeout: 30_000 },
  );

  const notice = page.getByRole('status').filter({ hasText: text('en', 'offline.notice') });
  await context.setOffline(true);
  await expect(notice).toBeVisible();

  await page.getByRole('radio', { name: text('en', 'workStep.yes') }).check();
  const saveStatus = page.getByTestId('wizard-save-status');
  await expect(saveStatus).toHaveAttribute('data-state', 'saving');
  const kept = await storedSaves(page);
  expect(JSON.parse(kept ?? '[]')).toEqual([
    expect.objectContaining({
      method: 'PATCH',
      path: `/api/applications/${applicationId}`,
      body: { needsWorkVerification: true },
    }),
  ]);
  const before = await getJson<{ needsWorkVerification: boolean }>(
    page,
    `/api/applications/${applicationId}`,
  );
  expect(before.needsWorkVerification).toBe(false);

  await context.setOffline(false);
  await expect(saveStatus).toHaveAttribute('data-state', 'saved');
  await expect(notice).toHaveCount(0);
  const after = await getJson<{ needsWorkVerification: boolean }>(
    page,
    `/api/applications/${applicationId}`,
  );
  expect(after.needsWorkVerification).toBe(true);
  expect(await storedSaves(page)).toBeNull();

  // A repeat visit takes every script from the worker's cache, none from the network.
  const scripts: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
    }
  });
  await page.reload();
  await expectStep(page, 'work-requirements');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !script.fromWorker)).toEqual([]);

  // Offline, a reload still opens the app (its page and scripts come from the worker).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: text('en', 'app.homeLink') })).toBeVisible();
  await expect(notice).toBeVisible();
  await context.setOffline(false);
});
