import expenses from './locales/en/expenses.json';
import homeCosts from './locales/en/homeCosts.json';
import household from './locales/en/household.json';
import review from './locales/en/review.json';
import verification from './locales/en/verification.json';

/**
 * English texts of steps 8-13 and the application view. They travel with the wizard's and
 * the view's chunks (registerWizardTexts), not with the landing page's first load.
 */
export const enWizardTexts = { verification, expenses, homeCosts, review, household };
