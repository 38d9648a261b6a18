import { z } from 'zod';
import { concernLevels, riskFlagCategories, riskFlagTypes } from '../risk/riskLevels.js';

// SPEC 3 risk flag; DESIGN GET /api/applications/{id}/risk returns { flags, overallRisk, valid }.
export const riskFlagSchema = z.object({
  id: z.string(),
  type: z.enum(riskFlagTypes),
  category: z.enum(riskFlagCategories),
  description: z.string(),
  concernLevel: z.enum(concernLevels),
  affectedData: z.record(
    z.string(),
    z.union([
      z.string(),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(z.union([z.string(), z.number()])),
    ]),
  ),
  recommendation: z.string(),
  autoResolvable: z.boolean(),
});

export const riskAssessmentSchema = z.object({
  flags: z.array(riskFlagSchema),
  overallRisk: z.enum(concernLevels),
  valid: z.boolean(),
});
