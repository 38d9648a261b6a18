import { describe, expect, it } from 'vitest';
import { type EstimateRequestInput, estimateRequestSchema } from './schema.js';
import { snapCategorical } from './snapCategorical.js';

// 7 CFR 273.2(j)(2) with the FNS BBCE chart rows (decision 0302).
const run = (input: EstimateRequestInput, asOf = '2026-01-15', earned = 0) => {
  const request = estimateRequestSchema.parse(input);
  const gross = request.incomes.reduce((sum, income) => sum + income.amount * 100, 0);
  return snapCategorical({
    request,
    asOf,
    region: 'contiguous',
    povertyYear: 2025,
    grossCents: gross,
    earnedCents: earned,
  });
};
const codes = (result: ReturnType<typeof run>) => result.reasons.map((r) => r.code);
const elder = { age: 70, relationship: 'self' } as const;
const adult = { age: 30, relationship: 'self' } as const;

describe('SNAP categorical eligibility', () => {
  it('is not known before the BBCE table starts', () => {
    const result = run({ state: 'CA', members: [adult] }, '2025-09-01');
    expect(codes(result)).toEqual(['snapBbceUnknown']);
    expect(result).toMatchObject({ categorical: false, netTest: true });
  });

  it('has no gross limit for elderly households in Idaho, but keeps the asset limit and net test', () => {
    const under = run({ state: 'ID', members: [elder], assets: 4_000 });
    expect(codes(under)).toEqual(['snapBbceNoGrossLimit']);
    expect(under).toMatchObject({ categorical: true, netTest: true });
    const over = run({ state: 'ID', members: [elder], assets: 6_000 });
    expect(codes(over)).toEqual(['snapBbceAssetsFail']);
    expect(over).toMatchObject({ categorical: false, netTest: true });
  });

  it('raises New York to 200 % with dependent care costs (OTDA 16-ADM-06)', () => {
    const members = [adult, { age: 3, relationship: 'child' }] as const;
    const incomes = [{ member: 0, kind: 'pension', amount: 3_400, frequency: 'monthly' }] as const;
    expect(codes(run({ state: 'NY', members: [...members], incomes: [...incomes] }))).toEqual([
      'snapBbceFail',
    ]);
    const withCare = run({
      state: 'NY',
      members: [...members],
      incomes: [...incomes],
      expenses: { dependentCare: 100 },
    });
    expect(withCare.reasons[0]).toMatchObject({ code: 'snapBbcePass', values: { percent: 200 } });
  });

  it('counts a Georgia household as elderly only when everyone is 60+ or disabled', () => {
    const mixed = run({ state: 'GA', members: [elder, { age: 30, relationship: 'spouse' }] });
    expect(mixed.reasons[0]?.values?.percent).toBe(130);
    const both = run({ state: 'GA', members: [elder, { age: 66, relationship: 'spouse' }] });
    expect(both.reasons[0]?.values?.percent).toBe(200);
  });

  it('keeps the fiscal year guidelines when the state moved to guidelines not in the table', () => {
    // Washington moves to the 2027 guidelines on 2027-04-01 (WAC 388-414-0001); 2027 is not known.
    const result = run({ state: 'WA', members: [adult] }, '2027-05-01');
    expect(result.reasons[0]?.values?.limit).toBe(2_609);
  });
});
