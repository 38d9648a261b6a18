import type { ExtractedIncome } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { extractedItemKey } from './extracted';
import {
  checkedItem,
  fieldsToCheck,
  type IncomeCheck,
  resolveChecks,
  validateCheck,
} from './incomeChecks';

const item: ExtractedIncome = {
  category: 'wages',
  source: 'Acme Supplies Corp.',
  amount: 2000,
  frequency: 'biweekly',
  documentSource: 'pay stub (stub.jpg)',
  confidence: 0.82,
  fieldsToConfirm: [],
};

describe('which extracted fields the applicant checks (decision 0262)', () => {
  it.each([
    ['the reader lists none', item, []],
    ['the reader lists the amount', { ...item, fieldsToConfirm: ['amount'] }, ['amount']],
    ['the frequency is unknown', { ...item, frequency: 'unknown' }, ['frequency']],
    [
      'the frequency is one the form does not offer',
      { ...item, frequency: 'quarterly' },
      ['frequency'],
    ],
    // Issue 18: the form offers twice a month, so a stub that says so needs no check.
    ['the frequency is twice a month', { ...item, frequency: 'semi-monthly' }, []],
    [
      'no list and confidence 0.69 (an AI reading)',
      { ...item, fieldsToConfirm: undefined, confidence: 0.69 },
      ['amount', 'frequency', 'source'],
    ],
    ['no list and confidence 0.7', { ...item, fieldsToConfirm: undefined, confidence: 0.7 }, []],
    [
      'no list and no confidence (50%)',
      { ...item, fieldsToConfirm: undefined, confidence: undefined },
      ['amount', 'frequency', 'source'],
    ],
  ] as const)('%s', (_, candidate, expected) => {
    expect(fieldsToCheck(candidate as ExtractedIncome)).toEqual(expected);
  });
});

describe('the check form', () => {
  it.each([
    [
      { source: ' Acme ', amount: '1,250.5', frequency: 'weekly' },
      { ok: true, values: { source: 'Acme', amount: '1250.50', frequency: 'weekly' } },
    ],
    [
      { source: '', amount: '', frequency: undefined },
      {
        ok: false,
        errors: {
          source: 'incomeSourceRequired',
          amount: 'amountRequired',
          frequency: 'frequencyInvalid',
        },
      },
    ],
    [
      { source: 'Acme', amount: '-5', frequency: 'weekly' },
      { ok: false, errors: { amount: 'amountInvalid' } },
    ],
  ] as const)('%o -> %o', (form, expected) => {
    expect(validateCheck(form)).toEqual(expected);
  });
});

describe('resolving the checks before Continue', () => {
  const unsure = { ...item, source: 'Blue Heron', frequency: 'unknown' };
  const leftOut = { ...item, source: 'Riverbend', fieldsToConfirm: ['amount' as const] };
  const values = { source: 'Blue Heron Coffee', amount: '900.00', frequency: 'weekly' as const };

  it('keeps sure items, waits for unchecked ones, uses checked ones and drops those left out', () => {
    const checks = new Map<string, IncomeCheck>([
      [extractedItemKey(leftOut), { status: 'left_out' }],
    ]);
    expect(resolveChecks([item, unsure, leftOut], checks, extractedItemKey)).toEqual({
      ready: [item],
      waiting: [unsure],
    });
    checks.set(extractedItemKey(unsure), { status: 'checked', values });
    const { ready, waiting } = resolveChecks([item, unsure, leftOut], checks, extractedItemKey);
    expect(waiting).toEqual([]);
    expect(ready).toEqual([item, checkedItem(unsure, values)]);
    expect(ready[1]).toMatchObject({
      source: 'Blue Heron Coffee',
      amount: 900,
      frequency: 'weekly',
      fieldsToConfirm: [],
    });
    expect(fieldsToCheck(ready[1]!)).toEqual([]);
  });
});
