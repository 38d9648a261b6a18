import esCoreCatalog from './esCore';
import esScreenerTexts from './esScreener';
import esWizardTexts from './esWizard';

/** The whole Spanish catalog, for the tests that compare it with English's. */
export const esCatalog = { ...esCoreCatalog, ...esWizardTexts, ...esScreenerTexts };
export default esCatalog;
