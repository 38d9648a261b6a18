import { describe, expect, it } from 'vitest';
import type { ApplicationRow } from '../applications/repository.js';
import type { IncomeEntryRow } from '../income/repository.js';
import { toApplicantContext } from './applicantContext.js';

const application = {
  id: 7,
  userId: 'u1',
  status: 'draft',
  // The repository has parsed the stored values (a benefit no longer listed is left out there).
  selectedBenefits: ['snap'],
  needsWorkVerification: true,
  zipCode: '60601',
  hasBusinessExpenses: null,
  furthestStep: 'no-such-step',
  currentCategoryIndex: 0,
  submittedAt: null,
  createdAt: new Date(),
  updatedAt: new Date(),
} as ApplicationRow;

const entry = (id: number, change: Partial<IncomeEntryRow>) =>
  ({
    id,
    applicationId: 7,
    userId: 'u1',
    categoryId: 1,
    source: 'Corner Market',
    amount: '100.00',
    frequency: 'weekly',
    isW2Income: true,
    dontKnowAmount: false,
    comment: 'private comment',
    confidence: null,
    hoursPerWeek: 10,
    verification: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...change,
  }) as IncomeEntryRow;

describe('toApplicantContext', () => {
  it('keeps only what the assistant needs, from the one application', () => {
    const context = toApplicantContext(application, [
      entry(1, {
        verification: {
          method: 'payroll',
          status: 'verified',
          details: null,
          verifiedAt: 'x',
          analysisPending: false,
          documentIds: [],
          transactionIds: ['t1'],
          notes: 'private note',
          confidence: null,
        },
      }),
      entry(2, { verification: null }),
      entry(3, { applicationId: 8 }),
    ]);
    expect(context.application).toEqual({
      id: 7,
      status: 'draft',
      selectedBenefits: ['snap'],
      needsWorkVerification: true,
      furthestStep: null,
      hasBusinessExpenses: null,
    });
    expect(context.incomeEntries.map((e) => [e.id, e.verification])).toEqual([
      [1, { method: 'payroll' }],
      [2, null],
    ]);
    expect(JSON.stringify(context)).not.toMatch(/private comment|private note|60601|u1/);
  });

  it('has no application when the user has none', () => {
    expect(toApplicantContext(undefined, [])).toEqual({ application: null, incomeEntries: [] });
  });
});
