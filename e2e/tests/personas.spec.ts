import { expect, test } from '@playwright/test';
import { justMeAndAddress, othersAndAddress } from '../support/household';
import {
  type AgencyExpectations,
  expectAgencyReady,
  type PersonaPlan,
  walkPersona,
} from '../support/persona';
import { PHONE } from '../support/wizard';

// Issue 18's persona journeys (the W-2 worker with one pay stub is journey-a.spec.ts). Each goes
// from the landing page to the confirmation at phone size with axe on every step, prints its
// taps and keystrokes, and reads back through the API what a SNAP and a Medicaid agency need.
// - (b) a mother of two in Illinois with child support and rent: her rent and heat are more
//   than her income and money, so SNAP's expedited screen (7 CFR 273.2(i)(1)(iii)) flags her
//   application, and what happens next says 7 days on the confirmation and the View page;
// - (c) a man of 67 who lives alone on Social Security, with rent and the medical costs SNAP
//   takes off for people 60 or older (7 CFR 273.9(d)(3));
// - (d) a gig driver paid through an app (self-employment, a green card holder) who drives 150
//   miles a week for it; the miles come off his self-employment income (7 CFR 273.11(a)).

test.use({ viewport: PHONE });

const personas: {
  title: string;
  plan: PersonaPlan;
  agency: AgencyExpectations;
  expedited: boolean;
}[] = [
  {
    title: 'persona (b): a parent of two with child support and rent; SNAP within 7 days',
    expedited: true,
    plan: {
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
    },
    agency: {
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
    },
  },
  {
    title: 'persona (c): 67, on Social Security, with rent and medical costs',
    expedited: false,
    plan: {
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
    },
    agency: {
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
    },
  },
  {
    title: 'persona (d): a gig driver with mileage',
    expedited: false,
    plan: {
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
    },
    agency: {
      members: [['Luis', 'self', '1988-11-02']],
      county: 'Sangamon',
      homeCosts: {
        housing: 'rent',
        housingCost: { amount: '800.00', frequency: 'monthly' },
        utilityBills: ['electricity', 'phone'],
      },
      resources: { checking: '300.00' },
      incomes: [['Rideshare driving', 'Luis']],
    },
  },
];

for (const { title, plan, agency, expedited } of personas) {
  test(title, async ({ page }) => {
    test.setTimeout(420_000);
    const { applicationId } = await walkPersona(page, plan);
    const application = await expectAgencyReady(page, applicationId, agency);
    // Issue 18 item 4: the reply carries the flag, and the next steps say 7 days where it is set.
    expect(application.expeditedSnap).toBe(expedited);
    if (!expedited) return;
    await expect(page.getByTestId('next-snap')).toContainText('within 7 days');
    await page.goto(`/applications/${applicationId}`);
    await expect(page.getByTestId('next-snap')).toContainText('within 7 days');
  });
}
