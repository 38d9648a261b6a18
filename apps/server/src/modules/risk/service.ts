import { assessRisk, type RiskAssessment } from '@benefits/domain';
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
