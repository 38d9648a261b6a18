import { applicantLanguages, wizardSteps } from '@benefits/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { expectLanguageAndWidth, INCOME, journeyInLanguage } from '../support/languageJourney';
import { applicationAtSummary } from '../support/review';
import { expectStep, PHONE, registerPersona, settle } from '../support/wizard';

// Issue 20: the journey of tests/languages.spec.ts in the pseudo-locale (qps, the app's
// i18n/pseudo.ts: every English text accented, 35 % longer, inside ⟦ ⟧), at phone width. On
// every screen:
// - every visible text with letters is inside ⟦ ⟧, but for names that stay as they are (the
//   programs, the languages in their own names) and what the test typed or the server answered:
//   a text outside is one the catalogs do not have (hard-coded);
// - no text is cut: no element that hides its overflow is narrower or shorter than its text, and
//   no text sits outside the screen.

test.use({ viewport: PHONE });

const PSEUDO = 'qps';
/** The income sources, the expense and the file name the steps test sets up (typed data). */
const STEP_SOURCES = [
  'Lakeview Market',
  'Duplex upstairs unit',
  'Roof repairs',
  'document-1.pdf',
] as const;
const person = { firstName: 'Amal', lastName: 'Haddad' };

/** Words that are right outside ⟦ ⟧ (each checked as a whole word). */
const ALLOWED = new Set(
  [
    // Program names the agencies keep in every language.
    'SNAP Medicaid WIC TANF CHIP',
    // The languages, each in its own name (the language list).
    ...applicantLanguages.map((language) => language.name),
    // Typed by the test.
    person.firstName,
    person.lastName,
    INCOME.source,
    INCOME.note,
    '400 Elm Street',
    // The server's: the city and county the ZIP code 60614 fills in, the confirmation number.
    'Chicago Cook County Illinois IL BEN',
  ]
    .join(' ')
    .split(/[^\p{L}]+/u)
    .filter(Boolean),
);

interface Finding {
  kind: 'hard-coded' | 'clipped' | 'off-screen';
  text: string;
  where: string;
}

// What runs in the page (a string: the e2e project has no DOM types). Text nodes in document
// order; the ⟦ ⟧ depth carries over from node to node inside one block (a <Trans> text is split
// into several nodes) and starts again at each block.
const inspect = String.raw`(() => {
  const findings = [];
  const where = (element) => {
    const parts = [];
    for (let node = element; node && parts.length < 3; node = node.parentElement) {
      const id = node.getAttribute('data-testid');
      parts.push(node.tagName.toLowerCase() + (id ? '[' + id + ']' : ''));
      if (id) break;
    }
    return parts.join(' < ');
  };
  const blockOf = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const display = getComputedStyle(node).display;
      if (!display.startsWith('inline') && display !== 'contents') return node;
    }
    return document.body;
  };
  const skipped = 'script, style, noscript, template, title';
  // Hidden but read aloud (the .sr-only class, Radix's VisuallyHidden: 1 px, clipped): its
  // words are checked, not its size or place.
  const readAloudOnly = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === 'absolute' && (style.clip !== 'auto' || style.clipPath !== 'none')) return true;
      if (node.classList.contains('sr-only')) return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let block = null;
  let depth = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || element.closest(skipped)) continue;
    if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
    const text = node.textContent ?? '';
    if (!/\p{L}/u.test(text)) continue;
    const nodeBlock = blockOf(element);
    if (nodeBlock !== block) {
      block = nodeBlock;
      depth = 0;
    }
    let outside = '';
    for (const character of text) {
      if (character === '⟦') depth += 1;
      else if (character === '⟧') depth = Math.max(0, depth - 1);
      else if (depth === 0) outside += character;
      else outside += ' ';
    }
    if (/\p{L}/u.test(outside))
      findings.push({ kind: 'hard-coded', text: outside.replace(/\s+/g, ' ').trim(), where: where(element) });
    // Off the screen (left or right): part of the text cannot be read.
    if (!readAloudOnly(element)) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && (box.left < -1 || box.right > innerWidth + 1))
        findings.push({ kind: 'off-screen', text: text.trim().slice(0, 60), where: where(element) });
    }
  }
  // Cut: an element that hides its overflow, holding text, narrower or shorter than its text.
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest(skipped + ', svg') || readAloudOnly(element)) continue;
    const style = getComputedStyle(element);
    const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if (!hidesX && !hidesY) continue;
    if (!/\p{L}/u.test(element.textContent ?? '') || !element.checkVisibility()) continue;
    const cutX = hidesX && element.scrollWidth > element.clientWidth + 1;
    const cutY = hidesY && element.scrollHeight > element.clientHeight + 1;
    if (cutX || cutY)
      findings.push({
        kind: 'clipped',
        text: (element.textContent ?? '').trim().slice(0, 60),
        where: where(element) + ' (' + (cutX ? 'width ' + element.scrollWidth + '>' + element.clientWidth : 'height ' + element.scrollHeight + '>' + element.clientHeight) + ')',
      });
  }
  // Words said instead of what is shown, or shown on hover or in an empty field.
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    if (element.closest(skipped)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name) ?? '';
      if (/\p{L}/u.test(value) && !value.includes('⟦'))
        findings.push({ kind: 'hard-coded', text: value, where: where(element) + ' [' + name + ']' });
    }
  }
  findings.push(
    ...(/^⟦/.test(document.title) ? [] : [{ kind: 'hard-coded', text: document.title, where: 'document.title' }]),
  );
  return findings;
})()`;

/** The findings on the screen, the allowed words taken out. */
async function findingsOn(page: Page, typed: readonly string[] = []): Promise<Finding[]> {
  const found = (await page.evaluate(inspect)) as Finding[];
  const allowed = new Set([...ALLOWED, ...typed.flatMap((words) => words.split(/[^\p{L}]+/u))]);
  return found.filter((finding) => {
    if (finding.kind !== 'hard-coded') return true;
    // Dates and times are the browser's (Intl, in the language's own words), not the catalogs'.
    if (finding.where.startsWith('time')) return false;
    const words = finding.text
      .replace(/\S+@\S+\.\w+/g, ' ')
      .split(/[^\p{L}]+/u)
      .filter(Boolean);
    return words.some((word) => !allowed.has(word));
  });
}

test('the journey in the pseudo-locale: every text from a catalog, none cut', async ({ page }) => {
  test.setTimeout(90_000);
  const started = Date.now();
  const all: string[] = [];
  const check = async (screen: string) => {
    await settle(page);
    await expectLanguageAndWidth(page, PSEUDO, `qps ${screen}`);
    for (const finding of await findingsOn(page))
      all.push(`${screen}: ${finding.kind} "${finding.text}" at ${finding.where}`);
  };
  await journeyInLanguage(page, {
    language: PSEUDO,
    firstName: person.firstName,
    start: async (p) => {
      await p.goto('/?pseudo=1');
      await expect(p.locator('html')).toHaveAttribute('lang', PSEUDO);
    },
    onScreen: check,
  });
  console.log(`pseudo-locale journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // After the confirmation: the dashboard, and the application's read-only page.
  await page.getByTestId('return-home').click();
  const card = page.locator('[data-testid^="view-"]').first();
  await expect(card).toBeVisible();
  await check('dashboard');
  await card.click();
  await expect(page.getByTestId('view-confirmation')).toBeVisible();
  await check('application view');
  expect(all, 'texts outside the catalogs or cut short').toEqual([]);
});

test('other screens in the pseudo-locale: form errors, sign-in, screener, page not found', async ({
  page,
}) => {
  const all: string[] = [];
  const check = async (screen: string) => {
    await settle(page);
    await expectLanguageAndWidth(page, PSEUDO, `qps ${screen}`);
    for (const finding of await findingsOn(page))
      all.push(`${screen}: ${finding.kind} "${finding.text}" at ${finding.where}`);
  };
  await page.goto('/?pseudo=1');
  await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO);
  await page.getByTestId('start-application').click();
  await page.getByTestId('registration-submit').click();
  await expect(page.getByTestId('registration-alert')).toBeVisible();
  await check('registration errors');
  await page.getByTestId('sign-in-toggle').click();
  await expect(page.getByTestId('sign-in-panel')).toBeVisible();
  await check('sign in');
  // The screener comes prerendered in English (decision 0620): the app redraws it in the
  // pseudo-locale and names the page in it.
  await page.goto('/screener');
  await expect(page.getByTestId('screener-progress')).toBeVisible();
  await expect(page).toHaveTitle(/⟦/);
  await check('screener');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/⟦/);
  await check('page not found');
  expect(all, 'texts outside the catalogs or cut short').toEqual([]);
});

test('every step of a filled-in application in the pseudo-locale', async ({ page }) => {
  test.setTimeout(90_000);
  // Set up through the API: two programs, a job (W-2) and rent income, expenses, a document.
  await registerPersona(page, {
    firstName: person.firstName,
    lastName: person.lastName,
    email: uniqueEmail('amal.pseudo-steps'),
    phone: '5552227788',
    zipCode: '60614',
  });
  const id = await applicationAtSummary(page, {
    selectedBenefits: ['snap', 'medicaid-magi'],
    sources: [
      {
        categoryId: 1,
        source: STEP_SOURCES[0],
        amount: '1500',
        frequency: 'monthly',
        isW2Income: true,
      },
      { categoryId: 5, source: STEP_SOURCES[1], amount: '900', frequency: 'monthly' },
    ],
    expenses: {
      [STEP_SOURCES[1]]: [
        { expenseType: 'property_maintenance', description: STEP_SOURCES[2], amount: 200 },
      ],
    },
    documents: ['income_verification'],
  });
  await page.addInitScript("localStorage.setItem('benefits.pseudo', '1')");
  const all: string[] = [];
  // A draft opened from an address resumes at its furthest step; from inside the wizard (the
  // history marker of wizard/navigation.ts) it opens the step asked for.
  await page.goto(`/application/enhanced-financial-summary?id=${id}`);
  await expectStep(page, 'enhanced-financial-summary', PSEUDO);
  for (const step of wizardSteps.filter((s) => s !== 'account-creation' && s !== 'submission')) {
    await page.evaluate(
      `history.pushState({ wizard: true }, '', '/application/${step}?id=${id}');
       dispatchEvent(new PopStateEvent('popstate', { state: { wizard: true } }));`,
    );
    await expectStep(page, step, PSEUDO);
    await settle(page);
    await expectLanguageAndWidth(page, PSEUDO, `qps ${step}`);
    for (const finding of await findingsOn(page, STEP_SOURCES))
      all.push(`${step}: ${finding.kind} "${finding.text}" at ${finding.where}`);
  }
  expect(all, 'texts outside the catalogs or cut short').toEqual([]);
});

test('the pseudo-locale is not in the language list, and ?pseudo=0 turns it off', async ({
  page,
}) => {
  await page.goto('/?pseudo=1');
  await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO);
  await expect(
    page.getByTestId('language-select').locator(`option[value="${PSEUDO}"]`),
  ).toHaveCount(0);
  // Remembered in this browser for the next visit...
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO);
  // ...until ?pseudo=0.
  await page.goto('/?pseudo=0');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('⟦');
});

test('the check finds a text outside the catalogs, a cut text and one off the screen', async ({
  page,
}) => {
  await page.setContent(`<html lang="qps"><head><title>⟦Ţéšţ⟧</title></head><body>
    <p>⟦Ŵéļļ <strong>ŵŕîţţéñ</strong> ţéẋţ⟧ SNAP</p>
    <p data-testid="plain">Hard-coded words</p>
    <button aria-label="Close">⟦Ẋ⟧</button>
    <div data-testid="cut" style="width: 40px; overflow: hidden; white-space: nowrap">⟦Ļöñĝ ţéẋţ çûţ šĥöŕţ⟧</div>
    <p data-testid="far" style="position: absolute; left: 2000px">⟦Öƒƒ ţĥé šçŕééñ⟧</p>
    <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">⟦Ŕéåð åļöûð öñļý, ļöñĝ éñöûĝĥ ţö ƀé çûţ⟧</span>
  </body></html>`);
  const found = (await findingsOn(page)).map((finding) => `${finding.kind} ${finding.text}`);
  expect(found.sort()).toEqual([
    'clipped ⟦Ļöñĝ ţéẋţ çûţ šĥöŕţ⟧',
    'hard-coded Close',
    'hard-coded Hard-coded words',
    'off-screen ⟦Öƒƒ ţĥé šçŕééñ⟧',
  ]);
});
