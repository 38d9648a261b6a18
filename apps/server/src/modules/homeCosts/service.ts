import { type ExpeditedSnapScreen, screenExpeditedSnap, taxYearOn } from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { createApplicationsRepository } from '../applications/repository.js';
import { draftAnswer } from '../applications/service.js';
import { type ApplicationData, createApplicationDataLoader } from '../summaries/applicationData.js';

/**
 * Issue 18: the expedited SNAP screen of an application's data (7 CFR 273.2(i)). A submitted
 * application answers with the screen kept at its submission; a draft is screened now. The
 * ZIP code is the application's, else the account's (set on step 2, the same one).
 */
export function expeditedSnapOf(
  data: ApplicationData,
  accountZipCode: string | null | undefined,
  today: Date,
): ExpeditedSnapScreen {
  const { application } = data;
  if (application.status !== 'draft' && application.expeditedSnap) return application.expeditedSnap;
  return screenExpeditedSnap(
    {
      selectedBenefits: application.selectedBenefits,
      zipCode: application.zipCode ?? accountZipCode,
      entries: data.entries,
      expenses: data.expenses,
      taxYear: taxYearOn(today),
      homeCosts: application.homeCosts,
      resources: application.resources,
    },
    application.submittedAt ?? today,
  );
}

export function createHomeCostsService(context: AppContext) {
  const applications = createApplicationsRepository(context);
  const load = createApplicationDataLoader(context);

  return {
    /** PUT /api/applications/:id/home-costs: the draft's housing and care costs, all at once. */
    saveHomeCosts: draftAnswer(applications, 'homeCosts'),
    /** PUT /api/applications/:id/resources: the draft's money in the bank and cash. */
    saveResources: draftAnswer(applications, 'resources'),
    /** GET /api/applications/:id/expedited-snap: the owner's only (404 otherwise). */
    async expeditedSnap(userId: string, id: number): Promise<ExpeditedSnapScreen> {
      const data = await load(userId, id);
      const user = await context.authRepository.findUserById(userId);
      return expeditedSnapOf(data, user?.zipCode, context.clock());
    },
  };
}
