import { z } from 'zod';
import { FORMATTED_PHONE_LENGTH, PHONE_DIGITS, phoneDigits } from '../formats/phone.js';

// Field schemas shared by every form and body. Messages are keys of messages/en.ts.

/** Text that must not be blank, trimmed, at most `max` characters; one message for all. */
export function requiredTextField<Key extends string>(key: Key, max: number) {
  return z.string(key).trim().min(1, key).max(max, key);
}

export const firstNameField = requiredTextField('firstNameRequired', 100);
export const lastNameField = requiredTextField('lastNameRequired', 100);

export const emailField = z
  .string('emailInvalid')
  .trim()
  .toLowerCase()
  .max(254, 'emailInvalid')
  .pipe(z.email('emailInvalid'));

/**
 * SPEC 5: 'Valid phone number is required' (fewer than the 14 characters of a full
 * (xxx) xxx-xxxx, i.e. fewer than 10 digits) and 'Phone number must be 10 digits'.
 * Accepts the formatted text of the form and the digits of the request body alike;
 * the output is always the 10 digits.
 */
export const phoneField = z
  .string('phoneInvalid')
  .trim()
  .max(FORMATTED_PHONE_LENGTH + 6, 'phoneDigits')
  .refine((value) => phoneDigits(value).length >= PHONE_DIGITS, 'phoneInvalid')
  .refine((value) => phoneDigits(value).length <= PHONE_DIGITS, 'phoneDigits')
  .transform(phoneDigits);

/** SPEC 5 and 9: ZIP min 5 characters (5-10 in the wizard). We accept a US ZIP or ZIP+4. */
export const zipCodeField = z
  .string('zipInvalid')
  .trim()
  .regex(/^\d{5}(-?\d{4})?$/, 'zipInvalid');

export const agreeToTermsField = z.literal(true, 'termsRequired');
