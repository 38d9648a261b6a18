import { benefitTypes, incomeCategories, validationMessagesEn } from '@benefits/domain';
import chat from './locales/en/chat.json';
import pages from './locales/en/pages.json';

/**
 * English texts of everything past the first screen: the sign-up and sign-in forms, the
 * dashboard, the wizard frame and its first steps, the chat. The validation messages, benefit
 * names and income category names are the domain's (the server answers with the same text).
 * They load with the first part that needs them (lib/pagePart.ts), never with the landing page.
 */
export const enPageTexts = {
  ...pages,
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
export default enPageTexts;
