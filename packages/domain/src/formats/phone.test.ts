import { describe, expect, it } from 'vitest';
import { FORMATTED_PHONE_LENGTH, formatPhone, PHONE_DIGITS, phoneDigits } from './phone.js';

describe('phone', () => {
  it('SPEC 9: 10 digits, formatted max length 14', () => {
    expect(PHONE_DIGITS).toBe(10);
    expect(FORMATTED_PHONE_LENGTH).toBe(14);
  });

  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555123456789', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['abc', ''],
  ])('formatPhone(%j) = %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
    expect(formatPhone(typed).length).toBeLessThanOrEqual(FORMATTED_PHONE_LENGTH);
  });

  it('sends digits only', () => {
    expect(phoneDigits('(555) 123-4567')).toBe('5551234567');
  });
});
