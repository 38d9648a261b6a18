// SPEC 2 submission and DESIGN: confirmation id shown as BEN-{year}-{id padded to 6}.
export const CONFIRMATION_PREFIX = 'BEN';

/** e.g. confirmationNumber(42, new Date('2026-03-01')) === 'BEN-2026-000042' (UTC year). */
export function confirmationNumber(applicationId: number, submittedAt: Date): string {
  return `${CONFIRMATION_PREFIX}-${submittedAt.getUTCFullYear()}-${String(applicationId).padStart(6, '0')}`;
}

const CONFIRMATION = /^BEN-(\d{4})-(\d{6,})$/;

/** The year and application id of a confirmation number, or undefined if it is not one. */
export function parseConfirmationNumber(
  text: string,
): { year: number; applicationId: number } | undefined {
  const match = CONFIRMATION.exec(text.trim().toUpperCase());
  if (!match) return undefined;
  return { year: Number(match[1]), applicationId: Number(match[2]) };
}
