import { describe, expect, it } from 'vitest';
import { classifyDocument } from './classifyDocument.js';

// Decision 0964: a Social Security letter is known by what it says it pays, not only by its
// letterhead. Seen: a small phone photo of an SSA award letter in the project's real-layout
// corpus (ssa-award-2, corpus/real) whose OCR lost the 'Social Security Administration'
// letterhead; its body ('the full monthly Social Security benefit before any deductions is
// $2,110.20') was classed as other. Each body sentence below is how SSA award and benefit
// letters state the payment; each is tried with and without the letterhead and salutation.

const BODIES = [
  'Beginning March 2025, the full monthly Social Security benefit before any deductions is $2,110.20.',
  'The regular monthly Social Security payment is $1,925.00.',
  'Your Social Security benefits will be $1,412.00 each month.',
  'We will pay you Social Security payments of $980.00 on the third of each month.',
];
const HEADS = [
  ['Office of Central Operations, 1500 Woodlawn Drive, Baltimore, Maryland 21241-1500'],
  ['Social Security Administration', 'Retirement, Survivors and Disability Insurance'],
];

describe('an SSA letter by its body', () => {
  const cases = BODIES.flatMap((body) =>
    HEADS.flatMap((head, index) =>
      [true, false].map((dear) => ({
        name: `${body.slice(0, 40)} | head ${index + 1} | ${dear ? 'with' : 'no'} salutation`,
        text: [...head, 'Date: April 2, 2025', ...(dear ? ['Dear Mx. Nguyen:'] : []), body].join(
          '\n',
        ),
      })),
    ),
  );
  it.each(cases)('$name', ({ text }) => {
    expect(classifyDocument(text).documentClass).toBe('ssa_benefit');
  });
});

describe('others naming Social Security stay what they are', () => {
  it.each([
    {
      name: 'a pay stub with a Social Security tax row',
      kind: 'pay_stub',
      text: 'Earnings Statement\nGross Pay 1,000.00\nSocial Security 62.00\nNet Pay 850.00',
    },
    {
      name: 'a state pension award letter saying Social Security benefits are not affected',
      kind: 'benefit_letter',
      text: 'State Teachers Retirement System\nBenefit Award Notice\nDear Member:\nYour monthly pension benefit is $1,800.00. Your Social Security benefits are not affected.',
    },
    {
      name: 'an unemployment letter',
      kind: 'benefit_letter',
      text: 'Department of Labor\nDear Claimant:\nYour weekly benefit amount is $420.00 for this benefit year.\nSocial Security payments may reduce it.',
    },
  ])('$name', ({ text, kind }) => {
    expect(classifyDocument(text).documentClass).toBe(kind);
  });
});
