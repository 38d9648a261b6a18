import { money, usDate } from '../format.js';
import { LayoutWriter, type PageLayout } from '../layout.js';
import { headings } from './stubRows.js';
import { cycleWords, type StubData } from './stubSpec.js';

const hoursText = (hours?: number) => (hours === undefined ? '' : (hours / 100).toFixed(2));

/**
 * ADP's published specimen earnings statement: company codes on top, company block left,
 * 'Earnings Statement' with 'Period ending' and 'Pay date' right, the employee's address block
 * in the middle, an earnings table 'rate hours this period year to date', statutory and other
 * deductions with minus signs, a 'federal wages this period' note, a non-negotiable cheque.
 */
export function adpLayout(data: StubData): PageLayout {
  const size = data.size ?? 9;
  const page = new LayoutWriter(612, 792, 40);
  page.text(40, 'CO.   FILE   DEPT.   CLOCK   NUMBER', { size: 7 }).next(10);
  page.text(40, 'XYZ   004512   101100   2201   0000421', { size: 7 });
  page.text(380, 'Earnings Statement', { size: 14, bold: true }).next(16);
  page.text(40, data.employer, { size: 10, bold: true });
  page.text(380, `Period ending:   ${usDate(data.end)}`, { size }).next(12);
  page.text(40, data.employerStreet, { size });
  if (data.shows !== 'nothing')
    page.text(380, `Period beginning:   ${usDate(data.start)}`, { size });
  page.next(12).text(40, data.employerCity, { size });
  page.text(380, `Pay date:   ${usDate(data.payDate)}`, { size }).next(26);
  page.text(40, 'Taxable Marital Status: Single', { size });
  page.text(360, data.employee.toUpperCase(), { size: 10, bold: true }).next(12);
  page.text(40, 'Exemptions/Allowances: Federal: 1', { size });
  page.text(360, data.employeeStreet.toUpperCase(), { size }).next(12);
  if (data.shows === 'stated') page.text(40, `Pay frequency: ${cycleWords[data.cycle]}`, { size });
  page.text(360, data.employeeCity.toUpperCase(), { size }).next(26);
  page.text(40, 'Earnings', { size: 10, bold: true }).text(130, 'rate', { size });
  page.text(185, 'hours', { size }).text(240, 'this period', { size });
  page.text(310, 'year to date', { size }).next(4).rule(40, 330).next(12);
  for (const line of data.math.earnings) {
    page.text(40, line.label, { size });
    if (line.rateCents) page.right(160, money(line.rateCents), { size });
    page.right(215, hoursText(line.hours), { size }).right(290, money(line.cents), { size });
    page.right(370, money(line.cents * data.math.periods), { size }).next(12);
  }
  page
    .text(60, 'Gross Pay', { size, bold: true })
    .right(290, `$${money(data.math.gross)}`, { size });
  page.right(370, money(data.math.gross * data.math.periods), { size }).next(20);
  page.text(40, 'Deductions', { size: 10, bold: true }).text(90, 'Statutory', { size }).next(12);
  for (const [label, cents] of data.math.taxes) {
    page.text(60, label, { size }).right(290, `-${money(cents)}`, { size });
    page.right(370, money(cents * data.math.periods), { size }).next(12);
  }
  page.text(90, 'Other', { size }).next(12);
  for (const [label, cents] of data.math.other) {
    page.text(60, label, { size }).right(290, `-${money(cents)}*`, { size });
    page.right(370, money(cents * data.math.periods), { size }).next(12);
  }
  page
    .next(4)
    .text(60, 'Net Pay', { size, bold: true })
    .right(290, `$${money(data.math.net)}`, { size });
  page.next(16);
  const federal = data.math.gross - (data.math.other[0]?.[1] ?? 0);
  page.text(
    40,
    `*Excluded from federal taxable wages. Your federal wages this period are $${money(federal)}`,
    { size: 7 },
  );
  page.next(40).rule(40, 530).next(8);
  page
    .text(40, `${data.employer}  ${data.employerStreet}  ${data.employerCity}`, { size: 7 })
    .next(20);
  page.text(40, 'Pay to the', { size }).next(11);
  page.text(40, `order of:  ${data.employee.toUpperCase()}`, { size });
  page.text(380, `Advice date: ${usDate(data.payDate)}`, { size }).next(14);
  page.text(40, 'This amount:  NON-NEGOTIABLE   THIS IS NOT A CHECK', { size }).next(30);
  page.text(40, 'ADP, Inc. Roseland, NJ', { size: 6 });
  return page.page();
}

/**
 * Paychex's specimen check stub: 'Paychex' mark, company and employee side by side, 'Check
 * Date', 'Pay Period' and 'Pay Frequency' boxes, an earnings table 'Description Rate Hours
 * Current YTD Hours YTD Amount' whose total row carries the hours first.
 */
export function paychexLayout(data: StubData): PageLayout {
  const size = data.size ?? 8.5;
  const page = new LayoutWriter(612, 792, 40);
  page
    .text(40, 'PAYCHEX', { size: 12, bold: true })
    .text(420, 'EARNINGS STATEMENT', { size: 10, bold: true })
    .next(20);
  page.text(40, data.employer.toUpperCase(), { size: 10, bold: true });
  page.text(320, data.employee, { size: 10, bold: true }).next(12);
  page.text(40, data.employerStreet, { size }).text(320, data.employeeStreet, { size }).next(12);
  page.text(40, data.employerCity, { size }).text(320, data.employeeCity, { size }).next(24);
  page.text(40, 'Check Date', { size, bold: true }).text(140, 'Pay Period', { size, bold: true });
  if (data.shows === 'stated') page.text(300, 'Pay Frequency', { size, bold: true });
  page.text(420, 'Check Number', { size, bold: true }).next(12);
  page.text(40, usDate(data.payDate), { size });
  page.text(
    140,
    data.shows === 'nothing'
      ? `ending ${usDate(data.end)}`
      : `${usDate(data.start)} - ${usDate(data.end)}`,
    { size },
  );
  if (data.shows === 'stated') page.text(300, cycleWords[data.cycle], { size });
  page.text(420, '0018842', { size }).next(26);
  page.text(40, 'EARNINGS', { size, bold: true }).text(150, 'Rate', { size, bold: true });
  page.text(205, 'Hours', { size, bold: true }).text(265, 'Current', { size, bold: true });
  page.text(340, 'YTD Hours', { size, bold: true }).text(420, 'YTD Amount', { size, bold: true });
  page.next(4).rule(40, 440).next(12);
  let totalHours = 0;
  for (const line of data.math.earnings) {
    totalHours += line.hours ?? 0;
    page.text(40, line.label, { size });
    if (line.rateCents) page.right(180, money(line.rateCents), { size });
    page.right(235, hoursText(line.hours), { size }).right(305, money(line.cents), { size });
    page.right(
      385,
      hoursText(line.hours === undefined ? undefined : line.hours * data.math.periods),
      { size },
    );
    page.right(470, money(line.cents * data.math.periods), { size }).next(12);
  }
  page
    .text(40, 'Gross Earnings', { size, bold: true })
    .right(235, hoursText(totalHours || undefined), { size });
  page.right(305, money(data.math.gross), { size });
  page.right(385, hoursText(totalHours ? totalHours * data.math.periods : undefined), { size });
  page.right(470, money(data.math.gross * data.math.periods), { size }).next(22);
  page.text(40, 'WITHHOLDINGS', { size, bold: true }).text(265, 'Current', { size, bold: true });
  page.text(420, 'YTD Amount', { size, bold: true }).next(4).rule(40, 440).next(12);
  for (const [label, cents] of [...data.math.taxes, ...data.math.other]) {
    page.text(40, label, { size }).right(305, money(cents), { size });
    page.right(470, money(cents * data.math.periods), { size }).next(12);
  }
  const deducted = data.math.gross - data.math.net;
  page.text(40, 'Total Withholdings', { size, bold: true }).right(305, money(deducted), { size });
  page.right(470, money(deducted * data.math.periods), { size }).next(20);
  page.text(40, 'NET PAY', { size: 10, bold: true }).right(305, money(data.math.net), { size: 10 });
  page.right(470, money(data.math.net * data.math.periods), { size }).next(30);
  page.text(40, 'Paychex, Inc. 911 Panorama Trail South, Rochester, NY 14625', { size: 6 });
  return page.page();
}

/**
 * Gusto's pay stub: the company heading, 'Pay period' and 'Pay day' in words, a summary row
 * of headers with the amounts underneath (Gross Earnings, Employee Taxes, Deductions, Net
 * Pay), then earnings and taxes tables with 'Current' and 'Year-To-Date' columns.
 */
export function gustoLayout(data: StubData): PageLayout {
  const size = data.size ?? 9;
  const long = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const page = new LayoutWriter(612, 792, 44);
  page
    .text(40, data.employer, { size: 14, bold: true })
    .text(470, 'gusto', { size: 12, bold: true })
    .next(14);
  page.text(40, `${data.employerStreet}, ${data.employerCity}`, { size }).next(26);
  page
    .text(40, 'Employee', { size, bold: true })
    .text(300, 'Pay Details', { size, bold: true })
    .next(13);
  page.text(40, data.employee, { size });
  page.text(
    300,
    data.shows === 'nothing'
      ? `Pay day: ${long(data.payDate)}`
      : `Pay period: ${long(data.start)} – ${long(data.end)}`,
    { size },
  );
  page.next(12).text(40, data.employeeStreet, { size });
  if (data.shows !== 'nothing') page.text(300, `Pay day: ${long(data.payDate)}`, { size });
  page.next(12).text(40, data.employeeCity, { size });
  if (data.shows === 'stated')
    page.text(
      300,
      `Pay schedule: Every other week`.replace('Every other week', gustoSchedule(data)),
      { size },
    );
  page.next(26);
  const deductions = data.math.other.reduce((sum, [, cents]) => sum + cents, 0);
  const taxes = data.math.taxes.reduce((sum, [, cents]) => sum + cents, 0);
  headings(page, size, [
    [40, 'Gross Earnings'],
    [170, 'Employee Taxes'],
    [300, 'Deductions'],
    [420, 'Net Pay'],
  ]).next(13);
  page.text(40, `$${money(data.math.gross)}`, { size }).text(170, `$${money(taxes)}`, { size });
  page
    .text(300, `$${money(deductions)}`, { size })
    .text(420, `$${money(data.math.net)}`, { size })
    .next(28);
  page.text(40, 'Employee Gross Earnings', { size, bold: true }).next(13);
  page.text(40, 'Description', { size }).text(180, 'Rate', { size }).text(240, 'Hours', { size });
  page
    .text(310, 'Current', { size })
    .text(400, 'Year-To-Date', { size })
    .next(4)
    .rule(40, 440)
    .next(12);
  for (const line of data.math.earnings) {
    page.text(40, line.label === 'Regular' ? 'Regular Hours | Hourly' : line.label, { size });
    if (line.rateCents) page.text(180, `$${money(line.rateCents)}`, { size });
    page.text(240, hoursText(line.hours), { size }).text(310, `$${money(line.cents)}`, { size });
    page.text(400, `$${money(line.cents * data.math.periods)}`, { size }).next(12);
  }
  page.next(14).text(40, 'Employee Taxes Withheld', { size, bold: true }).next(13);
  page
    .text(40, 'Description', { size })
    .text(310, 'Current', { size })
    .text(400, 'Year-To-Date', { size });
  page.next(4).rule(40, 440).next(12);
  for (const [label, cents] of data.math.taxes) {
    page.text(40, label, { size }).text(310, `$${money(cents)}`, { size });
    page.text(400, `$${money(cents * data.math.periods)}`, { size }).next(12);
  }
  page
    .next(20)
    .text(40, 'Payroll processed by Gusto, 525 20th Street, San Francisco, CA', { size: 6 });
  return page.page();
}

function gustoSchedule(data: StubData): string {
  return {
    weekly: 'Every week',
    biweekly: 'Every other week',
    semimonthly: 'Twice a month',
    monthly: 'Every month',
  }[data.cycle];
}
