import { expect, type Page, test } from '@playwright/test';
import { text } from '../support/catalogs';
import { goToDocumentStep } from '../support/documents';
import { applicationAtSummary } from '../support/review';
import { expectStep, registerPersona, scanBothViewports } from '../support/wizard';

// Issue 18: "the chat button covers content; step 5 overlaps at phone width". At 360 px (a
// small Android phone): nothing is wider than the screen, no two pieces of a step sit on top of
// each other, the chat button sits in an opaque bar across the bottom (no text beside it, so
// it never hides part of a line), and at the end of the page nothing is under that bar.

const SMALL_PHONE = { width: 360, height: 740 };
test.use({ viewport: SMALL_PHONE });

function persona(tag: string) {
  return {
    firstName: 'Lina',
    lastName: 'Phone',
    email: `phone-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    phone: '5553339999',
    zipCode: '60614',
  };
}

interface Box {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The little of the DOM the check reads (the e2e project has no DOM types). */
interface El {
  tagName: string;
  textContent: string | null;
  open?: boolean;
  getBoundingClientRect(): { x: number; y: number; width: number; height: number };
  closest(selector: string): El | null;
  querySelector(selector: string): El | null;
}
interface Win {
  document: {
    querySelector(selector: string): El | null;
    querySelectorAll(selector: string): Iterable<El>;
    documentElement: { scrollWidth: number; scrollHeight: number };
  };
  getComputedStyle(element: El): { visibility: string; backgroundColor: string };
  innerWidth: number;
  scrollY: number;
  scrollTo(x: number, y: number): void;
}

/** What the check reads from the page: the chat bar and the step's visible parts. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const win = globalThis as unknown as Win;
    const doc = win.document;
    const getComputedStyle = win.getComputedStyle.bind(win);
    const bar = doc.querySelector('[data-testid="chat-bar"]');
    const toggle = bar?.getBoundingClientRect();
    const barBackground = bar ? getComputedStyle(bar).backgroundColor : '';
    const selector =
      'main button, main a, main input, main select, main textarea, main label, main h1, main h2, main h3, main p, main li, main dt, main dd';
    const parts: Box[] = [];
    for (const element of doc.querySelectorAll(selector)) {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || rect.width === 0 || rect.height === 0) continue;
      if (element.closest('.sr-only, [hidden], [aria-hidden="true"]')) continue;
      // The inside of a closed <details> is not shown.
      const details = element.closest('details');
      if (details && !details.open && !element.closest('summary')) continue;
      // Only leaves: a list item or label holding other parts is checked through them.
      if (element.querySelector(selector)) continue;
      parts.push({
        what: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
        x: rect.x,
        y: rect.y + win.scrollY,
        width: rect.width,
        height: rect.height,
      });
    }
    return {
      viewportWidth: win.innerWidth,
      scrollWidth: doc.documentElement.scrollWidth,
      pageHeight: doc.documentElement.scrollHeight,
      toggle: toggle
        ? { what: 'chat', x: toggle.x, y: toggle.y, width: toggle.width, height: toggle.height }
        : null,
      barBackground,
      parts,
    };
  });
}

const overlap = (a: Box, b: Box, slack = 1) =>
  a.x + slack < b.x + b.width &&
  b.x + slack < a.x + a.width &&
  a.y + slack < b.y + b.height &&
  b.y + slack < a.y + a.height;

async function expectPhoneLayout(page: Page, what: string) {
  const found = await layout(page);
  expect(found.scrollWidth, `${what}: wider than the screen`).toBeLessThanOrEqual(
    found.viewportWidth,
  );
  const outside = found.parts.filter((part) => part.x < -1 || part.x + part.width > 361);
  expect(outside, `${what}: parts outside the screen`).toEqual([]);
  const stacked: string[] = [];
  found.parts.forEach((a, i) => {
    for (const b of found.parts.slice(i + 1))
      if (overlap(a, b, 2)) stacked.push(`${a.what} / ${b.what}`);
  });
  expect(stacked, `${what}: parts on top of each other`).toEqual([]);

  // The chat button's bar: across the whole width, opaque, and at the end of the page nothing
  // is under it.
  expect(found.toggle, 'the chat bar shows').not.toBeNull();
  const bar = found.toggle!;
  expect(bar.x).toBeLessThanOrEqual(0);
  expect(bar.width).toBeGreaterThanOrEqual(found.viewportWidth);
  expect(found.barBackground).toBe('rgb(255, 255, 255)');
  await page.evaluate(() => (globalThis as unknown as Win).scrollTo(0, 1e6));
  const scrollY = await page.evaluate(() => (globalThis as unknown as Win).scrollY);
  const under = { ...bar, y: bar.y + scrollY };
  const covered = found.parts.filter((part) => overlap(part, under)).map((part) => part.what);
  expect(covered, `${what}: under the chat bar at the end of the page`).toEqual([]);
  await page.evaluate(() => (globalThis as unknown as Win).scrollTo(0, 0));
}

test('step 5 at 360 px: nothing overlaps, nothing under the chat button', async ({ page }) => {
  await registerPersona(page, persona('upload'));
  await goToDocumentStep(page);
  await expect(page.getByRole('button', { name: text('en', 'documents.choose') })).toBeVisible();
  await expectPhoneLayout(page, 'step 5');
  await scanBothViewports(page, 'step 5 at 360 px');
});

test('step 11 at 360 px: what each program counts fits the screen', async ({ page }) => {
  await registerPersona(page, persona('summary'));
  const id = await applicationAtSummary(page, {
    selectedBenefits: ['snap', 'medicaid-magi'],
    sources: [
      {
        categoryId: 1,
        source: 'Acme Foods',
        amount: '1500',
        frequency: 'monthly',
        isW2Income: true,
      },
      { categoryId: 16, source: 'Child support', amount: '300', frequency: 'monthly' },
    ],
    expenses: {},
    documents: ['income_verification'],
  });
  await page.goto(`/application/enhanced-financial-summary?id=${id}`);
  await expectStep(page, 'enhanced-financial-summary');
  await expect(page.getByTestId('summary-programs')).toBeVisible();
  // Child support counts for SNAP, not for Medicaid.
  await expect(page.getByTestId('snap-gross')).toHaveText('$1,800.00 a month');
  await expect(page.getByTestId('medicaid-monthly')).toHaveText('$1,500.00 a month');
  await expect(page.getByTestId('summary-continue')).toHaveText(
    `Continue to ${text('en', 'wizard.steps.final-review.title')}`,
  );
  await expectPhoneLayout(page, 'step 11');
});
