import expenses from './locales/es/expenses.json';
import homeCosts from './locales/es/homeCosts.json';
import household from './locales/es/household.json';
import review from './locales/es/review.json';
import verification from './locales/es/verification.json';

/**
 * Spanish texts of steps 8-13 and the application view, loaded with the wizard's or the
 * view's chunk when the applicant reads Spanish (loadWizardTexts in index.ts).
 */
const esWizardTexts = { verification, expenses, homeCosts, review, household };
export default esWizardTexts;
