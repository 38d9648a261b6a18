import { benefitTextsEs, incomeCategoryTextsEs, validationMessagesEs } from '@benefits/domain';
import chat from './locales/es/chat.json';
import es from './locales/es.json';

// What every page can show in Spanish, loaded on demand (dynamic import) so the English
// landing page does not carry it. The later wizard steps' texts are in esWizard.ts.
const esCoreCatalog = {
  ...es,
  chat,
  validation: validationMessagesEs,
  // The program and category names are the domain's, like English's (enCore.ts).
  benefits: benefitTextsEs,
  incomeCategories: incomeCategoryTextsEs,
};
export default esCoreCatalog;
