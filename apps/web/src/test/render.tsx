import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { loadPageTexts, setupI18n } from '../i18n';
import { registerWizardTexts } from '../i18n/wizardTexts';
import { forgetCurrentUser } from '../lib/auth';
import { createQueryClient } from '../lib/queryClient';

/** The English catalog with the wizard's texts, as the app has it on a wizard page. */
export async function setupTexts() {
  await setupI18n();
  // Past the first screen (with every language switch from now on), as a page's chunk has them.
  await loadPageTexts('en');
  registerWizardTexts();
}

/** Renders inside a fresh TanStack Query client configured like the app's, nobody signed in yet. */
export function renderWithQuery(ui: ReactNode) {
  forgetCurrentUser();
  const client = createQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch with `answer`, which gets each request and returns the JSON reply (status
 * 200 unless it says otherwise) or throws to stand for a network failure.
 */
export function mockFetch(answer: (call: FetchCall) => { status?: number; body?: unknown }) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const { status = 200, body = null } = answer(call);
      return new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
