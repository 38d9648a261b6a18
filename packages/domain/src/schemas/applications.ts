import { z } from 'zod';
import { applicationStatuses } from '../catalogs/applicationStatuses.js';
import { benefitIds } from '../catalogs/benefits.js';
import { wizardSteps } from '../catalogs/wizardSteps.js';
import { textField, zipCodeField } from './fields.js';
import { homeCostsResponseSchema, resourcesResponseSchema } from './homeCosts.js';
import { homeAddressSchema, householdSchema } from './household.js';

export const benefitIdField = z.enum(benefitIds, 'benefitUnknown');

/** SPEC 7 POST /api/applications: created as a draft (SPEC 4). */
export const createApplicationSchema = z.object({
  selectedBenefits: z.array(benefitIdField).max(benefitIds.length).default([]),
  needsWorkVerification: z.boolean().default(false),
  zipCode: zipCodeField.optional(),
  status: z.literal('draft').default('draft'),
});
export type CreateApplicationInput = z.input<typeof createApplicationSchema>;
export type CreateApplication = z.output<typeof createApplicationSchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  userId: textField(),
  status: z.enum(applicationStatuses),
  createdAt: textField(),
  selectedBenefits: z.array(z.enum(benefitIds)),
  needsWorkVerification: z.boolean(),
  zipCode: textField().nullable(),
  /** SPEC 3 wizard form data: the expense-intro answer; null until answered. */
  hasBusinessExpenses: z.boolean().nullable().optional(),
  /** Issue 4: the furthest wizard step reached, so resuming lands there. */
  furthestStep: z.enum(wizardSteps).nullable().optional(),
  /** SPEC 3 wizard form data: the income category step 6 is on, so resuming lands there. */
  currentCategoryIndex: z.number().int().nullable().optional(),
  /** Step 10: the qualifying income source it is on (0-based), so resuming lands there. */
  currentExpenseSourceIndex: z.number().int().nullable().optional(),
  submittedAt: textField().nullable().optional(),
  /** DESIGN: BEN-{year}-{id padded to 6}, once submitted. */
  confirmationNumber: textField().nullable().optional(),
  /**
   * Issue 18: the applicant's own number for it, 1 for their first application (the id is
   * global and stays behind the confirmation number).
   */
  applicantNumber: z.number().int().positive().optional(),
  /** Issue 18: housing and care costs; null until answered. */
  homeCosts: homeCostsResponseSchema.nullable().optional(),
  /** Issue 18: money in the bank and cash; null until answered. */
  resources: resourcesResponseSchema.nullable().optional(),
  /** Issue 18: the people in the home, members[0] the applicant; null until answered. */
  household: householdSchema.nullable().optional(),
  /** Issue 18: the home and mailing address, or no stable home; null until answered. */
  homeAddress: homeAddressSchema.nullable().optional(),
  /**
   * Issue 18: true when the expedited SNAP screen kept at submission flagged the application
   * for 7-day service (decision 0330); false for drafts and other submissions.
   */
  expeditedSnap: z.boolean().optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** GET /api/applications (the dashboard list). */
export const applicationsResponseSchema = z.array(applicationSchema);

/** SPEC 5: benefit selection needs at least one (the web's step 2 form). */
export const benefitSelectionSchema = z.object({
  selectedBenefits: z
    .array(benefitIdField, 'benefitsRequired')
    .min(1, 'benefitsRequired')
    .max(benefitIds.length, 'benefitUnknown')
    .refine((ids) => new Set(ids).size === ids.length, 'benefitUnknown'),
});

/** SPEC 5: work verification needs a choice (step 3). */
export const workVerificationChoiceSchema = z.object({
  needsWorkVerification: z.boolean('workChoiceRequired'),
});

/**
 * DESIGN: answers are saved as they are entered. PATCH /api/applications/{id} on a draft:
 * benefits, the work-verification answer and the business-expenses answer.
 */
export const updateApplicationSchema = z.object({
  selectedBenefits: benefitSelectionSchema.shape.selectedBenefits.optional(),
  needsWorkVerification: z.boolean('workChoiceRequired').optional(),
  hasBusinessExpenses: z.boolean('requestInvalid').nullable().optional(),
  furthestStep: z.enum(wizardSteps, 'requestInvalid').optional(),
  currentCategoryIndex: z
    .number('requestInvalid')
    .int('requestInvalid')
    .min(0, 'requestInvalid')
    .max(100, 'requestInvalid')
    .optional(),
  currentExpenseSourceIndex: z
    .number('requestInvalid')
    .int('requestInvalid')
    .min(0, 'requestInvalid')
    .max(100, 'requestInvalid')
    .optional(),
});
export type UpdateApplicationInput = z.input<typeof updateApplicationSchema>;
export type UpdateApplication = z.output<typeof updateApplicationSchema>;
