import { test } from '@playwright/test';
import { justMeAndAddress } from '../support/household';
import { expectAgencyReady, walkPersona } from '../support/persona';
import { PHONE } from '../support/wizard';

// Issue 18, persona (c): a man of 67 who lives alone on Social Security, pays rent, and has
// medical costs SNAP takes off for people 60 or older (7 CFR 273.9(d)(3)).

test.use({ viewport: PHONE });

test('persona (c): 67, on Social Security, with rent and medical costs', async ({ page }) => {
  test.setTimeout(300_000);
  const { applicationId } = await walkPersona(page, {
    name: 'persona c (67, Social Security)',
    person: { firstName: 'Walter', lastName: 'Green', phone: '5554446666', zipCode: '62704' },
    benefits: ['snap', 'medicaid-non-magi'],
    needsWorkVerification: false,
    household: (p, ia) =>
      justMeAndAddress(p, {
        ia,
        you: { dateOfBirth: '1959-05-10', sex: 'male', citizenship: 'citizen' },
      }),
    incomes: [
      {
        categoryId: 3,
        income: { source: 'Social Security', amount: '1150', frequency: 'monthly' },
        note: 'My Social Security check comes on the third of each month.',
      },
    ],
    homeCosts: {
      housing: 'rent',
      housingCost: '700',
      bills: ['electricity', 'phone'],
      medical: '180',
    },
    resources: { savings: '1500' },
  });

  await expectAgencyReady(page, applicationId, {
    members: [['Walter', 'self', '1959-05-10']],
    county: 'Sangamon',
    homeCosts: {
      housing: 'rent',
      housingCost: { amount: '700.00', frequency: 'monthly' },
      utilityBills: ['electricity', 'phone'],
      medical: { amount: '180.00', frequency: 'monthly' },
    },
    resources: { savings: '1500.00' },
    incomes: [['Social Security', 'Walter']],
  });
});
