import { roundUnits, summaryMonthlyUnits } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { renderRealPdf } from '../corpus/real/renderReal.js';
import { adpLayout, gustoLayout, paychexLayout } from '../corpus/real/stubLayouts.js';
import { quickbooksLayout, workdayLayout } from '../corpus/real/stubLayouts2.js';
import { type StubData, type StubSpec, stubData } from '../corpus/real/stubSpec.js';
import { OcrEngine } from '../text/ocr.js';
import { analyzeFile } from './analyzeFile.js';

// Twice-a-month pay (24 a year) is read as 'semimonthly' at the amount printed for the period;
// the domain's conversion makes it monthly (x24/12 = x2). The reader used to double it itself
// and call it monthly, and took February's 16th-28th (13 days) for a biweekly period.

const layouts: [string, (data: StubData) => ReturnType<typeof adpLayout>][] = [
  ['adp', adpLayout],
  ['paychex', paychexLayout],
  ['gusto', gustoLayout],
  ['quickbooks', quickbooksLayout],
  ['workday', workdayLayout],
];

/** Pay dates whose last half month ended before them: Feb 16-28, Jan 1-15, Feb 16-29 (leap). */
const payDates: [string, string, string][] = [
  ['2025-03-05', '2025-02-16', '2025-02-28'],
  ['2025-01-20', '2025-01-01', '2025-01-15'],
  ['2024-03-04', '2024-02-16', '2024-02-29'],
];

function spec(vendor: string, payDate: string, shows: StubSpec['shows']): StubSpec {
  return {
    id: `${vendor}-semimonthly`,
    employer: 'Riverbend Dental Group LLC',
    employerStreet: '2200 Harbor Blvd Suite 140',
    employerCity: 'Fresno, CA 93710',
    employee: 'Keisha M Brown',
    employeeStreet: '1507 Pine Road',
    employeeCity: 'Fresno, CA 93721',
    cycle: 'semimonthly',
    shows,
    payDate,
    rateCents: 2400,
    hours: 8667,
    overtimeHours: 0,
  };
}

describe('twice-a-month pay stubs across vendor layouts', async () => {
  const ocr = new OcrEngine();
  const cases = layouts.flatMap(([vendor, layout]) =>
    payDates.flatMap(([payDate, start, end]) =>
      (['dates', 'stated'] as const).map((shows) => {
        const data = stubData(spec(vendor, payDate, shows));
        return [`${vendor} ${start}..${end} ${shows}`, data, layout, start, end] as const;
      }),
    ),
  );

  it('prints the half-month periods the cases are about', () => {
    for (const [, data, , start, end] of cases)
      expect([data.start, data.end]).toEqual([start, end]);
  });

  it.each(cases)('%s', async (_, data, layout) => {
    const bytes = await renderRealPdf({
      id: data.id,
      layout: 'stub',
      pages: [layout(data)],
      truth: {
        kind: 'pay_stub',
        payer: data.employer,
        category: 'wages',
        periodCents: data.math.gross,
        frequency: 'semimonthly',
        fraud: [],
      },
    });
    const facts = await analyzeFile(bytes, `${data.id}.pdf`, ocr);
    const [income] = facts.fields.income;
    expect(income).toMatchObject({ frequency: 'semimonthly', amountCents: data.math.gross });
    if (data.shows === 'dates') expect(facts.fields.payStub?.datesCycle).toBe('semimonthly');
    // The domain's conversion, applied once: twice the period's gross a month.
    expect(roundUnits(summaryMonthlyUnits(income!.amountCents, income!.frequency))).toBe(
      data.math.gross * 2,
    );
  });
});
