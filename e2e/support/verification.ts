import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { baseURL } from './paths.mjs';
import { vtext } from './texts';
import { expectStep } from './wizard';

// Step 8 (issue 6): a quick way to a draft with income sources, through the API (its texts:
// vtext in support/texts.ts).

const origin = { origin: baseURL };

export interface DraftOptions {
  selectedBenefits: string[];
  needsWorkVerification: boolean;
  zipCode?: string;
}

/** A draft application (the signed-in page's cookie), as step 2 would create it. */
export async function createDraft(page: Page, options: DraftOptions): Promise<number> {
  const response = await page.request.post('/api/applications', {
    headers: origin,
    data: { status: 'draft', ...options },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const application = (await response.json()) as { id: number };
  const moved = await page.request.patch(`/api/applications/${application.id}`, {
    headers: origin,
    data: { furthestStep: 'income-verification' },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  return application.id;
}

export interface IncomeSource {
  categoryId: number;
  source: string;
  amount: string;
  frequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'annual';
  isW2Income?: boolean;
  hoursPerWeek?: number;
  comment?: string;
}

/** An income source, as step 6 would add it. */
export async function addIncomeSource(
  page: Page,
  applicationId: number,
  source: IncomeSource,
): Promise<number> {
  const response = await page.request.post('/api/income-entries', {
    headers: origin,
    data: { applicationId, ...source },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/** The card of one source on step 8. */
export function sourceCard(page: Page, source: string) {
  return page.getByTestId('verification-source').filter({ hasText: source });
}

/** The next request to `path` gets this answer; later ones reach the server. Counts them all. */
export async function answerOnce(
  page: Page,
  path: string,
  answer: { status: number; body: unknown },
): Promise<{ count: () => number }> {
  let calls = 0;
  await page.route(`**${path}`, async (route) => {
    calls += 1;
    if (calls === 1) {
      await route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.body),
      });
    } else {
      await route.fallback();
    }
  });
  return { count: () => calls };
}

export async function openStep8(page: Page, applicationId: number) {
  await page.goto(`/application/income-verification?id=${applicationId}`);
  await expectStep(page, 'income-verification');
  await expect(page.getByTestId('income-verification')).toBeVisible();
}

export function dialog(page: Page) {
  return page.getByRole('dialog', { name: /^Verify / });
}

/** Opens one method of the open dialog, runs axe on it, and returns to the list of methods. */
export async function scanMethod(page: Page, method: string, what: string) {
  await page.getByTestId(`verify-method-${method}`).click();
  await expect(page.getByTestId(`verify-panel-${method}`)).toBeVisible();
  await expect(
    dialog(page).getByRole('heading', { name: vtext(`choose.${method}.title`) }),
  ).toBeFocused();
  await expectNoAxeViolations(page, what);
}

export async function otherWay(page: Page) {
  await page.getByTestId('verify-other-way').click();
  await expect(page.getByTestId('verify-methods')).toBeVisible();
}
