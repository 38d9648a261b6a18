import { WIZARD_STEP_COUNT, type WizardStep, wizardStepNumber } from '@benefits/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { text } from './catalogs';
import { baseURL } from './paths.mjs';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export interface Persona {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zipCode: string;
}

/** Registers through the API (same-origin Origin header); the page's context gets the cookie. */
export async function registerPersona(page: Page, persona: Persona) {
  const response = await page.request.post('/api/register', {
    headers: { origin: baseURL },
    data: { ...persona, agreeToTerms: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Waits until the step transitions (SPEC 4: 100/200 ms) have finished. */
export async function settle(page: Page) {
  // A function, not a string: the app's CSP forbids eval.
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations(): { playState: string }[] } }).document
      .getAnimations()
      .every((animation) => animation.playState !== 'running'),
  );
  await expect(page.locator('.wizard-leave')).toHaveCount(0);
}

/** Axe at a phone and at a desktop size (issue 4), then back to the size the test uses. */
export async function scanBothViewports(page: Page, what: string) {
  const original = page.viewportSize() ?? PHONE;
  await settle(page);
  for (const [name, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `${what} (${name})`);
  }
  await page.setViewportSize(original);
}

/** Axe at the phone size alone: the persona journeys' own steps (their specs scan both). */
export async function scanPhone(page: Page, what: string) {
  await settle(page);
  await expectNoAxeViolations(page, `${what} (phone)`);
}

/**
 * The step on screen: 'Step n/N' (its place in the catalog), its title in the h1 (focused) and
 * in document.title, in the language shown (English unless asked).
 */
export async function expectStep(page: Page, step: WizardStep, language = 'en') {
  const title = text(language, `wizard.steps.${step}.title`);
  await expect(page.getByTestId('wizard-step-count')).toContainText(
    text(language, 'wizard.stepCount', {
      current: wizardStepNumber(step),
      total: WIZARD_STEP_COUNT,
    }),
  );
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  // "Application: <title>" within the site's title (step 12 adds the source after it).
  await expect(page).toHaveTitle(
    new RegExp(escapeRegExp(text(language, 'wizard.pageTitle', { title }))),
  );
  await settle(page);
}

export async function expectHeadingFocused(page: Page) {
  await expect(page.locator('h1')).toBeFocused();
}

/** Keyboard only: presses Tab (at most `max` times) until `target` has focus. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element.matches(':focus'))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The newest toast says `title` (and `description`, when given). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast').first();
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Waits until React has taken over the page sent by the server (decision 0620): a tap on a
 * prerendered link before then is a full page load, after which no heading takes focus (the
 * first page of a visit), so a test that expects in-app navigation waits for this first.
 */
export async function appStarted(page: Page) {
  await page.waitForFunction(() => {
    const root = (
      globalThis as unknown as { document: { getElementById(id: string): object } }
    ).document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
