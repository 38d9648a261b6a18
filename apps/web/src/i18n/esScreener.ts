import screener from './locales/es/screener.json';

/** Spanish texts of the screener, loaded with its chunk when the visitor reads Spanish. */
const esScreenerTexts = { screener };
export default esScreenerTexts;
