import { describe, expect, it } from 'vitest';
import {
  applicantOrdinals,
  applicationCounts,
  isInProgress,
} from '../catalogs/applicationStatuses.js';
import {
  applicationSchema,
  benefitSelectionSchema,
  createApplicationSchema,
  updateApplicationSchema,
  workVerificationChoiceSchema,
} from './applications.js';
import { apiErrorSchema } from './errors.js';
import { issues } from './issues.test-util.js';

describe('applications (SPEC 3, 4, 5, 7)', () => {
  it('creates a draft with no benefits by default', () => {
    expect(createApplicationSchema.parse({})).toEqual({
      selectedBenefits: [],
      needsWorkVerification: false,
      status: 'draft',
    });
    expect(
      createApplicationSchema.parse({
        selectedBenefits: ['snap'],
        needsWorkVerification: true,
        zipCode: '12345',
        status: 'draft',
      }),
    ).toMatchObject({ selectedBenefits: ['snap'], zipCode: '12345' });
    expect(issues(createApplicationSchema, { selectedBenefits: ['food'] })).toEqual({
      'selectedBenefits.0': 'benefitUnknown',
    });
  });

  it('SPEC 5: selection needs at least one benefit', () => {
    expect(issues(benefitSelectionSchema, { selectedBenefits: [] })).toEqual({
      selectedBenefits: 'benefitsRequired',
    });
    expect(issues(benefitSelectionSchema, {})).toEqual({ selectedBenefits: 'benefitsRequired' });
    expect(issues(benefitSelectionSchema, { selectedBenefits: ['snap', 'snap'] })).toEqual({
      selectedBenefits: 'benefitUnknown',
    });
    expect(benefitSelectionSchema.parse({ selectedBenefits: ['wic'] })).toEqual({
      selectedBenefits: ['wic'],
    });
  });

  it('SPEC 5: work verification needs a choice', () => {
    expect(issues(workVerificationChoiceSchema, {})).toEqual({
      needsWorkVerification: 'workChoiceRequired',
    });
    expect(workVerificationChoiceSchema.parse({ needsWorkVerification: false })).toEqual({
      needsWorkVerification: false,
    });
  });

  it('DESIGN: saves answers as they are entered', () => {
    expect(updateApplicationSchema.parse({ hasBusinessExpenses: true })).toEqual({
      hasBusinessExpenses: true,
    });
    expect(issues(updateApplicationSchema, { selectedBenefits: [] })).toEqual({
      selectedBenefits: 'benefitsRequired',
    });
    expect(updateApplicationSchema.parse({ furthestStep: 'income-categories' })).toEqual({
      furthestStep: 'income-categories',
    });
    expect(issues(updateApplicationSchema, { furthestStep: 'nowhere' })).toEqual({
      furthestStep: 'requestInvalid',
    });
    expect(updateApplicationSchema.parse({ currentCategoryIndex: 4 })).toEqual({
      currentCategoryIndex: 4,
    });
    expect(issues(updateApplicationSchema, { currentCategoryIndex: -1 })).toEqual({
      currentCategoryIndex: 'requestInvalid',
    });
  });

  it('describes an application', () => {
    const application = {
      id: 1,
      userId: 'u',
      status: 'submitted',
      createdAt: '2026-01-01',
      selectedBenefits: ['snap'],
      needsWorkVerification: false,
      zipCode: null,
      confirmationNumber: 'BEN-2026-000001',
    };
    expect(applicationSchema.parse(application)).toEqual(application);
  });

  it('issue 18: counts a submitted application as submitted, not in progress', () => {
    expect(isInProgress('draft')).toBe(true);
    expect(isInProgress('submitted')).toBe(false);
    expect(isInProgress('denied')).toBe(false);
    expect(
      applicationCounts([
        { status: 'draft' },
        { status: 'submitted' },
        { status: 'submitted' },
        { status: 'approved' },
        { status: 'denied' },
      ]),
    ).toEqual({ total: 5, inProgress: 1, submitted: 2, approved: 1 });
    expect(applicationCounts([{ status: 'submitted' }])).toEqual({
      total: 1,
      inProgress: 0,
      submitted: 1,
      approved: 0,
    });
  });

  it("issue 18: numbers a user's applications from 1 in the order they were started", () => {
    // Global ids 7, 12 and 30; the list comes newest first, as the API sends it.
    const ordinals = applicantOrdinals([
      { id: 30, createdAt: '2026-11-20T10:00:00.000Z' },
      { id: 12, createdAt: new Date('2026-11-01T10:00:00.000Z') },
      { id: 7, createdAt: '2026-11-01T10:00:00.000Z' },
    ]);
    expect([...ordinals.entries()].sort(([a], [b]) => a - b)).toEqual([
      [7, 1],
      [12, 2],
      [30, 3],
    ]);
    expect(applicantOrdinals([{ id: 2, createdAt: '2026-11-25' }]).get(2)).toBe(1);
  });

  it('describes API errors', () => {
    const error = { message: 'Bad', errors: [{ field: 'amount', message: 'Amount is required' }] };
    expect(apiErrorSchema.parse(error)).toEqual(error);
  });
});
