import { describe, expect, it } from 'vitest';
import { groupByCategory, verificationState } from './grouping';

describe('groupByCategory (SPEC 2)', () => {
  it('groups by category name in the wizard order, keeping entry order inside a group', () => {
    const groups = groupByCategory([
      { id: 1, categoryId: 3 },
      { id: 2, categoryId: 1 },
      { id: 3, categoryId: 3 },
      { id: 4, categoryId: 1 },
    ]);
    expect(
      groups.map((group) => [group.name, group.categoryId, group.entries.map((e) => e.id)]),
    ).toEqual([
      ['Wages, Salaries, Tips', 1, [2, 4]],
      ['Social Security Benefits', 3, [1, 3]],
    ]);
  });

  it("puts unknown categories together under 'Other', last, after 'Other Income'", () => {
    const groups = groupByCategory([
      { id: 1, categoryId: 999 },
      { id: 2, categoryId: 15 },
      { id: 3, categoryId: 42 },
      { id: 4, categoryId: 2 },
    ]);
    expect(
      groups.map((group) => [group.name, group.categoryId, group.entries.map((e) => e.id)]),
    ).toEqual([
      ['Self-Employment Income', 2, [4]],
      ['Other Income', 15, [2]],
      ['Other', null, [1, 3]],
    ]);
  });

  it('gives no groups for no entries', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('verificationState (SPEC 4)', () => {
  it('is unverified without a verification', () => {
    expect(verificationState(null)).toBe('unverified');
    expect(verificationState(undefined)).toBe('unverified');
  });

  it("uses the server's status when it sends one", () => {
    expect(verificationState({ status: 'needs_review', analysisPending: false })).toBe(
      'needs_review',
    );
    expect(verificationState({ status: 'verified', analysisPending: true })).toBe('verified');
    expect(verificationState({ status: 'analysis_pending' })).toBe('analysis_pending');
  });

  it('shows a note alone as explained, not verified, whatever was stored (issue 18)', () => {
    expect(verificationState({ method: 'notes', status: 'verified' })).toBe('explained');
    expect(verificationState({ method: 'notes' })).toBe('explained');
    expect(verificationState({ method: 'payroll', status: 'explained' })).toBe('explained');
  });

  it('falls back to analysisPending when there is no known status', () => {
    expect(verificationState({ analysisPending: true })).toBe('analysis_pending');
    expect(verificationState({ analysisPending: false, status: 'something' })).toBe('verified');
    expect(verificationState({})).toBe('verified');
  });
});
