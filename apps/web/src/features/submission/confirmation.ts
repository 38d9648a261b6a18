import { type Application, confirmationNumber, parseConfirmationNumber } from '@benefits/domain';

/**
 * DESIGN: BEN-{year}-{id padded to 6}. The server's number when it is a well-formed one for
 * this application, else the domain's from the id and the submission time; null if neither.
 */
export function confirmationOf(
  application: Pick<Application, 'id' | 'confirmationNumber' | 'submittedAt'>,
): string | null {
  const given = application.confirmationNumber;
  if (given && parseConfirmationNumber(given)?.applicationId === application.id) return given;
  if (!application.submittedAt) return null;
  const at = new Date(application.submittedAt);
  return Number.isNaN(at.getTime()) ? null : confirmationNumber(application.id, at);
}

/** SPEC 2 the submission step: the four steps of what happens next, in order. */
export const nextSteps = ['review', 'interview', 'decision', 'benefits'] as const;
