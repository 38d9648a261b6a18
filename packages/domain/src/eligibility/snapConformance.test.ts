import { describe, expect, it } from 'vitest';
import { S, snapCases } from './conformance/snapCases.test-util.js';
import { estimateHousehold } from './estimate.js';
import { estimateRequestSchema } from './schema.js';

// Issue 17 target: every SNAP amount within $1 of the official computation.
const cases = snapCases();
const LOWER_BOUND = ['snapUtilityAllowanceUnknown', 'snapUtilityAllowanceLowestArea'];

describe('SNAP conformance suite', () => {
  it('has at least 60 cases, each with a unique id and an official source', () => {
    // FNS's Basis of Issuance rows (decision 0481): official computations, matched to the dollar.
    expect(cases.filter((c) => c.sources.includes('issuance26') && c.expected.exact)).toHaveLength(
      15,
    );
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) for (const key of c.sources) expect(S[key].url).toMatch(/^https:\/\//);
  });

  it.each(cases.map((c) => [c.id, c.title, c] as const))('%s: %s', (_id, _title, c) => {
    const request = estimateRequestSchema.parse({ ...c.request, asOf: c.asOf });
    const snap = estimateHousehold(request, c.asOf).programs.find((p) => p.program === 'snap')!;
    expect(snap.eligible).toBe(c.expected.eligible);
    const tolerance = c.expected.exact ? 0 : 1;
    expect(Math.abs(snap.monthlyAmount! - c.expected.amount)).toBeLessThanOrEqual(tolerance);
    const flagged = snap.reasons.some((r) => LOWER_BOUND.includes(r.code));
    expect(flagged).toBe(c.expected.lowerBound === true);
  });
});
