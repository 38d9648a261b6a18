// SPEC 5: phone is auto-formatted as (xxx) xxx-xxxx (max length 14) and sent as digits only.
export const PHONE_DIGITS = 10;
export const FORMATTED_PHONE_LENGTH = 14;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Formats what the applicant typed so far; extra digits beyond 10 are dropped. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value).slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
