import {
  type EnhancedFinancialSummaryResponse,
  enhancedFinancialSummary,
  type FinancialSummaryResponse,
  financialSummary,
  taxYearOn,
} from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { applicationRepositories } from '../applications/parts.js';
import { ownedApplication } from '../applications/service.js';
import { storedDocumentsAnalysis } from '../documents/analysis.js';
import { toIncomeEntry } from '../income/incomeEntry.js';
import { createApplicationDataLoader } from './applicationData.js';

/** Summaries are computed by packages/domain from the stored entries; nothing is stored. */
export function createSummaryService(context: AppContext) {
  const { applications, incomeEntries: entries } = applicationRepositories(context);
  const load = createApplicationDataLoader(context);
  return {
    async financial(userId: string, applicationId: number): Promise<FinancialSummaryResponse> {
      const application = await ownedApplication(applications, userId, applicationId);
      const rows = await entries.listForApplication(userId, application.id);
      return financialSummary(rows.map(toIncomeEntry));
    },

    /** Entries, expenses and the documents already read (the AI document analysis card). */
    async enhanced(
      userId: string,
      applicationId: number,
    ): Promise<EnhancedFinancialSummaryResponse> {
      const data = await load(userId, applicationId);
      return enhancedFinancialSummary({
        entries: data.entries,
        expenses: data.expenses,
        analysis: storedDocumentsAnalysis(data.documents),
        taxYear: taxYearOn(context.clock()),
      });
    },
  };
}
