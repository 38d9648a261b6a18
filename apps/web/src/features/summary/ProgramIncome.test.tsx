// @vitest-environment happy-dom
import { programIncomeViews } from '@benefits/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTexts } from '../../test/render';
import { ProgramIncome } from './ProgramIncome';

beforeAll(setupTexts);
afterEach(cleanup);

// Issue 18 item 4: a W-2 worker with mileage and a parent's child support. The screen shows
// the domain's figures for each program, says "estimate", and never says "adjusted gross".
const programs = programIncomeViews({
  entries: [
    {
      id: 1,
      categoryId: 1,
      source: 'Acme',
      amount: '2000',
      frequency: 'monthly',
      isW2Income: true,
    },
    { id: 2, categoryId: 16, source: 'Child support', amount: '400', frequency: 'monthly' },
  ],
  expenses: [
    {
      id: 9,
      incomeEntryId: 1,
      expenseType: 'transportation',
      isMileageExpense: true,
      milesPerWeek: 100,
      mileageRate: 70,
    },
  ],
  taxYear: 2025,
  asOf: '2025-11-01',
});

describe('ProgramIncome', () => {
  it('shows what SNAP and Medicaid count, and that it is an estimate', () => {
    render(<ProgramIncome programs={programs} />);
    const section = screen.getByTestId('summary-programs');
    expect(section.textContent).toMatch(/estimate/);
    expect(section.textContent).toMatch(/agency decides/);
    expect(section.textContent).not.toMatch(
      /final adjusted gross income|used to decide your benefits/i,
    );
    expect(screen.getByTestId('snap-gross').textContent).toBe('$2,400.00 a month');
    expect(screen.getByTestId('snap-earnedDeduction').textContent).toBe('− $400.00');
    expect(screen.getByTestId('snap-standardDeduction').textContent).toBe('− $209.00');
    expect(screen.getByTestId('snap-after').textContent).toBe('$1,791.00 a month');
    // Child support is not MAGI income; the W-2 worker's miles do not come off.
    expect(screen.getByTestId('medicaid-monthly').textContent).toBe('$2,000.00 a month');
    expect(screen.getByTestId('medicaid-annual').textContent).toBe('$24,000.00 a year');
    const medicaidLines = within(screen.getByTestId('program-medicaid')).getAllByTestId(
      'line-note',
    );
    expect(medicaidLines.map((line) => line.textContent)).toEqual([
      'Costs of a W-2 job do not come off for health care.',
      'Child support you get does not count for health care.',
    ]);
  });

  it('says so when the year has no standard deduction in the rule table', () => {
    render(
      <ProgramIncome
        programs={{
          ...programs,
          snap: { ...programs.snap, standardDeduction: null, incomeAfterDeductions: null },
        }}
      />,
    );
    expect(screen.queryByTestId('snap-standardDeduction')).toBeNull();
    expect(screen.getByTestId('snap-standard-unknown')).toBeTruthy();
  });
});
