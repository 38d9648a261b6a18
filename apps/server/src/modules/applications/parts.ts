import type { DataAccess } from '../../db/storedJson.js';
import { createDocumentsRepository } from '../documents/repository.js';
import { createExpensesRepository } from '../expenses/repository.js';
import { createIncomeRepository, type IncomeEntryRow } from '../income/repository.js';
import { createApplicationsRepository } from './repository.js';
import { ownedApplication, partOfOwnedDraft } from './service.js';

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

/**
 * The applicant's own rows of one of their applications (income sources, expenses, documents):
 * 404 when the application is not theirs. The rows are read by the user's id and the
 * application's, so the ownership look-up runs only when there are none, not on every read
 * (decision 0460).
 */
export async function ownedApplicationParts<Row>(
  repositories: Pick<ApplicationRepositories, 'applications'> & {
    parts: { listForApplication(userId: string, applicationId: number): Promise<Row[]> };
  },
  userId: string,
  applicationId: number,
): Promise<Row[]> {
  const rows = await repositories.parts.listForApplication(userId, applicationId);
  if (rows.length === 0) await ownedApplication(repositories.applications, userId, applicationId);
  return rows;
}

/** The `list` use case of one kind of part, each row shown as the API shows it. */
export function listOwnedParts<Row, View>(
  applications: ApplicationRepositories['applications'],
  parts: { listForApplication(userId: string, applicationId: number): Promise<Row[]> },
  toView: (row: Row) => View,
) {
  return async (userId: string, applicationId: number): Promise<View[]> =>
    (await ownedApplicationParts({ applications, parts }, userId, applicationId)).map(toView);
}
