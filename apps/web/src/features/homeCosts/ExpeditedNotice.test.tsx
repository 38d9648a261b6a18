// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadWizardTexts } from '../../i18n';
import { mockFetch, renderWithQuery, setupTexts } from '../../test/render';
import { ExpeditedNotice } from './ExpeditedNotice';

beforeAll(setupTexts);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

function answer(reason: 'lowIncomeAndResources' | 'destituteMigrant') {
  return mockFetch(() => ({
    body: {
      status: 'expedited',
      reason,
      days: 7,
      grossMonthlyIncome: 120,
      liquidResources: 40,
      rentAndUtilities: 0,
      utilityAllowance: null,
      asOf: '2026-11-25',
    },
  }));
}

// 7 CFR 273.2(i): income under $150 and $100 or less in money; benefits within 7 days. The
// catalogs hold {{incomeUnder}}, {{resourcesAtMost}} and {{days}}; packages/domain the figures.
describe('ExpeditedNotice', () => {
  it("states the domain table's figures in English", async () => {
    answer('lowIncomeAndResources');
    renderWithQuery(<ExpeditedNotice applicationId={4} />);
    const notice = await screen.findByTestId('expedited-notice');
    expect(screen.getByRole('heading').textContent).toBe('You may get SNAP within 7 days');
    expect(notice.textContent).toContain(
      'Your answers show income under $150 this month and $100 or less in money.',
    );
  });

  it('states them in Spanish too', async () => {
    await changeLanguage('es');
    await loadWizardTexts('es');
    answer('destituteMigrant');
    renderWithQuery(<ExpeditedNotice applicationId={4} />);
    const notice = await screen.findByTestId('expedited-notice');
    expect(screen.getByRole('heading').textContent).toBe('Puede recibir SNAP en 7 días');
    expect(notice.textContent).toContain(
      'Sus respuestas muestran trabajo agrícola de temporada y $100 o menos en dinero.',
    );
  });
});
