import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { baseURL } from './paths.mjs';

// Steps 9 and 10 (issue 7): their texts (apps/web/src/i18n/locales/en/expenses.json, merged
// under the `expenses` key) and API helpers for a quick way to verified income sources.

type Catalog = Record<string, unknown>;

function load(language: 'en' | 'es'): Catalog {
  return JSON.parse(
    readFileSync(
      path.resolve(
        import.meta.dirname,
        `../../apps/web/src/i18n/locales/${language}/expenses.json`,
      ),
      'utf8',
    ),
  ) as Catalog;
}

const catalogs = { en: load('en'), es: load('es') };

/** Text of a steps 9-10 key ('step.sourceOf'), English unless asked; {{x}} from `values`. */
export function etext(
  key: string,
  values: Record<string, string | number> = {},
  language: keyof typeof catalogs = 'en',
): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalogs[language]);
  if (typeof value !== 'string') throw new Error(`missing catalog key expenses.${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const origin = { origin: baseURL };

/** Step 8 done through the API: the source is verified by a written note. */
export async function verifyByNotes(page: Page, incomeEntryId: number, notes: string) {
  const response = await page.request.post(`/api/income-entries/${incomeEntryId}/verification`, {
    headers: origin,
    data: { method: 'notes', notes },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Moves the saved furthest step on, as going through the wizard would. */
export async function reachStep(page: Page, applicationId: number, furthestStep: string) {
  const response = await page.request.patch(`/api/applications/${applicationId}`, {
    headers: origin,
    data: { furthestStep },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}
