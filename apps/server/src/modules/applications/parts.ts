import type { DataAccess } from '../../db/storedJson.js';
import { createDocumentsRepository } from '../documents/repository.js';
import { createExpensesRepository } from '../expenses/repository.js';
import { createIncomeRepository, type IncomeEntryRow } from '../income/repository.js';
import { createApplicationsRepository } from './repository.js';
import { partOfOwnedDraft } from './service.js';

/**
 * The repositories of the applicant's applications and their parts: income sources
 * (`incomeEntries`), expenses and documents. Every query takes the signed-in user's id.
 */
export function applicationRepositories(access: DataAccess) {
  return {
    applications: createApplicationsRepository(access),
    incomeEntries: createIncomeRepository(access),
    expenses: createExpensesRepository(access),
    documents: createDocumentsRepository(access),
  };
}

export type ApplicationRepositories = ReturnType<typeof applicationRepositories>;

/** The applicant's own income source on a draft application: 404 otherwise, 409 once submitted. */
export function incomeEntryOnDraft(
  repositories: Pick<ApplicationRepositories, 'applications' | 'incomeEntries'>,
  userId: string,
  id: number,
): Promise<IncomeEntryRow> {
  const { applications, incomeEntries } = repositories;
  return partOfOwnedDraft(applications, incomeEntries, userId, id, 'incomeEntryNotFound');
}
