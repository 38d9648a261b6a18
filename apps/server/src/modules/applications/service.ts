import {
  type CreateApplication,
  isWizardStep,
  type UpdateApplication,
  type WizardStep,
  wizardStepNumber,
} from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import {
  type ApplicationRow,
  type ApplicationsRepository,
  createApplicationsRepository,
} from './repository.js';

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

/**
 * A row that belongs to one of the applicant's applications (an income source, an expense, a
 * document), for a change: 404 when it is not theirs, 409 once its application is submitted.
 */
export async function partOfOwnedDraft<Row extends { applicationId: number }>(
  applications: ApplicationsRepository,
  parts: { findForUser(userId: string, id: number): Promise<Row | undefined> },
  userId: string,
  id: number,
  notFoundKey: Parameters<typeof notFound>[0],
): Promise<Row> {
  const row = await parts.findForUser(userId, id);
  if (!row) throw notFound(notFoundKey);
  await ownedDraft(applications, userId, row.applicationId);
  return row;
}

/** The furthest step only moves forward: going back to fix an answer keeps the place. */
function furthest(current: string | null, reached: WizardStep | undefined): WizardStep | undefined {
  if (!reached) return undefined;
  if (isWizardStep(current) && wizardStepNumber(current) >= wizardStepNumber(reached))
    return current;
  return reached;
}

export function createApplicationService(context: AppContext) {
  const repository = createApplicationsRepository(context);
  return {
    list: (userId: string) => repository.listForUser(userId),
    get: (userId: string, id: number) => ownedApplication(repository, userId, id),

    /** SPEC 4: created as a draft. */
    async create(userId: string, body: CreateApplication): Promise<ApplicationRow> {
      const { selectedBenefits, needsWorkVerification, zipCode } = body;
      const values = { selectedBenefits: [...new Set(selectedBenefits)], needsWorkVerification };
      return repository.create(userId, { ...values, zipCode });
    },

    /** DESIGN: answers are saved as they are entered (issue 4: and the furthest step reached). */
    async update(userId: string, id: number, body: UpdateApplication): Promise<ApplicationRow> {
      const draft = await ownedDraft(repository, userId, id);
      const { furthestStep, ...answers } = body;
      const row = await repository.update(userId, draft.id, {
        ...answers,
        furthestStep: furthest(draft.furthestStep, furthestStep),
      });
      if (!row) throw new HttpError(409, 'applicationNotDraft');
      return row;
    },
  };
}
