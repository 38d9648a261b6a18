import { describe, expect, it } from 'vitest';
import { issues } from './issues.test-util.js';
import { accountFormSchema, createUserSchema } from './users.js';

const form = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  zipCode: '12345',
  agreeToTerms: true,
};

describe('wizard account form (SPEC 5)', () => {
  it('makes the phone optional', () => {
    expect(accountFormSchema.parse(form)).toEqual({ ...form, phone: undefined });
    expect(accountFormSchema.parse({ ...form, phone: '' })).toEqual({ ...form, phone: undefined });
    expect(accountFormSchema.parse({ ...form, phone: '(555) 123-4567' }).phone).toBe('5551234567');
  });

  it.each([
    [{ phone: '(555) 123' }, { phone: 'phoneInvalid' }],
    [{ phone: '(555) 123-456' }, { phone: 'phoneInvalid' }],
    [{ phone: '555123456789' }, { phone: 'phoneDigits' }],
    [{ phone: 5551234567 }, { phone: 'phoneInvalid' }],
    [{ zipCode: '1234' }, { zipCode: 'zipInvalid' }],
    [{ zipCode: '12345-67890' }, { zipCode: 'zipInvalid' }],
    [{ agreeToTerms: false }, { agreeToTerms: 'termsRequired' }],
    [{ firstName: '' }, { firstName: 'firstNameRequired' }],
  ])('%j -> %j', (change, expected) => {
    expect(issues(accountFormSchema, { ...form, ...change })).toEqual(expected);
  });

  it.each(['12345', '12345-6789', '123456789'])('accepts ZIP %s (5 to 10 characters)', (zip) => {
    expect(accountFormSchema.safeParse({ ...form, zipCode: zip }).success).toBe(true);
  });
});

describe('POST /api/users body (SPEC 7)', () => {
  it('adds an optional applicantId in the SPEC 3 format', () => {
    expect(
      createUserSchema.parse({ ...form, applicantId: 'APP-1767225600000ABCDE' }),
    ).toMatchObject({
      applicantId: 'APP-1767225600000ABCDE',
    });
    expect(createUserSchema.parse(form).applicantId).toBeUndefined();
    expect(issues(createUserSchema, { ...form, applicantId: 'APP-1-abcde' })).toEqual({
      applicantId: 'applicantIdInvalid',
    });
  });
});
