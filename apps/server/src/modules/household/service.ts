import type { HomeAddress, Household } from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { createApplicationsRepository } from '../applications/repository.js';
import { numbered, ownedDraft } from '../applications/service.js';
import type { NumberedApplicationRow } from '../applications/toApplication.js';

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
  ): Promise<NumberedApplicationRow> {
    const draft = await ownedDraft(applications, userId, id);
    const row = await applications.update(userId, draft.id, changes);
    // Submitted in the meantime (decision 0383).
    if (!row) throw new HttpError(409, 'applicationNotDraft');
    return numbered(applications, userId, row);
  }
  return {
    saveHousehold: (userId: string, id: number, household: Household) =>
      save(userId, id, { household }),
    saveHomeAddress: (userId: string, id: number, homeAddress: HomeAddress) =>
      save(userId, id, { homeAddress }),
  };
}
