import { describe, expect, it } from 'vitest';
import { methodsFor } from './methods';

describe('methodsFor (SPEC 2 and 6)', () => {
  it('offers payroll for W-2 sources and categories 1 and 2', () => {
    expect(methodsFor({ categoryId: 1 })).toEqual(['documents', 'payroll', 'bank', 'notes']);
    expect(methodsFor({ categoryId: 2, isW2Income: false })).toContain('payroll');
    expect(methodsFor({ categoryId: 7, isW2Income: true })).toContain('payroll');
  });

  it('leaves payroll out for other income', () => {
    expect(methodsFor({ categoryId: 3, isW2Income: false })).toEqual([
      'documents',
      'bank',
      'notes',
    ]);
    expect(methodsFor({ categoryId: 5, isW2Income: null })).toEqual(['documents', 'bank', 'notes']);
  });
});
