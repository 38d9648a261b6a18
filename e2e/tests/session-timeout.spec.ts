import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { text } from '../support/catalogs';
import { startServer } from '../support/server';

// DESIGN: warn 2 minutes before the idle limit. This server's idle limit is 2.25 minutes,
// so the warning comes after about 15 seconds instead of 13 minutes.
let server: Awaited<ReturnType<typeof startServer>>;
test.beforeAll(async () => {
  server = await startServer({
    portOffset: 2,
    name: 'idle',
    env: { SESSION_IDLE_MINUTES: '2.25' },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test('before the idle limit an accessible warning lets the applicant stay signed in or sign out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(`idle`);
  const registered = await page.request.post(`${server.baseURL}/api/register`, {
    headers: { origin: server.baseURL },
    data: {
      firstName: 'Lan',
      lastName: 'Nguyen',
      email,
      phone: '5551234567',
      zipCode: '60601',
      agreeToTerms: true,
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`${server.baseURL}/`);
  await expect(
    page.getByRole('heading', { name: text('en', 'dashboard.emptyTitle') }),
  ).toBeVisible();

  const warning = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(warning).toBeVisible({ timeout: 40_000 });
  await expect(
    warning.getByRole('heading', { name: text('en', 'session.warningTitle') }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'session warning');

  await warning.getByRole('button', { name: text('en', 'session.stay') }).click();
  await expect(warning).toBeHidden();
  // Still signed in on the server.
  expect((await page.request.get(`${server.baseURL}/api/auth/user`)).status()).toBe(200);

  // The warning comes back; this time the applicant signs out from it.
  await expect(warning).toBeVisible({ timeout: 40_000 });
  await warning.getByRole('button', { name: text('en', 'session.signOut') }).click();
  await expect(
    page.getByRole('button', { name: text('en', 'landing.startApplication') }).first(),
  ).toBeVisible();
  expect((await page.request.get(`${server.baseURL}/api/auth/user`)).status()).toBe(401);
});
