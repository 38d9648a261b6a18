import { money, usDate } from '../format.js';
import { LayoutWriter, type PageLayout } from '../layout.js';
import { amountRows, headings } from './stubRows.js';
import { cycleWords, type StubData, wholeDollars } from './stubSpec.js';

/**
 * QuickBooks Payroll's pay stub: labelled 'Employer' and 'Employee' blocks (the employee's
 * address beside the employer's), 'Pay Period' and 'Pay Date', an earnings table 'Hours Rate
 * Current YTD' and a 'Total Pay' row, salaried pay printed in whole dollars.
 */
export function quickbooksLayout(data: StubData): PageLayout {
  const size = data.size ?? 9;
  const amount = (cents: number) =>
    data.salaryCents !== undefined && cents % 100 === 0 ? wholeDollars(cents) : money(cents);
  const page = new LayoutWriter(612, 792, 44);
  page
    .text(40, 'Employee', { size, bold: true })
    .text(320, 'Employer', { size, bold: true })
    .next(13);
  page.text(40, data.employee, { size }).text(320, data.employer, { size }).next(12);
  page.text(40, data.employeeStreet, { size }).text(320, data.employerStreet, { size }).next(12);
  page.text(40, data.employeeCity, { size }).text(320, data.employerCity, { size }).next(24);
  page.text(40, 'Pay Stub', { size: 12, bold: true }).next(16);
  if (data.shows === 'nothing') page.text(40, `Pay Date: ${usDate(data.payDate)}`, { size });
  else
    page
      .text(40, `Pay Period: ${usDate(data.start)} - ${usDate(data.end)}`, { size })
      .text(320, `Pay Date: ${usDate(data.payDate)}`, { size });
  page.next(12);
  if (data.shows === 'stated')
    page.text(40, `Pay Schedule: ${cycleWords[data.cycle]}`, { size }).next(12);
  page.next(14);
  page.text(40, 'Earnings', { size, bold: true }).text(200, 'Hours', { size, bold: true });
  page.text(260, 'Rate', { size, bold: true }).text(340, 'Current', { size, bold: true });
  page.text(440, 'YTD', { size, bold: true }).next(4).rule(40, 460).next(12);
  for (const line of data.math.earnings) {
    page
      .text(40, line.label, { size })
      .right(230, line.hours ? (line.hours / 100).toFixed(2) : '', { size });
    page.right(300, line.rateCents ? money(line.rateCents) : '', { size });
    page
      .right(390, amount(line.cents), { size })
      .right(490, amount(line.cents * data.math.periods), { size })
      .next(12);
  }
  page.text(40, 'Total Pay', { size, bold: true }).right(390, amount(data.math.gross), { size });
  page.right(490, amount(data.math.gross * data.math.periods), { size }).next(22);
  page
    .text(40, 'Taxes', { size, bold: true })
    .text(340, 'Current', { size, bold: true })
    .text(440, 'YTD', { size, bold: true });
  page.next(4).rule(40, 460).next(12);
  const columns = { label: 40, current: 390, ytd: 490, size, step: 12, periods: data.math.periods };
  amountRows(page, data.math.taxes, columns);
  page.text(40, 'Deductions', { size, bold: true }).next(12);
  amountRows(page, data.math.other, columns);
  page.next(8).text(40, 'Net Pay', { size, bold: true }).right(390, money(data.math.net), { size });
  page.right(490, money(data.math.net * data.math.periods), { size }).next(30);
  page.text(40, 'Powered by Intuit QuickBooks Payroll', { size: 6 });
  return page.page();
}

/**
 * Workday's payslip: a header table (Company, Employee Name, Pay Period Begin, Pay Period
 * End, Check Date) with values on the row underneath, 'Current and YTD Totals' with Gross Pay,
 * Employee Taxes, Pre Tax Deductions, Net Pay as column headers and 'Current' and 'YTD' rows.
 */
export function workdayLayout(data: StubData): PageLayout {
  const size = data.size ?? 7.5;
  const page = new LayoutWriter(792, 612, 36);
  page.text(36, data.employer, { size: 11, bold: true }).next(12);
  page.text(36, `${data.employerStreet}  ${data.employerCity}`, { size }).next(22);
  headings(page, size, [
    [36, 'Name'],
    [170, 'Company'],
    [330, 'Employee ID'],
    ...(data.shows !== 'nothing'
      ? ([
          [410, 'Pay Period Begin'],
          [500, 'Pay Period End'],
        ] as const)
      : []),
    [590, 'Check Date'],
    [670, 'Check Number'],
  ]).next(11);
  page
    .text(36, data.employee, { size })
    .text(170, data.employer, { size })
    .text(330, '208114', { size });
  if (data.shows !== 'nothing')
    page.text(410, usDate(data.start), { size }).text(500, usDate(data.end), { size });
  page.text(590, usDate(data.payDate), { size }).text(670, '', { size }).next(22);
  if (data.shows === 'stated')
    page.text(36, `Pay Group: US ${cycleWords[data.cycle]} Pay Group`, { size }).next(16);
  const taxes = data.math.taxes.reduce((sum, [, cents]) => sum + cents, 0);
  const pre = data.math.other.reduce((sum, [, cents]) => sum + cents, 0);
  const n = data.math.periods;
  page.text(36, 'Current and YTD Totals', { size: 9, bold: true }).next(12);
  page.text(120, 'Hours Worked', { size, bold: true }).text(210, 'Gross Pay', { size, bold: true });
  page
    .text(300, 'Pre Tax Deductions', { size, bold: true })
    .text(410, 'Employee Taxes', { size, bold: true });
  page
    .text(510, 'Post Tax Deductions', { size, bold: true })
    .text(620, 'Net Pay', { size, bold: true })
    .next(4)
    .rule(36, 660)
    .next(11);
  const hours = data.math.earnings.reduce((sum, line) => sum + (line.hours ?? 0), 0);
  for (const [label, factor] of [
    ['Current', 1],
    ['YTD', n],
  ] as const) {
    page.text(36, label, { size }).right(170, ((hours * factor) / 100).toFixed(2), { size });
    page
      .right(260, money(data.math.gross * factor), { size })
      .right(370, money(pre * factor), { size });
    page.right(470, money(taxes * factor), { size }).right(580, '0.00', { size });
    page.right(670, money(data.math.net * factor), { size }).next(11);
  }
  page.next(14).text(36, 'Earnings', { size: 9, bold: true }).next(12);
  page.text(36, 'Description', { size, bold: true }).text(160, 'Dates', { size, bold: true });
  page.text(300, 'Hours', { size, bold: true }).text(360, 'Rate', { size, bold: true });
  page
    .text(430, 'Amount', { size, bold: true })
    .text(510, 'YTD', { size, bold: true })
    .next(4)
    .rule(36, 560)
    .next(11);
  for (const line of data.math.earnings) {
    page.text(36, line.label, { size });
    if (data.shows !== 'nothing')
      page.text(160, `${usDate(data.start)} - ${usDate(data.end)}`, { size });
    page.right(330, line.hours ? (line.hours / 100).toFixed(2) : '', { size });
    page.right(400, line.rateCents ? money(line.rateCents) : '', { size });
    page
      .right(470, money(line.cents), { size })
      .right(550, money(line.cents * n), { size })
      .next(11);
  }
  page
    .text(36, 'Earnings Total', { size, bold: true })
    .right(470, money(data.math.gross), { size });
  page.right(550, money(data.math.gross * n), { size }).next(20);
  page
    .text(36, 'Employee Taxes', { size: 9, bold: true })
    .text(430, 'Amount', { size, bold: true })
    .text(510, 'YTD', { size, bold: true });
  page.next(4).rule(36, 560).next(11);
  amountRows(page, data.math.taxes, {
    label: 36,
    current: 470,
    ytd: 550,
    size,
    step: 11,
    periods: n,
  });
  return page.page();
}
