import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { text } from '../support/catalogs';

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
