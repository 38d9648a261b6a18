import { isWizardStep } from '@benefits/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/App';

export { bootSource } from './bootScript';
export { languageOptions, supportedLanguages } from './i18n/languages';

import { introOfStep } from './app/steps';
import { Layout } from './components/Layout';
import { PageLoading } from './components/PageLoading';
import { loadScreenerPage } from './features/screener';
import i18n, {
  loadPageTexts,
  loadScreenerTexts,
  loadWizardTexts,
  setupI18n,
  switchTexts,
} from './i18n';
import type { Language } from './i18n/languages';
import { type PrerenderedPageName, prerenderedPages } from './prerenderedPages';
import { StepFrame } from './wizard/StepFrame';

// Issue 21 (decision 0620): the build writes the first screen of the landing page and of the
// screener as HTML, in each language, so a phone paints them before any script has run.
// scripts/prerender.mjs calls this, from Vite's SSR build of this file, after the client build;
// main.tsx hydrates the same tree.

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** document.title, as the page's heading sets it once it runs (components/PageHeading.tsx). */
  title: string;
  description: string;
  noscript: string;
}

let started = false;

/** i18next in this language, with its texts loaded (the first call starts it). */
async function startLanguage(language: Language) {
  if (!started) {
    await setupI18n(language, { applyToDocument: false });
    started = true;
  }
  await switchTexts(language);
}

/** What the page's lazy parts load before they draw (app/App.tsx). */
const loaders: Record<PrerenderedPageName, () => Promise<unknown>> = {
  landing: async () => undefined,
  screener: () => Promise.all([loadScreenerPage(), loadScreenerTexts()]),
};

export async function render(
  page: PrerenderedPageName,
  language: Language,
): Promise<PrerenderedPage> {
  await startLanguage(language);
  const { path, titleKey } = prerenderedPages[page];
  // The page's own texts first, as its lazy loader does in the browser.
  await loaders[page]();
  // prerender waits for every lazy part, so the HTML holds the page, not its loading state.
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const t = i18n.getFixedT(language);
  return {
    html,
    title: t('app.pageTitle', { page: t(titleKey) }),
    description: t('app.description'),
    noscript: t('app.noscript'),
  };
}

/** The head of a page the script draws (a signed-in page), in a language. */
export async function shellTexts(language: Language): Promise<Omit<PrerenderedPage, 'html'>> {
  await startLanguage(language);
  const t = i18n.getFixedT(language);
  return { title: t('app.name'), description: t('app.description'), noscript: t('app.noscript') };
}

/** Static markup of a tree, as prerender waits for it (no lazy part in a frame). */
async function markup(tree: ReactNode, path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <Router ssrPath={path}>{tree}</Router>
      </QueryClientProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/**
 * A signed-in page's frame (decision 0740): 'dashboard' (its loading state, as the app shows it
 * first) or a wizard step (its progress and intro). Texts only, never an applicant's data.
 */
export async function renderFrame(page: string, language: Language): Promise<string> {
  await startLanguage(language);
  await Promise.all([loadPageTexts(language), loadWizardTexts(language)]);
  if (page === 'dashboard')
    return markup(
      <Layout>
        <PageLoading label={i18n.getFixedT(language)('app.loading')} />
      </Layout>,
      '/',
    );
  if (!isWizardStep(page)) throw new Error(`prerender: no frame for ${page}`);
  const intro = introOfStep[page];
  return markup(
    <StepFrame step={page} intro={intro ? createElement(intro) : undefined} />,
    `/application/${page}`,
  );
}
