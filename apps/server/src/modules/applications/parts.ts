import type { DataAccess } from '../../db/storedJson.js';
import { createDocumentsRepository } from '../documents/repository.js';
import { createExpensesRepository } from '../expenses/repository.js';
import { createIncomeRepository } from '../income/repository.js';
import { createApplicationsRepository } from './repository.js';

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
