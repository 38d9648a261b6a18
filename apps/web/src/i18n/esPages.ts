import { benefitTextsEs, incomeCategoryTextsEs, validationMessagesEs } from '@benefits/domain';
import chat from './locales/es/chat.json';
import pages from './locales/es/pages.json';

/** Spanish texts past the first screen (see enPages.ts), loaded with the parts that show them. */
const esPageTexts = {
  ...pages,
  chat,
  validation: validationMessagesEs,
  // The program and category names are the domain's, like English's (enPages.ts).
  benefits: benefitTextsEs,
  incomeCategories: incomeCategoryTextsEs,
};
export default esPageTexts;
