import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { baseURL } from './paths.mjs';

type Catalog = Record<string, unknown>;

function load(language: string): Catalog {
  const file = path.resolve(
    import.meta.dirname,
    '../../apps/web/src/i18n/locales',
    language,
    'chat.json',
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

const catalogs = { en: load('en'), es: load('es') };

/** A text of the chat catalog (locales/{language}/chat.json), with {{name}} filled in. */
export function chatText(
  language: keyof typeof catalogs,
  key: string,
  values: Record<string, string> = {},
): string {
  const value = catalogs[language][key];
  if (typeof value !== 'string') throw new Error(`missing chat catalog key ${language}:${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Creates a draft through the API (same-origin Origin header) and returns its id. */
export async function createApplication(
  page: Page,
  data: { selectedBenefits: string[]; needsWorkVerification: boolean; zipCode?: string },
): Promise<number> {
  const response = await page.request.post('/api/applications', {
    headers: { origin: baseURL },
    data: { status: 'draft', ...data },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/** The chat widget's parts, by their test ids. */
export function chat(page: Page) {
  return {
    toggle: page.getByTestId('chat-toggle'),
    panel: page.getByTestId('chat-panel'),
    input: page.getByTestId('chat-input'),
    send: page.getByTestId('chat-send'),
    log: page.getByTestId('chat-log'),
    answers: page.getByTestId('chat-answer'),
    sources: page.getByTestId('chat-source'),
    article: page.getByTestId('chat-article'),
  };
}

/** Every POST /api/chatbot body the page sends, as they are sent. */
export function recordChatRequests(page: Page) {
  const bodies: { message: string; language: string; applicationId?: number }[] = [];
  const histories: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/chatbot' && request.method() === 'POST') {
      bodies.push(request.postDataJSON());
    }
    if (url.pathname.startsWith('/api/chat-history')) histories.push(url.pathname);
  });
  return { bodies, histories };
}
