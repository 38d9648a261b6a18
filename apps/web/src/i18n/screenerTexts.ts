import i18n from 'i18next';
import { enScreenerTexts } from './enScreener';

/** Adds the screener's English texts (the fallback of every language) when its chunk loads. */
export function registerScreenerTexts() {
  i18n.addResourceBundle('en', 'translation', enScreenerTexts, true, false);
}
