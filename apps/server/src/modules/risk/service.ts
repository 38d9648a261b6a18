import {
  type ApplicationStatus,
  assessRisk,
  type RiskAssessment,
  riskAssessmentSchema,
} from '@benefits/domain';
import type { ApplicationData } from '../summaries/applicationData.js';

/** SPEC 5 risk rules over what is stored, computed by packages/domain. */
export function applicationRisk(data: ApplicationData, taxYear: number): RiskAssessment {
  return assessRisk({
    entries: data.entries,
    expenses: data.expenses,
    documents: data.documents,
    taxYear,
  });
}

/**
 * The risk the applicant saw and acknowledged when they submitted. A submitted application
 * keeps showing it, even after a new tax year's mileage rate or a rule change would give a
 * different answer today.
 */
export function riskAtSubmission(application: {
  status: ApplicationStatus;
  riskAtSubmission: unknown;
}): RiskAssessment | null {
  if (application.status === 'draft') return null;
  const stored = riskAssessmentSchema.safeParse(application.riskAtSubmission);
  return stored.success ? stored.data : null;
}
