import { enCoreCatalog } from './enCore';
import { enWizardTexts } from './enWizard';

/** The whole English catalog: the type of every key, and the reference the tests compare to. */
export const enCatalog = { ...enCoreCatalog, ...enWizardTexts };

export type Catalog = typeof enCatalog;
