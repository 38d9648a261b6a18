import type { AppContext } from '../../context.js';
import { createApplicationsRepository } from '../applications/repository.js';
import { draftAnswer } from '../applications/service.js';

/**
 * Issue 18 item 1: the people in the home and the address of the applicant's own draft (404 for
 * anyone else's, 409 once submitted). Each answer replaces the one before as a whole.
 */
export function createHouseholdService(context: AppContext) {
  const applications = createApplicationsRepository(context);
  return {
    saveHousehold: draftAnswer(applications, 'household'),
    saveHomeAddress: draftAnswer(applications, 'homeAddress'),
  };
}
