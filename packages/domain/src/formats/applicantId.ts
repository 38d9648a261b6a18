// SPEC 3: the wizard creates applicantId as 'APP-' + a timestamp + 5 random uppercase letters.
export const APPLICANT_ID_PATTERN = /^APP-\d{1,16}[A-Z]{5}$/;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface ApplicantIdSources {
  /** Milliseconds since the epoch (Date.now in the app). */
  now: () => number;
  /** A number in [0, 1) (Math.random, or crypto-backed, in the app). */
  random: () => number;
}

export function generateApplicantId(sources: ApplicantIdSources): string {
  let letters = '';
  for (let i = 0; i < 5; i += 1) {
    const index = Math.min(LETTERS.length - 1, Math.max(0, Math.floor(sources.random() * 26)));
    letters += LETTERS[index];
  }
  return `APP-${Math.trunc(sources.now())}${letters}`;
}

export function isApplicantId(value: unknown): value is string {
  return typeof value === 'string' && APPLICANT_ID_PATTERN.test(value);
}
