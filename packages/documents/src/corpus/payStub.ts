import type { IncomeFrequency } from '@benefits/domain';
import type { CorpusDocument } from './expected.js';
import { addDays, dollars, money, usDate } from './format.js';
import { LayoutWriter } from './layout.js';
import { employerAddresses, employers, type Person, randomPerson } from './people.js';
import { centsBetween, pick, type Random, seededRandom } from './random.js';

export type PayCycle = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

export interface PayStubOptions {
  seed: number;
  cycle: PayCycle;
  /** 0: earnings table with hours and rate; 1: summary statement with net pay on top. */
  layout: 0 | 1;
  statedFrequency: boolean;
  /** The pay date, ISO. */
  payDate?: string;
  person?: Person;
  /** Layout 0: the current net pay printed this much higher, as by someone who edited it. */
  netRaisedCents?: number;
}

const statedNames: Record<PayCycle, string> = {
  weekly: 'Weekly',
  biweekly: 'Bi-Weekly',
  semimonthly: 'Semi-Monthly',
  monthly: 'Monthly',
};

const hoursPerPeriod: Record<PayCycle, number> = {
  weekly: 4000,
  biweekly: 8000,
  semimonthly: 8667,
  monthly: 17333,
};

function period(cycle: PayCycle, payDate: string): { start: string; end: string } {
  const end = addDays(payDate, -5);
  if (cycle === 'weekly') return { start: addDays(end, -6), end };
  if (cycle === 'biweekly') return { start: addDays(end, -13), end };
  const [year, month] = end.split('-').map(Number) as [number, number];
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = addDays(addDays(first, 32).slice(0, 8).concat('01'), -1);
  if (cycle === 'monthly') return { start: first, end: last };
  return { start: first, end: addDays(first, 14) };
}

function periodsSoFar(cycle: PayCycle, payDate: string): number {
  const day = Math.floor(
    (Date.parse(`${payDate}T00:00:00Z`) - Date.parse(`${payDate.slice(0, 4)}-01-01T00:00:00Z`)) /
      86_400_000,
  );
  const length = { weekly: 7, biweekly: 14, semimonthly: 15.2, monthly: 30.4 }[cycle];
  return Math.max(1, Math.floor(day / length) + 1);
}

/** A pay stub with realistic earnings, taxes, year-to-date columns and ground truth. */
export function payStub(options: PayStubOptions): CorpusDocument {
  const random: Random = seededRandom(options.seed);
  const person = options.person ?? randomPerson(random);
  const employer = pick(random, employers);
  const address = pick(random, employerAddresses);
  const payDate = options.payDate ?? addDays('2025-02-07', Math.floor(random() * 200));
  const { start, end } = period(options.cycle, payDate);
  const rateCents = centsBetween(random, 14, 32);
  const hours = hoursPerPeriod[options.cycle];
  const regular = Math.round((hours * rateCents) / 100);
  const overtimeHours = options.cycle === 'monthly' ? 0 : Math.floor(random() * 6) * 100;
  const overtime = Math.round((overtimeHours * Math.round(rateCents * 1.5)) / 100);
  const gross = regular + overtime;
  const deductions: [string, number][] = [
    ['Federal Income Tax', Math.round(gross * (0.07 + random() * 0.04))],
    ['Social Security', Math.round(gross * 0.062)],
    ['Medicare', Math.round(gross * 0.0145)],
    ['State Income Tax', Math.round(gross * (0.03 + random() * 0.02))],
    ['Health Insurance', centsBetween(random, 20, 60)],
  ];
  const totalDeductions = deductions.reduce((sum, [, cents]) => sum + cents, 0);
  const net = gross - totalDeductions;
  const periods = periodsSoFar(options.cycle, payDate);
  const ytd = (cents: number) => cents * periods;

  const printedName = `${person.first} ${person.middle} ${person.last}`;
  const page = new LayoutWriter();
  if (options.layout === 0) {
    page.text(50, employer, { size: 15, bold: true }).next(15);
    page.text(50, address, { size: 9 }).next(28);
    page.text(50, 'EARNINGS STATEMENT', { size: 12, bold: true });
    page.text(400, `Check No. ${100000 + Math.floor(random() * 9000)}`, { size: 9 }).next(24);
    page.text(50, `Employee: ${printedName.toUpperCase()}`);
    page.text(330, `Employee ID: ${40000 + Math.floor(random() * 9999)}`).next(14);
    page.text(50, person.street, { size: 9 }).next(12);
    page.text(50, person.city, { size: 9 }).next(22);
    page.text(50, `Pay Period: ${usDate(start)} to ${usDate(end)}`);
    page.text(330, `Pay Date: ${usDate(payDate)}`).next(16);
    if (options.statedFrequency)
      page.text(50, `Pay Frequency: ${statedNames[options.cycle]}`).next(16);
    page.next(12);
    page.text(50, 'EARNINGS', { bold: true }).text(200, 'HOURS', { bold: true });
    page.text(260, 'RATE', { bold: true }).text(360, 'CURRENT', { bold: true });
    page.text(460, 'YEAR TO DATE', { bold: true }).next(4).rule(50, 512).next(14);
    page
      .text(50, 'Regular')
      .text(200, (hours / 100).toFixed(2))
      .text(260, money(rateCents));
    page
      .right(420, money(regular))
      .right(540, money(ytd(regular)))
      .next();
    if (overtime > 0) {
      page.text(50, 'Overtime').text(200, (overtimeHours / 100).toFixed(2));
      page.text(260, money(Math.round(rateCents * 1.5)));
      page
        .right(420, money(overtime))
        .right(540, money(ytd(overtime)))
        .next();
    }
    page.text(50, 'Gross Pay', { bold: true }).right(420, money(gross), { bold: true });
    page.right(540, money(ytd(gross)), { bold: true }).next(30);
    page.text(50, 'DEDUCTIONS', { bold: true }).text(360, 'CURRENT', { bold: true });
    page.text(460, 'YEAR TO DATE', { bold: true }).next(4).rule(50, 512).next(14);
    for (const [label, cents] of deductions) {
      page
        .text(50, label)
        .right(420, money(cents))
        .right(540, money(ytd(cents)))
        .next();
    }
    page.text(50, 'Total Deductions', { bold: true }).right(420, money(totalDeductions));
    page.right(540, money(ytd(totalDeductions))).next(24);
    const printedNet = net + (options.netRaisedCents ?? 0);
    page.text(50, 'Net Pay', { size: 12, bold: true }).right(420, money(printedNet), { size: 12 });
    page.right(540, money(ytd(net)), { size: 12 }).next();
  } else {
    page.text(50, employer, { size: 14, bold: true }).text(400, 'PAY STATEMENT', { bold: true });
    page.next(14).text(50, address, { size: 9 }).next(30);
    page.text(50, `NET PAY: ${dollars(net)}`, { size: 14, bold: true }).next(30);
    page.text(50, `Name: ${person.last}, ${person.first} ${person.middle}`);
    page.text(330, `Period Beginning: ${usDate(start)}`).next(15);
    page.text(330, `Period Ending: ${usDate(end)}`).next(15);
    page.text(330, `Pay Date: ${usDate(payDate)}`).next(15);
    if (options.statedFrequency) page.text(330, `Pay Cycle: ${statedNames[options.cycle]}`);
    page.next(30);
    page.text(220, 'This Period', { bold: true }).text(400, 'Year-to-Date', { bold: true });
    page.next(4).rule(50, 460).next(14);
    page
      .text(50, 'Gross Earnings')
      .right(300, dollars(gross))
      .right(480, dollars(ytd(gross)));
    page.next(16);
    for (const [label, cents] of deductions) {
      page
        .text(50, label)
        .right(300, dollars(cents))
        .right(480, dollars(ytd(cents)))
        .next(16);
    }
    page.text(50, 'Total Deductions').right(300, dollars(totalDeductions));
    page.right(480, dollars(ytd(totalDeductions))).next(16);
    page.text(50, 'Net Pay', { bold: true }).right(300, dollars(net), { bold: true });
    page.right(480, dollars(ytd(net)), { bold: true }).next(30);
    page.text(50, `Hours worked: ${((hours + overtimeHours) / 100).toFixed(2)}`);
    page.text(250, `Hourly rate: ${dollars(rateCents)}`).next();
  }

  const frequency: IncomeFrequency = options.cycle;
  return {
    name: `pay-stub-${options.cycle}-layout${options.layout}${options.statedFrequency ? '-stated' : ''}`,
    pages: [page.page()],
    expected: {
      documentClass: 'pay_stub',
      payer: employer,
      amountCents: gross,
      frequency,
      category: 'wages',
      applicantName: printedName,
      payDate,
      periodStart: start,
      periodEnd: end,
      grossCents: gross,
      netCents: net + (options.layout === 0 ? (options.netRaisedCents ?? 0) : 0),
    },
  };
}
