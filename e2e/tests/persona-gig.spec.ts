import { test } from '@playwright/test';
import { justMeAndAddress } from '../support/household';
import { expectAgencyReady, walkPersona } from '../support/persona';
import { PHONE } from '../support/wizard';

// Issue 18, persona (d): a gig driver paid through an app (self-employment) who drives 150
// miles a week for it; the mileage comes off his self-employment income (7 CFR 273.11(a)).

test.use({ viewport: PHONE });

test('persona (d): a gig driver with mileage', async ({ page }) => {
  test.setTimeout(300_000);
  const { applicationId } = await walkPersona(page, {
    name: 'persona d (gig driver)',
    person: { firstName: 'Luis', lastName: 'Ortega', phone: '5558887777', zipCode: '62704' },
    benefits: ['snap', 'medicaid-magi'],
    needsWorkVerification: true,
    household: (p, ia) =>
      justMeAndAddress(p, {
        ia,
        you: { dateOfBirth: '1988-11-02', sex: 'male', citizenship: 'permanent_resident' },
      }),
    incomes: [
      {
        categoryId: 2,
        income: { source: 'Rideshare driving', amount: '650', frequency: 'weekly' },
        note: 'The app pays me each week. I can show the app screen at the office.',
      },
    ],
    expenses: [{ description: 'Miles I drive for work', milesPerWeek: '150' }],
    homeCosts: { housing: 'rent', housingCost: '800', bills: ['electricity', 'phone'] },
    resources: { checking: '300' },
  });

  await expectAgencyReady(page, applicationId, {
    members: [['Luis', 'self', '1988-11-02']],
    county: 'Sangamon',
    homeCosts: {
      housing: 'rent',
      housingCost: { amount: '800.00', frequency: 'monthly' },
      utilityBills: ['electricity', 'phone'],
    },
    resources: { checking: '300.00' },
    incomes: [['Rideshare driving', 'Luis']],
  });
});
