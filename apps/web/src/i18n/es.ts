import { benefitTextsEs, incomeCategoryTextsEs, validationMessagesEs } from '@benefits/domain';
import chat from './locales/es/chat.json';
import expenses from './locales/es/expenses.json';
import review from './locales/es/review.json';
import verification from './locales/es/verification.json';
import es from './locales/es.json';

// Loaded on demand (dynamic import) so the landing page does not carry it.
export const esCatalog = {
  ...es,
  verification,
  chat,
  review,
  expenses,
  validation: validationMessagesEs,
  // The program and category names are the domain's, like English's (enCore.ts).
  benefits: benefitTextsEs,
  incomeCategories: incomeCategoryTextsEs,
};
export default esCatalog;
