import { describe, expect, it } from 'vitest';
import { confirmationOf, nextSteps } from './confirmation';
import { phoneHref } from './helpApi';

describe('step 13 confirmation number (DESIGN: BEN-{year}-{id padded to 6})', () => {
  it("uses the server's number when it belongs to this application", () => {
    expect(
      confirmationOf({ id: 42, confirmationNumber: 'BEN-2026-000042', submittedAt: null }),
    ).toBe('BEN-2026-000042');
  });

  it("builds it from the id and the submission time otherwise (the domain's format)", () => {
    expect(
      confirmationOf({
        id: 42,
        confirmationNumber: 'BEN-2026-000041',
        submittedAt: '2026-11-23T01:30:00.000Z',
      }),
    ).toBe('BEN-2026-000042');
    expect(
      confirmationOf({ id: 7, confirmationNumber: null, submittedAt: '2025-12-31T23:59:00Z' }),
    ).toBe('BEN-2025-000007');
  });

  it('has none before submission or with a broken time', () => {
    expect(confirmationOf({ id: 7, confirmationNumber: null, submittedAt: null })).toBeNull();
    expect(
      confirmationOf({ id: 7, confirmationNumber: undefined, submittedAt: 'soon' }),
    ).toBeNull();
  });

  it('lists four steps of what happens next', () => {
    expect(nextSteps).toHaveLength(4);
  });
});

describe('phoneHref', () => {
  it('dials US numbers with +1 and keeps other digits', () => {
    expect(phoneHref('1-800-555-0100')).toBe('tel:+18005550100');
    expect(phoneHref('(312) 555-0100')).toBe('tel:+13125550100');
    expect(phoneHref('311')).toBe('tel:311');
  });
});
