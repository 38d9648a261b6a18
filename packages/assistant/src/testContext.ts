import type { ApplicantContext } from './types.js';

/**
 * A fixed sample applicant (tests and bench:chat): two jobs and Social Security, one source
 * verified, on step 8. Monthly: 1,200 + 650 x 26 / 12 (1,408.33) + 900 = 3,508.33.
 */
export const sampleApplicantContext: ApplicantContext = {
  firstName: 'Maria',
  application: {
    id: 42,
    status: 'draft',
    selectedBenefits: ['snap', 'medicaid-magi'],
    needsWorkVerification: true,
    furthestStep: 'income-verification',
    hasBusinessExpenses: null,
  },
  incomeEntries: [
    {
      id: 1,
      categoryId: 1,
      source: 'Maple Leaf Home Care',
      amount: '1200.00',
      frequency: 'monthly',
      isW2Income: true,
      hoursPerWeek: 12,
      verification: { method: 'documents' },
    },
    {
      id: 2,
      categoryId: 2,
      source: 'DoorDash deliveries',
      amount: '650.00',
      frequency: 'biweekly',
      isW2Income: false,
      hoursPerWeek: null,
      verification: null,
    },
    {
      id: 3,
      categoryId: 3,
      source: 'Social Security',
      amount: '900.00',
      frequency: 'monthly',
      verification: null,
    },
  ],
  documentsCount: 2,
};
