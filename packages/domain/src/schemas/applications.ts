import { z } from 'zod';
import { benefitIds } from '../catalogs/benefits.js';
import { zipCodeField } from './fields.js';

// SPEC 3: application statuses.
export const applicationStatuses = ['draft', 'submitted', 'approved', 'denied'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const benefitIdField = z.enum(benefitIds, 'benefitUnknown');

/** SPEC 7 POST /api/applications: created as a draft (SPEC 4). */
export const createApplicationSchema = z.object({
  selectedBenefits: z.array(benefitIdField).max(benefitIds.length).default([]),
  needsWorkVerification: z.boolean().default(false),
  zipCode: zipCodeField.optional(),
  status: z.literal('draft').default('draft'),
});
export type CreateApplicationInput = z.input<typeof createApplicationSchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  status: z.enum(applicationStatuses),
  createdAt: z.string(),
  selectedBenefits: z.array(z.enum(benefitIds)),
  needsWorkVerification: z.boolean(),
  zipCode: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** SPEC 2 dashboard: in progress means draft or submitted. */
export function isInProgress(status: ApplicationStatus): boolean {
  return status === 'draft' || status === 'submitted';
}

export interface ApplicationCounts {
  total: number;
  approved: number;
  inProgress: number;
}

export function applicationCounts(
  applications: readonly { status: ApplicationStatus }[],
): ApplicationCounts {
  return {
    total: applications.length,
    approved: applications.filter((application) => application.status === 'approved').length,
    inProgress: applications.filter((application) => isInProgress(application.status)).length,
  };
}
