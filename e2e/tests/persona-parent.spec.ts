import { expect, test } from '@playwright/test';
import { othersAndAddress } from '../support/household';
import { expectAgencyReady, walkPersona } from '../support/persona';
import { PHONE } from '../support/wizard';

// Issue 18, persona (b): a mother of two in Illinois, child support from the children's father
// and rent. Her rent and heat are more than her income and money, so SNAP's expedited screen
// (7 CFR 273.2(i)(1)(iii)) flags her application for 7-day service, and what happens next says
// 7 days on the confirmation and on the View page.

test.use({ viewport: PHONE });

test('persona (b): a parent of two with child support and rent; SNAP within 7 days', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { applicationId } = await walkPersona(page, {
    name: 'persona b (parent of two)',
    person: { firstName: 'Keisha', lastName: 'Brown', phone: '5552223333', zipCode: '62704' },
    benefits: ['snap', 'medicaid-magi'],
    needsWorkVerification: false,
    household: (p, ia) =>
      othersAndAddress(p, {
        ia,
        you: { dateOfBirth: '1991-06-12', sex: 'female', citizenship: 'citizen' },
        people: [
          {
            firstName: 'Jalen',
            lastName: 'Brown',
            dateOfBirth: '2016-09-03',
            relationship: 'child',
            sex: 'male',
            ticks: ['student'],
          },
          {
            firstName: 'Amara',
            lastName: 'Brown',
            dateOfBirth: '2019-02-20',
            relationship: 'child',
            sex: 'female',
          },
        ],
      }),
    incomes: [
      {
        categoryId: 16,
        income: { source: 'Child support', amount: '400', frequency: 'monthly' },
        note: 'Their father pays me $400 each month through the state.',
      },
    ],
    homeCosts: { housing: 'rent', housingCost: '900', bills: ['heating_cooling'] },
    resources: { checking: '60' },
  });

  const application = await expectAgencyReady(page, applicationId, {
    members: [
      ['Keisha', 'self', '1991-06-12'],
      ['Jalen', 'child', '2016-09-03'],
      ['Amara', 'child', '2019-02-20'],
    ],
    county: 'Sangamon',
    homeCosts: {
      housing: 'rent',
      housingCost: { amount: '900.00', frequency: 'monthly' },
      utilityBills: ['heating_cooling'],
    },
    resources: { checking: '60.00' },
    incomes: [['Child support', 'Keisha']],
  });
  expect(application.expeditedSnap).toBe(true);
  await expect(page.getByTestId('next-snap')).toContainText('within 7 days');
  await page.goto(`/applications/${applicationId}`);
  await expect(page.getByTestId('next-snap')).toContainText('within 7 days');
});
