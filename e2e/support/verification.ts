import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { baseURL } from './paths.mjs';

// Step 8 (issue 6): its texts (apps/web/src/i18n/locales/en/verification.json, merged under
// the `verification` key) and a quick way to a draft with income sources, through the API.

type Catalog = Record<string, unknown>;

const catalog = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../apps/web/src/i18n/locales/en/verification.json'),
    'utf8',
  ),
) as Catalog;

/** English text of a step 8 key ('toast.bankConnectedTitle'); {{x}} filled from `values`. */
export function vtext(key: string, values: Record<string, string | number> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog);
  if (typeof value !== 'string') throw new Error(`missing catalog key verification.${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

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
  frequency: 'weekly' | 'biweekly' | 'monthly' | 'annual';
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

// A generated pay stub as a text PDF (packages/documents' corpus, loaded by path at run time
// like support/corpus.ts, whose own loader stays as it is).
interface PayStubPdf {
  name: string;
  bytes: Uint8Array;
  expected?: { amountCents?: number; frequency?: string; payer?: string };
}

export async function payStubPdf(options: {
  seed: number;
  cycle: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
  person?: { first: string; middle: string; last: string; street: string; city: string };
}): Promise<PayStubPdf> {
  const corpusDir = '../../packages/documents/src/corpus';
  const build = (await import(`${corpusDir}/buildCorpus.js`)) as {
    renderCorpusFile(document: unknown, format: 'pdf-text'): Promise<PayStubPdf>;
  };
  const stubs = (await import(`${corpusDir}/payStub.js`)) as {
    payStub(options: object): unknown;
  };
  return build.renderCorpusFile(
    stubs.payStub({ layout: 0, statedFrequency: true, ...options }),
    'pdf-text',
  );
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
