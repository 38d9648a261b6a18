import { benefitTextsEs, incomeCategoryTextsEs, validationMessagesEs } from '@benefits/domain';

// The domain's Spanish texts (the server answers with the same words), in their own chunk.
export default {
  validation: validationMessagesEs,
  benefits: benefitTextsEs,
  incomeCategories: incomeCategoryTextsEs,
};
