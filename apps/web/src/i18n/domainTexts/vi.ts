import { benefitTextsVi, incomeCategoryTextsVi, validationMessagesVi } from '@benefits/domain';

// The domain's texts in this language (the server answers with the same words), in their own chunk.
export default {
  validation: validationMessagesVi,
  benefits: benefitTextsVi,
  incomeCategories: incomeCategoryTextsVi,
};
