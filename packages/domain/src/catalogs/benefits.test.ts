import { describe, expect, it } from 'vitest';
import { benefitIds, benefitName, benefitTypeById, benefitTypes, isBenefitId } from './benefits.js';

describe('benefit types (SPEC 3)', () => {
  it.each([
    ['medicaid-magi', 'Medicaid (based on income)'],
    ['snap', 'SNAP (Food Assistance)'],
    ['tanf', 'TANF (Cash Assistance)'],
    ['wic', 'WIC'],
    ['chip', 'CHIP'],
    ['medicaid-non-magi', 'Medicaid (65+, blind or disabled)'],
  ] as const)('%s displays as %s', (id, name) => {
    expect(benefitName(id)).toBe(name);
    expect(benefitTypeById[id].description.length).toBeGreaterThan(10);
  });

  it('has six, in the wizard order', () => {
    expect(benefitTypes.map((b) => b.id)).toEqual([...benefitIds]);
    expect(benefitTypes).toHaveLength(6);
  });

  it('recognises ids', () => {
    expect(isBenefitId('snap')).toBe(true);
    expect(isBenefitId('SNAP')).toBe(false);
    expect(isBenefitId(undefined)).toBe(false);
  });
});
