import { benefitTypes, incomeCategories, validationMessagesEn } from '@benefits/domain';
import chat from './locales/en/chat.json';
import en from './locales/en.json';

// What every page can show in English, bundled with the first load. The validation messages,
// benefit names and income category names are the domain's (the server answers with the same
// text); the rest is the JSON catalog. The later wizard steps' texts are in enWizard.ts.
export const enCoreCatalog = {
  ...en,
  chat,
  validation: validationMessagesEn,
  benefits: Object.fromEntries(
    benefitTypes.map((benefit) => [
      benefit.id,
      { name: benefit.name, description: benefit.description },
    ]),
  ) as Record<(typeof benefitTypes)[number]['id'], { name: string; description: string }>,
  incomeCategories: Object.fromEntries(
    incomeCategories.map((category) => [
      String(category.id),
      { name: category.name, description: category.description },
    ]),
  ) as Record<string, { name: string; description: string }>,
};
