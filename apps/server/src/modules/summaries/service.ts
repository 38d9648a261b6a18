import {
  type EnhancedFinancialSummaryResponse,
  enhancedFinancialSummary,
  type FinancialSummaryResponse,
  financialSummary,
  programIncomeViews,
  ruleDay,
  stateOfZip,
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
      const today = context.clock();
      const taxYear = taxYearOn(today);
      const summary = enhancedFinancialSummary({
        entries: data.entries,
        expenses: data.expenses,
        analysis: storedDocumentsAnalysis(data.documents),
        taxYear,
      });
      // Issue 18 item 4: what SNAP and Medicaid/CHIP each count, with the day's rule figures.
      const programs = programIncomeViews({
        entries: data.entries,
        expenses: data.expenses,
        taxYear,
        asOf: ruleDay(today),
        // The application's ZIP code is set on step 2; until then the account's (the same one).
        state: stateOfZip(
          data.application.zipCode ?? (await context.authRepository.findUserById(userId))?.zipCode,
        ),
      });
      return { ...summary, programs };
    },
  };
}
