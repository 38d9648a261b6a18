import i18n from 'i18next';
import { enWizardTexts } from './enWizard';

/**
 * Adds the English texts of steps 8-13 and the application view (the fallback of every
 * language). Called when the wizard's or the view's chunk loads; other languages' catalogs
 * already hold these texts.
 */
export function registerWizardTexts() {
  i18n.addResourceBundle('en', 'translation', enWizardTexts, true, false);
}
