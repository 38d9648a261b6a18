import { HttpError, notFound } from '../../http/errors.js';
import type { ApplicationRow, ApplicationsRepository } from './repository.js';

/** The signed-in applicant's application, or 404 (also for anyone else's). */
export async function ownedApplication(
  repository: ApplicationsRepository,
  userId: string,
  id: number,
): Promise<ApplicationRow> {
  const row = await repository.findForUser(userId, id);
  if (!row) throw notFound('applicationNotFound');
  return row;
}

/** Issue 4: writes to an application that is no longer a draft are refused with 409. */
export async function ownedDraft(
  repository: ApplicationsRepository,
  userId: string,
  id: number,
): Promise<ApplicationRow> {
  const row = await ownedApplication(repository, userId, id);
  if (row.status !== 'draft') throw new HttpError(409, 'applicationNotDraft');
  return row;
}
