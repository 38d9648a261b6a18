import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { text } from '../support/catalogs';
import { baseURL } from '../support/paths.mjs';
import { registerPersona } from '../support/wizard';

// Decision 0620: the landing page comes drawn in the HTML, in the visitor's language, and the
// script takes that markup over (hydration) instead of drawing it again.

test.use({ locale: 'es-ES' });

test('a Spanish visitor gets the landing page drawn in Spanish, and it stays Spanish once the script runs', async ({
  page,
}) => {
  // Before any script: the page the server sends.
  const sent = await (await page.request.get('/', { headers: { 'accept-language': 'es' } })).text();
  expect(sent).toContain(text('es', 'landing.heroTitle'));
  expect(sent).not.toContain(text('en', 'landing.heroTitle'));
  expect(sent).toContain('<html lang="es"');

  // Anything React would remove from #root (a redraw instead of taking the markup over).
  await page.addInitScript(() => {
    // (This runs in the page; the tests' own types have no DOM.)
    type Change = { target: { id?: string }; removedNodes: { length: number } };
    const page = globalThis as unknown as {
      removedFromRoot: { count: number };
      document: unknown;
      MutationObserver: new (
        callback: (changes: Change[]) => void,
      ) => { observe(target: unknown, options: object): void };
    };
    page.removedFromRoot = { count: 0 };
    new page.MutationObserver((changes) => {
      for (const change of changes)
        if (change.target.id === 'root') page.removedFromRoot.count += change.removedNodes.length;
    }).observe(page.document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'landing.heroTitle'));
  // A tap before the script has run does nothing yet: tap until the form opens.
  await expect(async () => {
    await page.getByTestId('start-application').click();
    await expect(page.getByRole('heading', { name: text('es', 'registration.title') })).toBeVisible(
      { timeout: 1000 },
    );
  }).toPass();
  await expect(page.getByText(text('en', 'landing.heroTitle'))).toHaveCount(0);
  expect(
    await page.evaluate(
      () => (globalThis as unknown as { removedFromRoot: { count: number } }).removedFromRoot.count,
    ),
  ).toBe(0);
  await expectNoAxeViolations(page, 'landing page in Spanish, prerendered');

  // The choice of English is remembered for the server too: the next page comes in English.
  await page.getByLabel(text('es', 'language.label')).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'landing.heroTitle'));
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'landing:en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'landing.heroTitle'));
});

// Decision 0740: a signed-in step's HTML draws the step's frame in the applicant's language; it
// stays until the app has drawn the step, which then replaces it (never two copies shown).
test('a Spanish applicant gets a step drawn in Spanish before any script, then the app takes over', async ({
  page,
}) => {
  await registerPersona(page, {
    firstName: 'Lucia',
    lastName: 'Frame',
    email: uniqueEmail('frame'),
    phone: '5556667777',
    zipCode: '10001',
  });
  const created = await page.request.post('/api/applications', {
    headers: { origin: baseURL },
    data: { selectedBenefits: ['snap'] },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const address = `/application/document-upload?id=${id}`;

  const sent = await (
    await page.request.get(address, { headers: { 'accept-language': 'es' } })
  ).text();
  expect(sent).toContain('data-frame="step-document-upload:es"');
  expect(sent).toContain(text('es', 'documents.intro'));
  expect(sent).toContain(text('es', 'wizard.steps.document-upload.title'));
  expect(sent).not.toContain(text('en', 'documents.intro'));

  await page.goto(address);
  // The app's own step (its test ids are never in the frame), and the frame gone.
  await expect(page.getByTestId('documents-step')).toBeVisible();
  await expect(page.locator('[data-frame]')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.getByText(text('es', 'documents.intro'))).toHaveCount(1);
  await expect(page.getByText(text('en', 'documents.intro'))).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('es', 'wizard.steps.document-upload.title'),
  );
});

// A slow phone shows the prerendered landing page seconds before its scripts run: a language
// picked in that time is the one the app starts in, not lost when the script takes over.
test('a language picked before the script has run is kept when it runs', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL });
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/boot-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'landing:en');
  await page.getByLabel(text('en', 'language.label')).selectOption('es');
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'landing.heroTitle'));
  await context.close();
});

// The same slow phone: a tap on "Start Application" before the app's script has run is kept by
// the boot script and acted on when the app runs (decision 0770); it used to do nothing.
test('a tap on Start Application before the app has run opens the form when it runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL });
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entryAsked = false;
  await page.route('**/assets/index-*.js', async (route) => {
    entryAsked = true;
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'landing:en');
  await expect.poll(() => entryAsked).toBe(true);
  await page.getByTestId('start-application').click();
  await expect(page.getByTestId('registration-form')).toHaveCount(0);
  release();
  await expect(page.getByTestId('registration-form')).toBeVisible();
  await expect(page.getByRole('heading', { name: text('en', 'registration.title') })).toBeFocused();
  await context.close();
});
