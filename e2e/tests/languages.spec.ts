import { supportedLanguages } from '@benefits/domain';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { directionOf, expectLanguageAndWidth, journeyInLanguage } from '../support/languageJourney';
import { PHONE, settle } from '../support/wizard';

// Issue 20: a journey per language, at phone width, from the landing page (the language picked
// in its list) to the confirmation; the interface's words looked for in that language's catalog.
// Every screen says its language (html lang and dir) and fits the screen's width. Axe scans every
// screen in Arabic (right to left) and Chinese (the CJK language the issue asks for), the landing
// page and the confirmation in the others (CI runs all eleven: each journey is kept short).
// Each test registers its own applicant, so they may run side by side.

test.describe.configure({ mode: 'parallel' });

const SMALL_PHONE = { width: 360, height: 740 };
const AXE_ON_EVERY_SCREEN = new Set(['ar', 'zh']);
const AXE_SCREENS = new Set(['landing', 'submission']);

/** The landing page, then the language from its list (in its own name). */
async function pickLanguage(page: Page, language: string) {
  await page.goto('/');
  const select = page.getByTestId('language-select');
  await expect(select).toBeVisible();
  // The list names every language in its own words, whatever the page's language.
  await expect(select.locator(`option[value="${language}"]`)).toHaveCount(1);
  if ((await select.inputValue()) !== language) await select.selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const runs = [
  ...supportedLanguages.map((language) => ({ language, viewport: PHONE })),
  // The right-to-left languages once more on a small Android phone.
  ...supportedLanguages
    .filter((language) => directionOf(language) === 'rtl')
    .map((language) => ({ language, viewport: SMALL_PHONE })),
];

for (const { language, viewport } of runs) {
  test(`${language} at ${viewport.width} px: landing page to confirmation`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const started = Date.now();
    const number = await journeyInLanguage(page, {
      language,
      start: (p) => pickLanguage(p, language),
      onScreen: async (screen) => {
        const what = `${language} ${screen}`;
        await expectLanguageAndWidth(page, language, what);
        if (AXE_ON_EVERY_SCREEN.has(language) || AXE_SCREENS.has(screen)) {
          await settle(page);
          await expectNoAxeViolations(page, what);
        }
      },
    });
    expect(number).toMatch(/^BEN-/);
    console.log(
      `languages: ${language} at ${viewport.width} px, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
}
