import { z } from 'zod';
import { benefitIds } from '../catalogs/benefits.js';

// SPEC 7 GET /api/benefit-types and GET /api/income-categories (served from the catalogs).
export const benefitTypeSchema = z.object({
  id: z.enum(benefitIds),
  name: z.string(),
  description: z.string(),
});
export const benefitTypesResponseSchema = z.array(benefitTypeSchema);

export const incomeCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  requiresWorkClassification: z.boolean(),
  allowsExpenses: z.boolean(),
});
export const incomeCategoriesResponseSchema = z.array(incomeCategorySchema);
