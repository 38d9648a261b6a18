import { assessRisk, type RiskAssessment, taxYearOn } from '@benefits/domain';
import type { AppContext } from '../../context.js';
import type { ApplicationRow } from '../applications/repository.js';
import { type ApplicationData, createApplicationDataLoader } from '../summaries/applicationData.js';

/** SPEC 5 risk rules over what is stored, computed by packages/domain. */
export function applicationRisk(data: ApplicationData, today: Date): RiskAssessment {
  return assessRisk({
    entries: data.entries,
    expenses: data.expenses,
    documents: data.documents,
    taxYear: taxYearOn(today),
  });
}

/**
 * The risk the applicant saw and acknowledged when they submitted. A submitted application
 * keeps showing it, even after a new tax year's mileage rate or a rule change would give a
 * different answer today.
 */
export function riskAtSubmission(
  application: Pick<ApplicationRow, 'status' | 'riskAtSubmission'>,
): RiskAssessment | null {
  return application.status === 'draft' ? null : application.riskAtSubmission;
}

export function createRiskService(context: AppContext) {
  const load = createApplicationDataLoader(context);
  return {
    /** DESIGN: { flags, overallRisk, valid }; for a submitted application, the one recorded. */
    async current(userId: string, applicationId: number): Promise<RiskAssessment> {
      const data = await load(userId, applicationId);
      return riskAtSubmission(data.application) ?? applicationRisk(data, context.clock());
    },
  };
}
