import { formatPhone, phoneDigits } from '@benefits/domain';

/**
 * What the applicant typed or pasted, as (xxx) xxx-xxxx (SPEC 5). No US area code starts
 * with 1, so a leading 1 is the country code (+1 555 123 4567, typed, pasted or autofilled)
 * and is dropped.
 */
export function normalizePhoneInput(value: string): string {
  const digits = phoneDigits(value);
  return formatPhone(digits.startsWith('1') ? digits.slice(1) : digits);
}
