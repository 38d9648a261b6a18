import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  currentUserSchema,
  registrationSchema,
  sessionStatusSchema,
  signInCodeRequestSchema,
  signInVerifySchema,
} from './auth.js';
import { agreeToTermsField, emailField, phoneField, zipCodeField } from './fields.js';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

const valid = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'Ana@Example.com ',
  phone: '(555) 123-4567',
  zipCode: '12345',
  agreeToTerms: true,
};

describe('registration schema (SPEC 5 landing form)', () => {
  it('accepts a valid form and normalises it', () => {
    expect(registrationSchema.parse(valid)).toEqual({
      ...valid,
      email: 'ana@example.com',
      phone: '5551234567',
    });
  });

  it.each([
    ['firstName', '', 'firstNameRequired'],
    ['firstName', '   ', 'firstNameRequired'],
    ['firstName', undefined, 'firstNameRequired'],
    ['firstName', 'x'.repeat(101), 'firstNameRequired'],
    ['lastName', '', 'lastNameRequired'],
    ['lastName', 'x'.repeat(101), 'lastNameRequired'],
    ['email', 'not-an-email', 'emailInvalid'],
    ['email', '', 'emailInvalid'],
    ['email', 3, 'emailInvalid'],
    ['email', `${'a'.repeat(250)}@b.co`, 'emailInvalid'],
    ['phone', '(555) 123-456', 'phoneInvalid'],
    ['phone', '', 'phoneInvalid'],
    ['phone', 5551234567, 'phoneInvalid'],
    ['phone', '555123456789', 'phoneDigits'],
    ['phone', '5'.repeat(21), 'phoneDigits'],
    ['zipCode', '1234', 'zipInvalid'],
    ['zipCode', 'abcde', 'zipInvalid'],
    ['zipCode', '123456', 'zipInvalid'],
    ['zipCode', 12345, 'zipInvalid'],
    ['agreeToTerms', false, 'termsRequired'],
    ['agreeToTerms', undefined, 'termsRequired'],
  ])('%s = %j gives %s', (field, value, key) => {
    expect(messages(registrationSchema, { ...valid, [field]: value })).toEqual([key]);
  });
});

describe('field schemas', () => {
  it.each([
    ['(555) 123-4567', '5551234567'],
    ['555-123-4567', '5551234567'],
    ['5551234567', '5551234567'],
    [' 555 123 4567 ', '5551234567'],
  ])('phone %j -> %j', (input, digits) => {
    expect(phoneField.parse(input)).toBe(digits);
  });

  it.each(['12345', '12345-6789', '123456789', ' 12345 '])('ZIP %j is valid', (zip) => {
    expect(zipCodeField.safeParse(zip).success).toBe(true);
  });

  it('lower-cases and trims email', () => {
    expect(emailField.parse('  A@B.CO ')).toBe('a@b.co');
  });

  it('terms must be literally true', () => {
    expect(agreeToTermsField.safeParse(true).success).toBe(true);
    expect(agreeToTermsField.safeParse('true').success).toBe(false);
  });
});

describe('sign-in and session schemas', () => {
  it('needs a 6-digit code', () => {
    expect(signInVerifySchema.parse({ email: 'a@b.co', code: ' 123456 ' }).code).toBe('123456');
    expect(messages(signInVerifySchema, { email: 'a@b.co', code: '12345' })).toEqual([
      'codeInvalid',
    ]);
    expect(messages(signInVerifySchema, { email: 'a@b.co', code: 123456 })).toEqual([
      'codeInvalid',
    ]);
    expect(signInCodeRequestSchema.parse({ email: 'A@B.CO' })).toEqual({ email: 'a@b.co' });
  });

  it('describes the current user and the session', () => {
    const user = {
      id: 'u1',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      phone: null,
      zipCode: '12345',
    };
    expect(currentUserSchema.parse(user)).toEqual(user);
    const session = { idleExpiresAt: 'x', absoluteExpiresAt: 'y' };
    expect(sessionStatusSchema.parse(session)).toEqual(session);
  });
});
