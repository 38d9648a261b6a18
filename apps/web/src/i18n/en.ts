import { enCoreCatalog } from './enCore';
import { enPageTexts } from './enPages';
import { enScreenerTexts } from './enScreener';
import { enWizardTexts } from './enWizard';

/** The whole English catalog: the type of every key, and the reference the tests compare to. */
export const enCatalog = {
  ...enCoreCatalog,
  ...enPageTexts,
  ...enWizardTexts,
  ...enScreenerTexts,
};

export type Catalog = typeof enCatalog;
