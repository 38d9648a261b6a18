import { describe, expect, it } from 'vitest';
import { normalizePhoneInput } from './phone';

describe('normalizePhoneInput', () => {
  it('formats as the applicant types', () => {
    expect(normalizePhoneInput('5')).toBe('(5');
    expect(normalizePhoneInput('5551')).toBe('(555) 1');
    expect(normalizePhoneInput('5551234567')).toBe('(555) 123-4567');
    expect(normalizePhoneInput('(555) 123-45678')).toBe('(555) 123-4567');
    expect(normalizePhoneInput('')).toBe('');
  });

  it('drops the +1 country code whether typed, pasted or autofilled', () => {
    expect(normalizePhoneInput('+1 (555) 987-6543')).toBe('(555) 987-6543');
    expect(normalizePhoneInput('+15559876543')).toBe('(555) 987-6543');
    expect(normalizePhoneInput('1')).toBe('');
  });

  it('never exceeds the 14 characters of (xxx) xxx-xxxx', () => {
    expect(normalizePhoneInput('555-123-4567 ext 89').length).toBe(14);
  });
});
