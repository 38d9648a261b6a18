import type { Language } from './i18n/languages';

// Issue 21 (decision 0620): the pages whose first screen the build writes as HTML, in each
// language. The server sends the file for the page and the language (apps/server
// src/http/webApp.ts); main.tsx hydrates it when it shows what the app would draw now.

export const prerenderedPages = {
  landing: { path: '/', titleKey: 'landing.pageTitle' },
  screener: { path: '/screener', titleKey: 'screener.pageTitle' },
} as const;

export type PrerenderedPageName = keyof typeof prerenderedPages;

/** The name written on #root (data-prerendered) of a page prerendered in a language. */
export function prerenderedMark(page: PrerenderedPageName, language: Language): string {
  return `${page}:${language}`;
}

/** The page prerendered for this address, if any ('/screener' only at its first question). */
export function prerenderedPageAt(pathname: string): PrerenderedPageName | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [name, page] of Object.entries(prerenderedPages))
    if (page.path === path) return name as PrerenderedPageName;
  return undefined;
}

/**
 * The shell the server sent for a signed-in page ('dashboard' for / with a session cookie,
 * 'step' for a wizard step), read from #root; undefined on any other page.
 */
export function pageShell(): string | undefined {
  return globalThis.document?.getElementById('root')?.dataset.shell;
}

/**
 * The frame (decision 0740) the app would show first on this signed-in page, in a language:
 * 'dashboard:es' or 'step-income-categories:es'; written on the frame as data-frame.
 */
export function frameFor(
  shell: string | undefined,
  pathname: string,
  language: Language,
): string | undefined {
  if (shell === 'dashboard' && pathname === '/') return `dashboard:${language}`;
  const step = /^\/application\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
  if (shell === 'step' && step) return `step-${step}:${language}`;
  return undefined;
}
