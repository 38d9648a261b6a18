import { expect, type Page } from '@playwright/test';
import { baseURL } from './paths.mjs';

// Steps 9 and 10 (issue 7): API helpers for a quick way to verified income sources (their
// texts: etext in support/texts.ts).

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
