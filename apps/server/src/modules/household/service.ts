import type { HomeAddress, Household } from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { type ApplicationRow, createApplicationsRepository } from '../applications/repository.js';
import { ownedDraft } from '../applications/service.js';

/**
 * Issue 18 item 1: the people in the home and the address of the applicant's own draft (404 for
 * anyone else's, 409 once submitted). Each answer replaces the one before as a whole.
 */
export function createHouseholdService(context: AppContext) {
  const applications = createApplicationsRepository(context);
  async function save(
    userId: string,
    id: number,
    changes: { household: Household } | { homeAddress: HomeAddress },
  ): Promise<ApplicationRow> {
    const draft = await ownedDraft(applications, userId, id);
    return (await applications.update(userId, draft.id, changes)) ?? draft;
  }
  return {
    saveHousehold: (userId: string, id: number, household: Household) =>
      save(userId, id, { household }),
    saveHomeAddress: (userId: string, id: number, homeAddress: HomeAddress) =>
      save(userId, id, { homeAddress }),
  };
}
