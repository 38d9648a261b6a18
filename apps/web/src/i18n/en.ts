import { enCoreCatalog } from './enCore';
import { enScreenerTexts } from './enScreener';
import { enWizardTexts } from './enWizard';

/** The whole English catalog: the type of every key, and the reference the tests compare to. */
export const enCatalog = { ...enCoreCatalog, ...enWizardTexts, ...enScreenerTexts };

export type Catalog = typeof enCatalog;
