import { fillable1099, fillableW2, ssa1099Form } from './forms.js';
import { bankStatement, ssaAwardLetter, unemploymentLetter } from './letters.js';
import { adpLayout, gustoLayout, paychexLayout } from './stubLayouts.js';
import { quickbooksLayout, workdayLayout } from './stubLayouts2.js';
import { type StubSpec, stubData, stubTruth } from './stubSpec.js';
import type { RealDocument } from './truth.js';

const layouts = {
  adp: adpLayout,
  paychex: paychexLayout,
  gusto: gustoLayout,
  quickbooks: quickbooksLayout,
  workday: workdayLayout,
};
type Vendor = keyof typeof layouts;

const people = [
  ['Jane R Harper', '101 Main Street', 'Anytown, OH 45402'],
  ['Luis A Ortega', '88 Oak Avenue Apt 3', 'Tulsa, OK 74103'],
  ['Keisha M Brown', '1507 Pine Road', 'Fresno, CA 93721'],
  ['Minh T Nguyen', '23 Maple Court', 'Springfield, IL 62704'],
] as const;

const companies = [
  ['Acme Supplies Corp.', '475 Knapp Avenue', 'Anytown, OH 45410'],
  ['Riverbend Dental Group LLC', '2200 Harbor Blvd Suite 140', 'Fresno, CA 93710'],
  ['Northstar Home Care, Inc.', '19 Commerce Drive', 'Tulsa, OK 74105'],
  ['Prairie Valley School District', '600 W Monroe Street', 'Springfield, IL 62701'],
  ['Blue Heron Coffee Co', '77 Lakeview Road', 'Dayton, OH 45402'],
] as const;

/** Pay stubs: five vendors' layouts, every cycle, stated, shown by dates, or not shown. */
function stubs(): RealDocument[] {
  const specs: [Vendor, StubSpec['cycle'], StubSpec['shows'], number, number, number?, number?][] =
    [
      ['adp', 'weekly', 'nothing', 1000, 3200, 100],
      ['adp', 'biweekly', 'dates', 2150, 8000, 0],
      ['adp', 'weekly', 'stated', 1875, 4000, 250, 7],
      ['adp', 'semimonthly', 'dates', 2400, 8667, 0],
      ['paychex', 'biweekly', 'stated', 1725, 8000, 350],
      ['paychex', 'weekly', 'dates', 1600, 3850, 0],
      ['paychex', 'semimonthly', 'nothing', 2890, 8667, 0],
      ['paychex', 'biweekly', 'dates', 3100, 7600, 400, 7],
      ['gusto', 'biweekly', 'stated', 2500, 8000, 0],
      ['gusto', 'semimonthly', 'dates', 2275, 8667, 200],
      ['gusto', 'weekly', 'nothing', 1950, 3600, 0],
      ['gusto', 'monthly', 'stated', 3000, 17333, 0],
      ['quickbooks', 'monthly', 'dates', 0, 0, 0],
      ['quickbooks', 'biweekly', 'stated', 1840, 8000, 150],
      ['quickbooks', 'semimonthly', 'nothing', 0, 0, 0],
      ['quickbooks', 'weekly', 'dates', 1510, 4000, 0, 7],
      ['workday', 'biweekly', 'dates', 3325, 8000, 0],
      ['workday', 'semimonthly', 'stated', 2790, 8667, 0],
      ['workday', 'weekly', 'nothing', 2060, 4000, 300],
      ['workday', 'monthly', 'dates', 0, 0, 0],
    ];
  const counts = new Map<string, number>();
  return specs.map(([vendor, cycle, shows, rateCents, hours, overtime = 0, size], index) => {
    const n = (counts.get(vendor) ?? 0) + 1;
    counts.set(vendor, n);
    const [employee, employeeStreet, employeeCity] = people[index % people.length]!;
    const [employer, employerStreet, employerCity] = companies[index % companies.length]!;
    const salaried = rateCents === 0;
    const salaryCents = salaried
      ? { monthly: 520000, semimonthly: 240000, biweekly: 230000, weekly: 115000 }[cycle]
      : undefined;
    const spec: StubSpec = {
      id: `${vendor}-${n}`,
      employer,
      employerStreet,
      employerCity,
      employee,
      employeeStreet,
      employeeCity,
      cycle,
      shows,
      payDate: `2025-0${3 + (index % 6)}-${String(10 + (index % 15)).padStart(2, '0')}`,
      rateCents,
      hours,
      overtimeHours: overtime,
      ...(salaryCents !== undefined ? { salaryCents } : {}),
      ...(size !== undefined ? { size } : {}),
    };
    const data = stubData(spec);
    return { id: spec.id, layout: vendor, pages: [layouts[vendor](data)], truth: stubTruth(data) };
  });
}

function forms(): RealDocument[] {
  const base = (id: string, payer: string, payerAddress: string, index: number) => ({
    id,
    year: 2024,
    payer,
    payerAddress,
    recipient: people[index % people.length]![0],
    recipientAddress: `${people[index % people.length]![1]}\n${people[index % people.length]![2]}`,
  });
  return [
    fillableW2({
      ...base('w2-1', 'Acme Supplies Corp.', '475 Knapp Avenue\nAnytown, OH 45410', 0),
      wagesCents: 4_189_250,
      retirementCents: 167_570,
    }),
    fillableW2({
      ...base('w2-2', 'Northstar Home Care, Inc.', '19 Commerce Drive\nTulsa, OK 74105', 1),
      wagesCents: 2_894_112,
      retirementCents: 0,
    }),
    fillableW2({
      ...base(
        'w2-3',
        'Prairie Valley School District',
        '600 W Monroe Street\nSpringfield, IL 62701',
        2,
      ),
      wagesCents: 5_360_000,
      retirementCents: 321_600,
    }),
    fillable1099({
      ...base(
        '1099g-1',
        'Ohio Department of Job and Family Services',
        'PO Box 182212\nColumbus, OH 43218',
        0,
      ),
      form: 'G',
      amountCents: 1_071_200,
      secondCents: 0,
    }),
    fillable1099({
      ...base(
        '1099g-2',
        'Employment Development Department',
        'PO Box 826880\nSacramento, CA 94280',
        2,
      ),
      form: 'G',
      amountCents: 585_000,
      secondCents: 31_200,
    }),
    fillable1099({
      ...base('1099nec-1', 'Brightpath Design LLC', '12 Canal Street\nDayton, OH 45402', 3),
      form: 'NEC',
      amountCents: 1_845_000,
      secondCents: 0,
    }),
    fillable1099({
      ...base(
        '1099misc-1',
        'Lakeside Property Management Inc',
        '400 Shore Drive\nTulsa, OK 74103',
        1,
      ),
      form: 'MISC',
      amountCents: 1_440_000,
      secondCents: 0,
    }),
    fillable1099({
      ...base('1099int-1', 'First Community Bank', '1 Bank Plaza\nSpringfield, IL 62701', 3),
      form: 'INT',
      amountCents: 48_217,
      secondCents: 0,
    }),
    fillable1099({
      ...base(
        '1099r-1',
        'Teachers Retirement System of Illinois',
        '2815 W Washington Street\nSpringfield, IL 62702',
        0,
      ),
      form: 'R',
      amountCents: 2_316_000,
      secondCents: 2_316_000,
    }),
    ssa1099Form({
      ...base('ssa1099-1', 'Social Security Administration', '', 2),
      paidCents: 2_018_400,
      repaidCents: 0,
      medicareCents: 222_000,
    }),
    ssa1099Form({
      ...base('ssa1099-2', 'Social Security Administration', '', 1),
      paidCents: 1_422_000,
      repaidCents: 118_500,
      medicareCents: 0,
    }),
  ];
}

function letters(): RealDocument[] {
  const who = (id: string, index: number, date: string) => ({
    id,
    name: people[index]![0],
    street: people[index]![1],
    city: people[index]![2],
    date,
  });
  return [
    unemploymentLetter({
      ...who('ui-1', 2, '2025-02-12'),
      state: 'California',
      agency: 'Employment Development Department',
      programs: 'Unemployment Insurance · Disability Insurance · Paid Family Leave',
      weeklyCents: 45000,
    }),
    unemploymentLetter({
      ...who('ui-2', 0, '2025-03-03'),
      state: 'Ohio',
      agency: 'Ohio Department of Job and Family Services',
      programs: 'Office of Unemployment Insurance Operations',
      weeklyCents: 41200,
    }),
    ssaAwardLetter({
      ...who('ssa-award-1', 1, '2025-01-15'),
      grossCents: 154_390,
      medicareCents: 18_500,
      disability: true,
    }),
    ssaAwardLetter({
      ...who('ssa-award-2', 3, '2025-04-02'),
      grossCents: 211_020,
      medicareCents: 18_500,
      disability: false,
    }),
    bankStatement({
      ...who('bank-1', 0, '2025-03-31'),
      bank: 'FIRST COMMUNITY BANK',
      month: '2025-03',
      toClassify: 2,
      income: {
        payer: 'Acme Supplies Corp.',
        cents: 161_245,
        frequency: 'biweekly',
        category: 'wages',
      },
      deposits: [
        { day: 7, description: 'ACME SUPPLIES CORP PAYROLL PPD ID: 9111111101', cents: 161_245 },
        { day: 21, description: 'ACME SUPPLIES CORP PAYROLL PPD ID: 9111111101', cents: 161_245 },
        { day: 10, description: 'ONLINE TRANSFER FROM SAVINGS XXXXXX7781', cents: 30_000 },
        { day: 14, description: 'ATM CASH DEPOSIT 1200 MAIN ST ANYTOWN OH', cents: 24_000 },
        { day: 18, description: 'MOBILE CHECK DEPOSIT', cents: 15_000 },
      ],
    }),
    bankStatement({
      ...who('bank-2', 1, '2025-04-30'),
      bank: 'Harbor Federal Credit Union',
      month: '2025-04',
      toClassify: 1,
      income: {
        payer: 'Social Security Administration',
        cents: 135_800,
        frequency: 'monthly',
        category: 'social-security',
      },
      deposits: [
        { day: 9, description: 'SSA TREAS 310 XXSOC SEC', cents: 135_800 },
        { day: 15, description: 'DEPOSIT CHECK #1042', cents: 20_000 },
        { day: 22, description: 'TRANSFER FROM SHARE 01 SAVINGS', cents: 10_000 },
      ],
    }),
    bankStatement({
      ...who('bank-3', 3, '2025-05-31'),
      bank: 'FIRST COMMUNITY BANK',
      month: '2025-05',
      toClassify: 1,
      income: {
        payer: 'Blue Heron Coffee Co',
        cents: 58_412,
        frequency: 'weekly',
        category: 'wages',
      },
      deposits: [
        { day: 2, description: 'BLUE HERON COFFEE DIRECT DEP', cents: 58_412 },
        { day: 9, description: 'BLUE HERON COFFEE DIRECT DEP', cents: 58_412 },
        { day: 16, description: 'BLUE HERON COFFEE DIRECT DEP', cents: 58_412 },
        { day: 23, description: 'BLUE HERON COFFEE DIRECT DEP', cents: 58_412 },
        { day: 30, description: 'BLUE HERON COFFEE DIRECT DEP', cents: 58_412 },
        { day: 12, description: 'ATM DEPOSIT 77 LAKEVIEW RD', cents: 8_000 },
      ],
    }),
  ];
}

/** Every real-layout document, in a fixed order. */
export function realDocuments(): RealDocument[] {
  return [...stubs(), ...forms(), ...letters()];
}

/**
 * Held out from tuning, fixed before any tuning was done: one document of each layout family
 * the reader is tuned on, chosen by position, never looked at while changing the reader.
 */
export const HELD_OUT: ReadonlySet<string> = new Set([
  'adp-3',
  'adp-4',
  'paychex-3',
  'paychex-4',
  'gusto-3',
  'gusto-4',
  'quickbooks-3',
  'quickbooks-4',
  'workday-3',
  'workday-4',
  'w2-3',
  '1099g-2',
  '1099r-1',
  'ssa1099-2',
  'ui-2',
  'ssa-award-2',
  'bank-3',
]);
