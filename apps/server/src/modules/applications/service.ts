import {
  applicantOrdinals,
  type CreateApplication,
  isWizardStep,
  type UpdateApplication,
  type WizardStep,
  wizardStepNumber,
} from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import {
  type ApplicationChanges,
  type ApplicationRow,
  type ApplicationsRepository,
  createApplicationsRepository,
} from './repository.js';
import type { NumberedApplicationRow } from './toApplication.js';

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

/**
 * Issue 18: the row with the applicant's own number for it, counted over their applications
 * in the order they were started (the same count as the list's).
 */
export async function numbered(
  repository: ApplicationsRepository,
  userId: string,
  row: ApplicationRow,
): Promise<NumberedApplicationRow> {
  return { ...row, applicantNumber: Math.max(1, await repository.applicantNumber(userId, row.id)) };
}

/**
 * Issue 18: replaces whole answers (the household, the home costs, ...) on the owner's draft:
 * 404 for another's, 409 once submitted, also when submitted meanwhile (decision 0383).
 */
export async function saveDraftAnswers(
  repository: ApplicationsRepository,
  userId: string,
  id: number,
  changes: ApplicationChanges,
): Promise<NumberedApplicationRow> {
  const draft = await ownedDraft(repository, userId, id);
  const row = await repository.update(userId, draft.id, changes);
  if (!row) throw new HttpError(409, 'applicationNotDraft');
  return numbered(repository, userId, row);
}

/** A use case that replaces one whole answer of the owner's draft (`saveDraftAnswers`). */
export function draftAnswer<K extends keyof ApplicationChanges>(
  repository: ApplicationsRepository,
  key: K,
) {
  return (userId: string, id: number, value: ApplicationChanges[K]) =>
    saveDraftAnswers(repository, userId, id, { [key]: value } as Pick<ApplicationChanges, K>);
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
    async list(userId: string): Promise<NumberedApplicationRow[]> {
      const rows = await repository.listForUser(userId);
      const ordinals = applicantOrdinals(rows);
      return rows.map((row) => ({ ...row, applicantNumber: ordinals.get(row.id) ?? 1 }));
    },
    async get(userId: string, id: number): Promise<NumberedApplicationRow> {
      const row = await repository.findNumberedForUser(userId, id);
      if (!row) throw notFound('applicationNotFound');
      return row;
    },

    /** SPEC 4: created as a draft. */
    async create(userId: string, body: CreateApplication): Promise<NumberedApplicationRow> {
      const { selectedBenefits, needsWorkVerification, zipCode } = body;
      const values = { selectedBenefits: [...new Set(selectedBenefits)], needsWorkVerification };
      return numbered(repository, userId, await repository.create(userId, { ...values, zipCode }));
    },

    /** DESIGN: answers are saved as they are entered (issue 4: and the furthest step reached). */
    async update(
      userId: string,
      id: number,
      body: UpdateApplication,
    ): Promise<NumberedApplicationRow> {
      const draft = await ownedDraft(repository, userId, id);
      const { furthestStep, ...answers } = body;
      const row = await repository.update(userId, draft.id, {
        ...answers,
        furthestStep: furthest(draft.furthestStep, furthestStep),
      });
      if (!row) throw new HttpError(409, 'applicationNotDraft');
      return numbered(repository, userId, row);
    },
  };
}
