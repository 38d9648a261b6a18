import esCoreCatalog from './esCore';
import esPageTexts from './esPages';
import esScreenerTexts from './esScreener';
import esWizardTexts from './esWizard';

/** The whole Spanish catalog, for the tests that compare it with English's. */
export const esCatalog = {
  ...esCoreCatalog,
  ...esPageTexts,
  ...esWizardTexts,
  ...esScreenerTexts,
};
export default esCatalog;
