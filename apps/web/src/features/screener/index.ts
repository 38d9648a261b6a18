/** Issue 17: the public screener (/screener/:step?), a lazy chunk with its own texts. */
export const loadScreenerPage = () => import('./ScreenerPage');
export { hasStoredScreenerAnswers } from './answersKey';
export type { AccountForms } from './StartApplication';
