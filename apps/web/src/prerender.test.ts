import { describe, expect, it } from 'vitest';
import enScreener from './i18n/locales/en/screener.json';
import en from './i18n/locales/en.json';
import esScreener from './i18n/locales/es/screener.json';
import es from './i18n/locales/es.json';
import { render } from './prerender';
import { prerenderedMark, prerenderedPageAt } from './prerenderedPages';

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
