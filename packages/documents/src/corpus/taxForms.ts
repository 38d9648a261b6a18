import { type CorpusDocument, onePageDocument } from './expected.js';
import { money } from './format.js';
import { LayoutWriter } from './layout.js';
import {
  clients,
  employerAddresses,
  employers,
  firstLast,
  fullName,
  seededApplicant,
} from './people.js';
import { centsBetween, pick } from './random.js';

function ein(random: () => number): string {
  return `${10 + Math.floor(random() * 89)}-${1000000 + Math.floor(random() * 8999999)}`;
}

/** W-2 Wage and Tax Statement: box 1 wages are the annual income. */
export function w2(seed: number, year = 2024): CorpusDocument {
  const { random, person } = seededApplicant(seed);
  const employer = pick(random, employers);
  const wages = centsBetween(random, 18000, 62000);
  const federal = Math.round(wages * 0.09);
  const page = new LayoutWriter();
  page.text(50, 'Form W-2 Wage and Tax Statement', { size: 14, bold: true });
  page.text(430, String(year), { size: 14, bold: true }).next(14);
  page.text(50, 'Department of the Treasury - Internal Revenue Service', { size: 8 }).next(26);
  page.text(50, "a Employee's social security number", { size: 8 }).next(13);
  page.text(50, `XXX-XX-${1000 + Math.floor(random() * 8999)}`).next(22);
  // Two boxes side by side: their small labels, then their values.
  const boxes = (labels: [string, string], values: [string, string], after: number) => {
    page.text(50, labels[0], { size: 8 });
    page.text(320, labels[1], { size: 8 }).next(13);
    page.text(50, values[0]).text(320, values[1]).next(after);
  };
  const einBoxes: [string, string] = [
    'b Employer identification number (EIN)',
    '1 Wages, tips, other compensation',
  ];
  boxes(einBoxes, [ein(random), money(wages)], 22);
  const employerBoxes: [string, string] = [
    "c Employer's name, address, and ZIP code",
    '2 Federal income tax withheld',
  ];
  boxes(employerBoxes, [employer, money(federal)], 13);
  page.text(50, pick(random, employerAddresses), { size: 9 }).next(22);
  const employeeBoxes: [string, string] = [
    "e Employee's first name and initial  Last name",
    '3 Social security wages',
  ];
  boxes(employeeBoxes, [fullName(person), money(wages)], 13);
  page.text(50, person.street, { size: 9 }).next(12).text(50, person.city, { size: 9 }).next(22);
  const socialSecurity = money(Math.round(wages * 0.062));
  boxes(
    ['4 Social security tax withheld', '5 Medicare wages and tips'],
    [socialSecurity, money(wages)],
    22,
  );
  const medicare = money(Math.round(wages * 0.0145));
  boxes(['6 Medicare tax withheld', '16 State wages, tips, etc.'], [medicare, money(wages)], 30);
  page.text(50, "Copy B - To Be Filed With Employee's FEDERAL Tax Return", { size: 8 });
  return onePageDocument('w2', page, 'w2', fullName(person), {
    payer: employer,
    amountCents: wages,
    frequency: 'annual',
    category: 'wages',
  });
}

type Form1099 = 'NEC' | 'MISC' | 'G';

/** 1099-NEC (box 1), 1099-MISC (box 3 other income, or box 1 rents) or 1099-G (box 1). */
export function form1099(seed: number, form: Form1099, year = 2024): CorpusDocument {
  const { random, person } = seededApplicant(seed);
  const payer = form === 'G' ? 'STATE DEPARTMENT OF LABOR AND EMPLOYMENT' : pick(random, clients);
  const amount = centsBetween(random, 2500, 24000);
  const rents = form === 'MISC' && random() < 0.5;
  const titles: Record<Form1099, string> = {
    NEC: 'Form 1099-NEC Nonemployee Compensation',
    MISC: 'Form 1099-MISC Miscellaneous Information',
    G: 'Form 1099-G Certain Government Payments',
  };
  const boxes: Record<Form1099, string> = {
    NEC: '1 Nonemployee compensation',
    MISC: rents ? '1 Rents' : '3 Other income',
    G: '1 Unemployment compensation',
  };
  const page = new LayoutWriter();
  page.text(50, titles[form], { size: 14, bold: true });
  page.text(470, `${year}`, { size: 14, bold: true }).next(30);
  page.text(50, "PAYER'S name, street address, city or town, state, ZIP", { size: 8 }).next(13);
  page.text(50, payer).next(13);
  page.text(50, pick(random, employerAddresses), { size: 9 }).next(24);
  page.text(50, "PAYER'S TIN", { size: 8 }).text(200, "RECIPIENT'S TIN", { size: 8 });
  page.text(360, boxes[form], { size: 8 }).next(13);
  page.text(50, ein(random)).text(200, `XXX-XX-${1000 + Math.floor(random() * 8999)}`);
  page.text(360, `$ ${money(amount)}`).next(24);
  page.text(50, "RECIPIENT'S name", { size: 8 });
  page.text(360, '4 Federal income tax withheld', { size: 8 }).next(13);
  page.text(50, `${person.first} ${person.last}`).text(360, `$ ${money(Math.round(amount * 0.1))}`);
  page.next(13).text(50, person.street, { size: 9 }).next(12).text(50, person.city, { size: 9 });
  page.next(30).text(50, 'Copy B For Recipient', { size: 8 });
  const category =
    form === 'NEC' ? 'self-employment' : form === 'G' ? 'unemployment' : rents ? 'rental' : 'other';
  return onePageDocument(
    `form-1099-${form.toLowerCase()}`,
    page,
    form === 'NEC' ? 'form_1099_nec' : form === 'G' ? 'form_1099_g' : 'form_1099_misc',
    firstLast(person),
    { payer, amountCents: amount, frequency: 'annual', category },
  );
}
