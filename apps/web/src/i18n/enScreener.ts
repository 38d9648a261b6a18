import screener from './locales/en/screener.json';

/**
 * English texts of the screener (/screener). They travel with the screener's chunk
 * (registerScreenerTexts), not with the landing page's first load.
 */
export const enScreenerTexts = { screener };
