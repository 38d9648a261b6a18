// @vitest-environment happy-dom
import {
  afterSubmissionTexts,
  benefitIds,
  nextStepsAfterSubmission,
  programNextStepsText,
} from '@benefits/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadWizardTexts } from '../../i18n';
import { languagesWithTexts, wholeCatalog } from '../../i18n/allCatalogs';
import type { Language } from '../../i18n/languages';
import { setupTexts } from '../../test/render';
import { ProgramNextSteps } from './ProgramNextSteps';

const submittedAt = '2026-11-25T15:00:00.000Z';

beforeAll(setupTexts);
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('the catalog of what happens next', () => {
  it("holds packages/domain's words, in every language (the email and receipt use those)", () => {
    for (const language of ['en', ...languagesWithTexts] as Language[])
      expect(wholeCatalog(language).review.done.programs, language).toEqual(
        afterSubmissionTexts[language],
      );
  });
});

describe('ProgramNextSteps (issue 18: after submitting)', () => {
  it('lists each program asked for with the same four sentences as the email and receipt', () => {
    render(<ProgramNextSteps application={{ selectedBenefits: [...benefitIds], submittedAt }} />);
    const section = screen.getByRole('region', { name: 'What happens next for each program' });
    const programs = within(section).getAllByRole('heading', { level: 3 });
    expect(programs.map((heading) => heading.textContent)).toEqual([
      'Medicaid (based on income)',
      'SNAP (Food Assistance)',
      'TANF (Cash Assistance)',
      'WIC',
      'CHIP',
      'Medicaid (65+, blind or disabled)',
    ]);
    for (const steps of nextStepsAfterSubmission(benefitIds, { date: submittedAt })) {
      const item = screen.getByTestId(`next-${steps.benefit}`);
      const lines = within(item)
        .getAllByRole('listitem')
        .map((line) => line.textContent);
      expect(lines).toEqual(programNextStepsText(steps, 'en').lines);
    }
  });

  it('says SNAP needs an interview and decides within 30 days, 7 when flagged expedited', () => {
    const application = { selectedBenefits: ['snap' as const], submittedAt };
    const { rerender } = render(<ProgramNextSteps application={application} />);
    const snap = () => screen.getByTestId('next-snap');
    expect(snap().textContent).toContain('You must have an interview');
    expect(snap().textContent).toContain('within 30 days of the day you applied');
    expect(snap().textContent).toContain('at least 10 days to send them');
    // The application reply says it was flagged for expedited service (issue 18 item 4).
    rerender(<ProgramNextSteps application={{ ...application, expeditedSnap: true }} />);
    expect(snap().textContent).toContain('you may get SNAP fast: within 7 days');
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    await loadWizardTexts('es');
    render(
      <ProgramNextSteps application={{ selectedBenefits: ['medicaid-non-magi'], submittedAt }} />,
    );
    const item = screen.getByTestId('next-medicaid-non-magi');
    expect(item.textContent).toContain('en 45 días o menos');
    expect(item.textContent).toContain('hasta 90 días');
  });

  it('shows nothing when no program was asked for', () => {
    const { container } = render(
      <ProgramNextSteps application={{ selectedBenefits: [], submittedAt: null }} />,
    );
    expect(container.textContent).toBe('');
  });
});
