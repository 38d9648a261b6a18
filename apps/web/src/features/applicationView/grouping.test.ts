import type { Expense, IncomeEntry } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import {
  applicationIdFromParam,
  applicationViewPath,
  groupExpenses,
  receiptPath,
} from './grouping';

const entry = (id: number) => ({ id, source: `Source ${id}` }) as IncomeEntry;
const expense = (id: number, incomeEntryId: number) => ({ id, incomeEntryId }) as Expense;

describe('View page grouping', () => {
  it('lists each source with its own expenses, in the order added, and drops orphans', () => {
    const groups = groupExpenses(
      [entry(1), entry(2), entry(3)],
      [expense(5, 2), expense(3, 1), expense(4, 2), expense(9, 99)],
    );
    expect(groups.map((g) => [g.entry.id, g.expenses.map((x) => x.id)])).toEqual([
      [1, [3]],
      [2, [4, 5]],
      [3, []],
    ]);
  });

  it('builds the receipt and page paths, and reads the id from the address', () => {
    expect(receiptPath(12)).toBe('/api/applications/12/receipt.pdf');
    expect(applicationViewPath(12)).toBe('/applications/12');
    expect(applicationIdFromParam('12')).toBe(12);
    expect(applicationIdFromParam('0')).toBeNull();
    expect(applicationIdFromParam('12a')).toBeNull();
    expect(applicationIdFromParam(undefined)).toBeNull();
    expect(applicationIdFromParam('1234567890')).toBeNull();
  });
});
