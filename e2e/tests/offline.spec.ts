import { expect, test } from '@playwright/test';
import { persona } from '../support/applicant';
import { text } from '../support/catalogs';
import { answer, draftWithSources, openStep9 } from '../support/expenseSteps';
import { getJson } from '../support/expenses';
import { PHONE, registerPersona } from '../support/wizard';

// Issue 21 item 6 (decision 0522): the service worker keeps the app, and an answer saved while
// the connection is down waits in the browser and reaches the server when it returns.

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

const STORED_SAVES = 'benefits.offlineSaves.v1';

test('an answer saved offline is kept, announced, and sent when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await registerPersona(page, persona('offline', 'Lena', 'Ortiz'));
  const { applicationId } = await draftWithSources(page, [
    {
      categoryId: 1,
      source: 'Corner Market',
      amount: '900.00',
      frequency: 'monthly',
      isW2Income: true,
    },
  ]);
  await openStep9(page, applicationId);
  // The worker registers after the first paint and takes the page once it has the shell.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  const notice = page.getByRole('status').filter({ hasText: text('en', 'offline.notice') });
  await context.setOffline(true);
  await expect(notice).toBeVisible();

  await answer(page, 'yes').check();
  const saveStatus = page.getByTestId('wizard-save-status');
  await expect(saveStatus).toHaveAttribute('data-state', 'saving');
  const kept = await page.evaluate((key) => localStorage.getItem(key), STORED_SAVES);
  expect(JSON.parse(kept ?? '[]')).toEqual([
    expect.objectContaining({
      method: 'PATCH',
      path: `/api/applications/${applicationId}`,
      body: { hasBusinessExpenses: true },
    }),
  ]);
  const before = await getJson<{ hasBusinessExpenses: boolean | null }>(
    page,
    `/api/applications/${applicationId}`,
  );
  expect(before.hasBusinessExpenses).not.toBe(true);

  await context.setOffline(false);
  await expect(saveStatus).toHaveAttribute('data-state', 'saved');
  await expect(notice).toHaveCount(0);
  const after = await getJson<{ hasBusinessExpenses: boolean | null }>(
    page,
    `/api/applications/${applicationId}`,
  );
  expect(after.hasBusinessExpenses).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORED_SAVES)).toBeNull();

  // A repeat visit takes every script from the worker's cache, none from the network.
  const scripts: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
    }
  });
  await page.reload();
  await expect(page.getByTestId('expense-intro')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !script.fromWorker)).toEqual([]);

  // Offline, a reload still opens the app (its page and scripts come from the worker).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: text('en', 'app.homeLink') })).toBeVisible();
  await expect(notice).toBeVisible();
  await context.setOffline(false);
});
