import {
  type EstimateResponse,
  estimateApplication,
  estimateAssetsOf,
  estimateExpensesOf,
  homeState,
  type Language,
  renderEstimate,
  taxYearOn,
} from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { createApplicationDataLoader } from '../summaries/applicationData.js';

/**
 * Issue 17 item 4: the estimate from what the applicant's own application holds (404 for
 * anyone else's), worded in their language; nothing is stored.
 */
export function createApplicationEstimateService(context: AppContext) {
  const load = createApplicationDataLoader(context);
  return async function applicationEstimate(
    userId: string,
    applicationId: number,
    language: Language,
  ): Promise<EstimateResponse> {
    const data = await load(userId, applicationId);
    // The application's ZIP code is set on step 2; until then the account's (the same one).
    const zipCode =
      data.application.zipCode ?? (await context.authRepository.findUserById(userId))?.zipCode;
    const today = context.clock();
    const { household, homeAddress } = data.application;
    const estimate = estimateApplication(
      {
        zipCode,
        // Issue 18: the people and the home address's state, as soon as they are answered.
        household,
        state: homeAddress ? homeState(homeAddress) : null,
        entries: data.entries,
        expenses: data.expenses,
        // Issue 18: housing and care costs and money in the bank, once answered.
        homeCosts: data.application.homeCosts && estimateExpensesOf(data.application.homeCosts),
        assets: data.application.resources && estimateAssetsOf(data.application.resources),
        taxYear: taxYearOn(today),
      },
      today,
    );
    return renderEstimate(estimate, language);
  };
}
