import { describe, expect, it } from 'vitest';
import enPages from './i18n/locales/en/pages.json';
import enScreener from './i18n/locales/en/screener.json';
import en from './i18n/locales/en.json';
import esPages from './i18n/locales/es/pages.json';
import esScreener from './i18n/locales/es/screener.json';
import es from './i18n/locales/es.json';
import { render, renderFrame } from './prerender';
import { frameFor, prerenderedMark, prerenderedPageAt } from './prerenderedPages';

// Decision 0620: what the build writes for the first screen, in each language.

describe('render', () => {
  it('writes the Spanish landing page in Spanish only, and the English one in English', async () => {
    const spanish = await render('landing', 'es');
    expect(spanish.html).toContain(es.landing.heroTitle);
    expect(spanish.html).toContain(es.landing.featuresTitle);
    expect(spanish.html).not.toContain(en.landing.heroTitle);
    expect(spanish.html).not.toContain(en.header.signIn);
    expect(spanish.title).toBe(`${es.landing.pageTitle} | ${es.app.name}`);
    expect(spanish.noscript).toBe(es.app.noscript);

    const english = await render('landing', 'en');
    expect(english.html).toContain(en.landing.heroTitle);
    expect(english.html).not.toContain(es.landing.heroTitle);
    expect(english.description).toBe(en.app.description);
  });

  it("writes the screener's first question, not its loading state", async () => {
    const spanish = await render('screener', 'es');
    expect(spanish.html).toContain(esScreener.intro);
    expect(spanish.html).not.toContain(enScreener.intro);
    expect(spanish.html).not.toContain(es.app.loading);
    expect(spanish.title).toBe(`${esScreener.pageTitle} | ${es.app.name}`);
    expect((await render('screener', 'en')).html).toContain(enScreener.intro);
  });
});

it('names the prerendered page of an address', () => {
  expect(prerenderedPageAt('/')).toBe('landing');
  expect(prerenderedPageAt('/screener')).toBe('screener');
  expect(prerenderedPageAt('/screener/')).toBe('screener');
  expect(prerenderedPageAt('/screener/household')).toBeUndefined();
  expect(prerenderedPageAt('/application/benefits-selection')).toBeUndefined();
  expect(prerenderedMark('landing', 'es')).toBe('landing:es');
});

// Decision 0740: a signed-in page's HTML draws its frame (the step's heading and largest text).
describe('renderFrame', () => {
  it.each([
    ['benefits-selection', 'benefitsStep', 'hint'],
    ['document-upload', 'documents', 'intro'],
    ['income-categories', 'incomeStep', 'checklistIntro'],
  ] as const)(
    'writes the %s step with its heading and intro in each language',
    async (step, section, key) => {
      const texts = (catalog: typeof enPages) => (catalog[section] as Record<string, string>)[key];
      const spanish = await renderFrame(step, 'es');
      expect(spanish).toContain(esPages.wizard.steps[step].title);
      expect(spanish).toContain(texts(esPages));
      expect(spanish).not.toContain(texts(enPages));
      expect(spanish).not.toContain(enPages.wizard.steps[step].title);
      const english = await renderFrame(step, 'en');
      expect(english).toContain(enPages.wizard.steps[step].title);
      expect(english).toContain(texts(enPages));
      // The CSP blocks style attributes in a page's HTML.
      expect(english).not.toMatch(/ style="/);
    },
  );

  it("writes a step without an intro with the wizard's loading state", async () => {
    const html = await renderFrame('home-address', 'es');
    expect(html).toContain(es.app.loadingStep);
    expect(html).toContain(esPages.wizard.steps['home-address'].title);
  });

  it("writes the dashboard's loading state, as the app shows it first", async () => {
    expect(await renderFrame('dashboard', 'es')).toContain(es.app.loading);
    expect(await renderFrame('dashboard', 'en')).toContain(en.landing.footerText);
  });
});

it('names the frame the app would show on a signed-in page', () => {
  expect(frameFor('dashboard', '/', 'es')).toBe('dashboard:es');
  expect(frameFor('step', '/application/income-categories', 'en')).toBe(
    'step-income-categories:en',
  );
  expect(frameFor(undefined, '/application/income-categories', 'en')).toBeUndefined();
  expect(frameFor('dashboard', '/screener', 'en')).toBeUndefined();
});
