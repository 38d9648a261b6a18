import { z } from 'zod';
import {
  agreeToTermsField,
  emailField,
  firstNameField,
  lastNameField,
  phoneField,
  textField,
  zipCodeField,
} from './fields.js';

/** SPEC 5 landing registration form; also the body of POST /api/register. */
export const registrationSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: phoneField,
  zipCode: zipCodeField,
  agreeToTerms: agreeToTermsField,
});
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const signInCodeRequestSchema = z.object({ email: emailField });
export type SignInCodeRequest = z.output<typeof signInCodeRequestSchema>;

export const SIGN_IN_CODE_LENGTH = 6;
export const signInVerifySchema = z.object({
  email: emailField,
  code: textField('codeInvalid')
    .trim()
    .regex(/^\d{6}$/, 'codeInvalid'),
});
export type SignInVerify = z.output<typeof signInVerifySchema>;

const text = textField();
const optionalText = textField().nullable();
export const currentUserSchema = z.object({
  id: text,
  firstName: text,
  lastName: text,
  email: text,
  phone: optionalText,
  zipCode: optionalText,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What the web needs to warn before the idle limit (DESIGN: sessions). */
export const sessionStatusSchema = z.object({
  idleExpiresAt: textField(),
  absoluteExpiresAt: textField(),
});
export type SessionStatus = z.infer<typeof sessionStatusSchema>;
