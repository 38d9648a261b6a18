import {
  type ApplicantLanguage,
  confirmationNumber,
  type ExpeditedSnapScreen,
  type Language,
  nextStepsAfterSubmission,
  programNextStepsText,
  type RiskAssessment,
  type SubmitRequest,
  submissionBlocker,
} from '@benefits/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { lockApplication } from '../../db/ownedRows.js';
import { submissionConfirmationEmail } from '../../email/templates.js';
import { HttpError } from '../../http/errors.js';
import { type ApplicationRow, createApplicationsRepository } from '../applications/repository.js';
import { numbered, ownedApplication } from '../applications/service.js';
import type { NumberedApplicationRow } from '../applications/toApplication.js';
import { expeditedSnapOf } from '../homeCosts/service.js';
import { applicationRisk } from '../risk/service.js';
import { createApplicationDataLoader } from '../summaries/applicationData.js';
import { benefitNames, domainLanguage } from './benefitNames.js';
import { createSubmissionRepository, type SubmissionSnapshot } from './repository.js';

export interface SubmissionOutcome<Row extends ApplicationRow = ApplicationRow> {
  status: 'submitted';
  application: Row;
  confirmationNumber: string;
  submittedAt: Date;
  alreadySubmitted: boolean;
}

/** A submitted application's first confirmation; 409 for any other status without one. */
function firstSubmission(row: ApplicationRow): SubmissionOutcome {
  if (row.status === 'draft' || !row.submittedAt) throw new HttpError(409, 'applicationNotDraft');
  return {
    status: 'submitted',
    application: row,
    confirmationNumber: row.confirmationNumber ?? confirmationNumber(row.id, row.submittedAt),
    submittedAt: row.submittedAt,
    alreadySubmitted: true,
  };
}

/**
 * SPEC 4 and issue 7: what a submission keeps. The risk is the one computed now, the one the
 * applicant was shown; missing attestations or High issues without the acknowledgement are
 * refused (422) before anything is kept.
 */
export function submissionSnapshot(
  id: number,
  body: SubmitRequest,
  risk: RiskAssessment,
  submittedAt: Date,
  expeditedSnap: ExpeditedSnapScreen,
): SubmissionSnapshot {
  const blocker = submissionBlocker(body, risk);
  if (blocker === 'attestationRequired') throw new HttpError(422, 'submitNeedsAttestations');
  if (blocker) throw new HttpError(422, 'submitNeedsAcknowledgement');
  return {
    submittedAt,
    confirmationNumber: confirmationNumber(id, submittedAt),
    attestations: { ...body.attestations },
    acknowledgedIssues: body.acknowledgeIssues,
    riskAtSubmission: risk,
    expeditedSnap,
  };
}

export function createSubmissionService(context: AppContext) {
  const applications = createApplicationsRepository(context);
  async function sendConfirmation(
    user: { email: string; firstName: string; language: ApplicantLanguage | null } | undefined,
    outcome: SubmissionOutcome,
    requestLanguage: Language,
    log: FastifyBaseLogger,
  ) {
    if (!user) return;
    // Decision 0841: the account's language when known, else the request's.
    const language = user.language ?? requestLanguage;
    const domain = domainLanguage(language);
    try {
      await context.email.send(
        submissionConfirmationEmail(
          user.email,
          {
            firstName: user.firstName,
            confirmationNumber: outcome.confirmationNumber,
            benefits: benefitNames(outcome.application.selectedBenefits, domain),
            nextSteps: nextStepsAfterSubmission(outcome.application.selectedBenefits, {
              date: outcome.submittedAt,
              expedited: outcome.application.expeditedSnap?.status === 'expedited',
            }).map((steps) => programNextStepsText(steps, domain)),
            helpContacts: context.config.helpContacts,
          },
          language,
        ),
      );
    } catch {
      // The submission stands; the page shows the number. Nothing personal is logged.
      log.warn({ applicationId: outcome.application.id }, 'submission confirmation email failed');
    }
  }

  return {
    /**
     * SPEC 4 and DESIGN: the risk is recomputed here; missing attestations or High issues
     * without the acknowledgement are refused (422). A repeated or concurrent submit returns
     * the first confirmation and never submits twice.
     */
    async submit(
      userId: string,
      id: number,
      body: SubmitRequest,
      language: Language,
      log: FastifyBaseLogger,
    ): Promise<SubmissionOutcome<NumberedApplicationRow>> {
      const outcome = await submitOnce(userId, id, body, language, log);
      return { ...outcome, application: await numbered(applications, userId, outcome.application) };
    },
  };

  async function submitOnce(
    userId: string,
    id: number,
    body: SubmitRequest,
    language: Language,
    log: FastifyBaseLogger,
  ): Promise<SubmissionOutcome> {
    const user = await context.authRepository.findUserById(userId);
    // Decision 0383: one transaction holding the application row, so no write to its parts
    // lands between reading them and marking it submitted (those writes wait, then get 409).
    const outcome = await context.db.transaction(async (tx) => {
      const scoped = { ...context, db: tx };
      const applications = createApplicationsRepository(scoped);
      await lockApplication(tx, userId, id, 'update');
      const current = await ownedApplication(applications, userId, id);
      if (current.status !== 'draft') return firstSubmission(current);
      const data = await createApplicationDataLoader(scoped)(userId, id);
      const submittedAt = context.clock();
      const risk = applicationRisk(data, submittedAt);
      const expedited = expeditedSnapOf(data, user?.zipCode, submittedAt);
      const snapshot = submissionSnapshot(id, body, risk, submittedAt, expedited);
      const row = await createSubmissionRepository(scoped).submitDraft(userId, id, snapshot);
      if (!row) return firstSubmission(await ownedApplication(applications, userId, id));
      return {
        status: 'submitted',
        application: row,
        confirmationNumber: snapshot.confirmationNumber,
        submittedAt,
        alreadySubmitted: false,
      } satisfies SubmissionOutcome;
    });
    if (outcome.alreadySubmitted) return outcome;
    // The applicant read once, before the transaction: for the ZIP code and for the email.
    await sendConfirmation(user, outcome, language, log);
    return outcome;
  }
}
