import { describe, expect, it } from 'vitest';
import { extractBenefitLetter, extractSsaBenefit } from './letters.js';
import { toLines } from './textLines.js';

const WEEKLY_LABELS = [
  'Weekly Benefit Amount:',
  'Your weekly benefit amount is',
  'Weekly benefit rate',
  'WEEKLY BENEFIT AMOUNT (WBA)',
];
const AMOUNTS: [string, number][] = [
  ['$450', 45000],
  ['$450.00', 45000],
  ['450.00', 45000],
  ['$ 450.00', 45000],
  ['USD 450.00', 45000],
  ['S450.00', 45000],
  ['$1,012.50', 101250],
];

describe('unemployment award letters as states word them', () => {
  const cases = WEEKLY_LABELS.flatMap((label) =>
    AMOUNTS.map(([amount, cents]) => ({ name: `${label} ${amount}`, label, amount, cents })),
  );
  it.each(cases)('$name', ({ label, amount, cents }) => {
    const fields = extractBenefitLetter(
      toLines(
        [
          'OHIO DEPARTMENT OF JOB AND FAMILY SERVICES',
          'Date: 02/12/2025',
          'Claim effective date 02/02/2025',
          'NOTICE OF UNEMPLOYMENT BENEFIT DETERMINATION',
          `${label}   ${amount}`,
        ].join('\n'),
      ),
    );
    expect(fields.income[0]).toMatchObject({
      category: 'unemployment',
      amountCents: cents,
      frequency: 'weekly',
    });
  });
});

describe('Social Security award letters', () => {
  it.each([
    ['$1,834.00', 183400],
    ['1,834.00', 183400],
    ['$1,834', 183400],
  ])('the benefit before deductions: %s', (amount, cents) => {
    const fields = extractSsaBenefit(
      toLines(
        [
          'Social Security Administration',
          'Retirement, Survivors and Disability Insurance',
          'Notice of Award',
          `Your monthly benefit before any deductions is ${amount}. We must deduct $185.00`,
          'for Medicare medical insurance.',
        ].join('\n'),
      ),
    );
    expect(fields.income[0]).toMatchObject({ amountCents: cents, frequency: 'monthly' });
  });
});
