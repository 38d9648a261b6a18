// @vitest-environment happy-dom
import type { DocumentAnalysisResult, ExtractedIncome } from '@benefits/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { setupTexts } from '../../test/render';
import { AnalysisResults } from './AnalysisResults';
import type { IncomeCheck } from './incomeChecks';
import { useIncomeChecks } from './useIncomeChecks';

// Issue 15 (decision 0262): a field read under 0.7, or not given, is shown to confirm or
// correct; nothing of the item is used until the applicant does.

const sure: ExtractedIncome = {
  category: 'wages',
  source: 'Acme Supplies Corp.',
  amount: 41892.5,
  frequency: 'annual',
  documentSource: 'W-2 form (w2.pdf)',
  confidence: 0.95,
  fieldsToConfirm: [],
};
const noFrequency: ExtractedIncome = {
  category: 'wages',
  source: 'Riverbend Dental Group LLC',
  amount: 1000,
  frequency: 'unknown',
  documentSource: 'pay stub (stub.pdf)',
  confidence: 0.9,
  fieldsToConfirm: ['frequency'],
};
const unsureAmount: ExtractedIncome = {
  ...noFrequency,
  source: 'Blue Heron Coffee Co',
  amount: 812.4,
  frequency: 'biweekly',
  documentSource: 'pay stub (photo.jpg)',
  fieldsToConfirm: ['amount'],
};

function result(income: ExtractedIncome[]): DocumentAnalysisResult {
  return {
    extractedData: { income, expenses: [] },
    summary: '',
    overallConfidence: 0.8,
    fraudIndicators: [],
  };
}

let draft = 0;

/** The results with the step's own keeping of the applicant's checks (a new draft each time). */
function Results({
  income,
  seen,
  draftId,
}: {
  income: ExtractedIncome[];
  seen?: IncomeCheck[];
  draftId?: number;
}) {
  const [applicationId] = useState(() => draftId ?? ++draft);
  const { checks, setCheck } = useIncomeChecks(applicationId);
  return (
    <AnalysisResults
      result={result(income)}
      headingRef={() => undefined}
      checks={checks}
      onCheck={(key, check) => {
        if (check) seen?.push(check);
        setCheck(key, check);
      }}
    />
  );
}

const describedErrors = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

beforeAll(setupTexts);
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('income read unsurely is checked by the applicant', () => {
  it('shows a surely read item as found, and an unsure one as a form to check', () => {
    render(<Results income={[sure, noFrequency]} />);
    expect(screen.getAllByTestId('extracted-income')).toHaveLength(1);
    const check = screen.getByTestId('check-income');
    expect(within(check).getByRole('heading', { name: 'Please check this income' })).toBeTruthy();
    expect(within(check).getByRole('textbox', { name: 'Who pays you' })).toHaveProperty(
      'value',
      'Riverbend Dental Group LLC',
    );
    // The frequency the document does not give is not chosen for the applicant.
    const radios = within(check).getAllByRole<HTMLInputElement>('radio');
    expect(radios.some((radio) => radio.checked)).toBe(false);
    expect(check.textContent).toContain('Your document does not say how often you get this.');
  });

  it('says what is missing, moves focus there, then takes the chosen frequency', async () => {
    const user = userEvent.setup();
    const seen: IncomeCheck[] = [];
    render(<Results income={[noFrequency]} seen={seen} />);
    await user.click(screen.getByRole('button', { name: 'Yes, use this income' }));
    const first = screen.getAllByRole('radio')[0]!;
    await expect.poll(() => document.activeElement).toBe(first);
    const group = screen.getByRole('group', { name: 'How often you get this' });
    expect(describedErrors(group)).toContain('Choose how often you get this money.');
    expect(seen).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Every week' }));
    await user.click(screen.getByRole('button', { name: 'Yes, use this income' }));
    expect(seen).toEqual([
      {
        status: 'checked',
        values: { source: 'Riverbend Dental Group LLC', amount: '1000.00', frequency: 'weekly' },
      },
    ]);
    const done = screen.getByTestId('check-income-done');
    expect(done.textContent).toBe(
      'You checked this income: Riverbend Dental Group LLC, $1,000.00 every week.',
    );
    expect(document.activeElement).toBe(done);
  });

  it('takes a corrected amount, and refuses one that is not a number', async () => {
    const user = userEvent.setup();
    const seen: IncomeCheck[] = [];
    render(<Results income={[unsureAmount]} seen={seen} />);
    const amount = screen.getByRole('textbox', { name: /Amount each time/ });
    expect(amount).toHaveProperty('value', '812.40');
    expect(describedErrors(amount)).toContain('We are not sure we read this right.');
    // A read frequency stays chosen: it was read surely.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Every 2 weeks' }).checked).toBe(
      true,
    );

    await user.clear(amount);
    await user.type(amount, 'about 800');
    await user.click(screen.getByRole('button', { name: 'Yes, use this income' }));
    await expect.poll(() => document.activeElement).toBe(amount);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(describedErrors(amount)).toContain('Amount must be a valid number');

    await user.clear(amount);
    await user.type(amount, '$1,812.40');
    await user.click(screen.getByRole('button', { name: 'Yes, use this income' }));
    expect(seen.at(-1)).toEqual({
      status: 'checked',
      values: { source: 'Blue Heron Coffee Co', amount: '1812.40', frequency: 'biweekly' },
    });
  });

  it('can be left out, and changed again', async () => {
    const user = userEvent.setup();
    const seen: IncomeCheck[] = [];
    render(<Results income={[noFrequency]} seen={seen} />);
    await user.click(
      screen.getByRole('button', { name: 'Leave it out. I will type it in myself' }),
    );
    expect(seen).toEqual([{ status: 'left_out' }]);
    expect(screen.getByTestId('check-income-done').textContent).toContain(
      'You left this income out.',
    );
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('button', { name: 'Yes, use this income' })).toBeTruthy();
    await expect
      .poll(() => document.activeElement)
      .toBe(screen.getByRole('textbox', { name: 'Who pays you' }));
  });

  it('keeps what the applicant checked when they come back to the step', async () => {
    const user = userEvent.setup();
    const first = render(<Results income={[noFrequency]} draftId={900} />);
    await user.click(
      screen.getByRole('button', { name: 'Leave it out. I will type it in myself' }),
    );
    first.unmount();
    render(<Results income={[noFrequency]} draftId={900} />);
    expect(screen.getByTestId('check-income').getAttribute('data-state')).toBe('left_out');
  });

  it('is in Spanish too', async () => {
    await changeLanguage('es');
    render(<Results income={[noFrequency]} />);
    expect(screen.getByRole('heading', { name: 'Revise estos ingresos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sí, usar estos ingresos' })).toBeTruthy();
    expect(screen.getByTestId('check-income').textContent).toContain(
      'Su documento no dice cada cuánto recibe este dinero.',
    );
  });
});
