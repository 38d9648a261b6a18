import { describe, expect, it } from 'vitest';
import { documentsOutcome } from './documentOutcome';

const entry = { source: 'Corner Grocery', categoryId: 1, amount: '1000.00', frequency: 'monthly' };

describe('documentsOutcome (SPEC 2: within 10 percent)', () => {
  it('is verified at exactly 10 percent off and needs review just past it', () => {
    expect(
      documentsOutcome([{ source: 'Corner Grocery', amount: 1100, frequency: 'monthly' }], entry),
    ).toBe('verified');
    expect(
      documentsOutcome([{ source: 'Corner Grocery', amount: 900, frequency: 'monthly' }], entry),
    ).toBe('verified');
    expect(
      documentsOutcome(
        [{ source: 'Corner Grocery', amount: 1100.01, frequency: 'monthly' }],
        entry,
      ),
    ).toBe('needs_review');
  });

  it('compares monthly amounts (weekly pay against a monthly report)', () => {
    // 230.77 a week is 1000.00 a month by 52/12.
    expect(
      documentsOutcome(
        [{ source: 'Corner Grocery', amount: '230.77', frequency: 'weekly' }],
        entry,
      ),
    ).toBe('verified');
    expect(
      documentsOutcome([{ source: 'Corner Grocery', amount: '1000', frequency: 'weekly' }], entry),
    ).toBe('needs_review');
  });

  it('prefers items whose payer matches the source', () => {
    const items = [
      { source: 'Other Employer', amount: 1000, frequency: 'monthly' },
      { source: 'CORNER GROCERY LLC', amount: 2000, frequency: 'monthly' },
    ];
    expect(documentsOutcome(items, entry)).toBe('needs_review');
  });

  it('matches by the document source too', () => {
    const items = [
      {
        source: 'Unknown',
        documentSource: 'corner grocery pay stub',
        amount: 1000,
        frequency: 'monthly',
      },
      { source: 'Other', amount: 5000, frequency: 'monthly' },
    ];
    expect(documentsOutcome(items, { ...entry, source: 'corner grocery' })).toBe('verified');
  });

  it('uses every item when no payer matches', () => {
    expect(documentsOutcome([{ source: 'ACME', amount: 1050, frequency: 'monthly' }], entry)).toBe(
      'verified',
    );
  });

  it('needs review when nothing was extracted', () => {
    expect(documentsOutcome([], entry)).toBe('needs_review');
  });
});
