import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { enCoreCatalog } from './enCore';
import { loadWizardTexts } from './index';
import esReview from './locales/es/review.json';
import { registerWizardTexts } from './wizardTexts';

// The Spanish texts of steps 8-13 are not in the Spanish first load (locales/es.json); the wizard
// and the view load them (App.tsx) before they show.
describe('loadWizardTexts', () => {
  beforeAll(async () => {
    await i18n.init({
      resources: { en: { translation: enCoreCatalog } },
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    registerWizardTexts();
  });

  it('adds the Spanish texts of steps 8-13 once, leaving the core texts', async () => {
    const intro = 'review.final.intro';
    expect(i18n.t(intro, { lng: 'es' })).toBe(i18n.t(intro, { lng: 'en' }));
    await loadWizardTexts('es');
    expect(i18n.t(intro, { lng: 'es' })).toBe(esReview.final.intro);
    expect(i18n.t(intro, { lng: 'es' })).not.toBe(i18n.t(intro, { lng: 'en' }));
    await loadWizardTexts('es');
    expect(i18n.getResourceBundle('es', 'translation').review.final.intro).toBe(
      esReview.final.intro,
    );
  });

  it('needs nothing for English: its texts come with the pages', async () => {
    await loadWizardTexts('en');
    expect(i18n.t('review.final.intro', { lng: 'en' })).toMatch(/last chance|review/i);
  });
});
