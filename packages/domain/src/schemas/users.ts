import type { z } from 'zod';
import { APPLICANT_ID_PATTERN } from '../formats/applicantId.js';
import { FORMATTED_PHONE_LENGTH, PHONE_DIGITS, phoneDigits } from '../formats/phone.js';
import { registrationSchema } from './auth.js';
import { textField } from './fields.js';

// SPEC 5 wizard account form and SPEC 7 POST /api/users.

/** SPEC 5: in the wizard the phone is optional; when given, the landing form's rules apply. */
export const optionalPhoneField = textField('phoneInvalid')
  .trim()
  .max(FORMATTED_PHONE_LENGTH + 6, 'phoneDigits')
  .refine((value) => value === '' || phoneDigits(value).length >= PHONE_DIGITS, 'phoneInvalid')
  .refine((value) => value === '' || phoneDigits(value).length <= PHONE_DIGITS, 'phoneDigits')
  .transform((value) => (value === '' ? undefined : phoneDigits(value)))
  .optional();

/** SPEC 3: applicantId 'APP-' + timestamp + 5 uppercase letters. */
export const applicantIdField = textField('applicantIdInvalid')
  .trim()
  .regex(APPLICANT_ID_PATTERN, 'applicantIdInvalid');

/**
 * SPEC 5 wizard account form (the web's form): the landing form's fields, the phone optional.
 * ZIP: 5 to 10 characters, see zipCodeField.
 */
export const accountFormSchema = registrationSchema.extend({ phone: optionalPhoneField });
export type AccountFormInput = z.input<typeof accountFormSchema>;
export type AccountForm = z.output<typeof accountFormSchema>;

/**
 * SPEC 7 POST /api/users: the account form plus applicantId (made in the browser with
 * `generateApplicantId`; the server makes one when it is missing).
 */
export const createUserSchema = accountFormSchema.extend({
  applicantId: applicantIdField.optional(),
});
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUser = z.output<typeof createUserSchema>;
