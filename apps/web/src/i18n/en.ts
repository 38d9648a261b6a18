import { benefitTypes, incomeCategories, validationMessagesEn } from '@benefits/domain';
import en from './locales/en.json';

// The validation messages, benefit names and income category names are the domain's (the server answers with
// the same text); the rest of the interface text is the JSON catalog.
export const enCatalog = {
  ...en,
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

export type Catalog = typeof enCatalog;
