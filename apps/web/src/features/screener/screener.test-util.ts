import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { registerScreenerTexts } from '../../i18n/screenerTexts';
import { setupTexts } from '../../test/render';
import { type Answers, newPerson } from './answers';

/** The English catalog with the screener's texts, as the app has it on the screener. */
export async function setupScreenerTexts() {
  await setupTexts();
  registerScreenerTexts();
}

/** After each test: no page, no fetch stand-in, no answers or application id kept. */
export function resetScreener() {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
}

/** The journey's household: you (34, pay every 2 weeks), two children; rent with heat. */
export function texasFamily(): Answers {
  return {
    state: 'TX',
    people: [
      {
        ...newPerson('self'),
        age: '34',
        incomes: [{ kind: 'wages', amount: '900', frequency: 'biweekly' }],
      },
      { ...newPerson('child'), age: '8' },
      { ...newPerson('child'), age: '3' },
    ],
    housing: 'rent',
    housingCost: '950',
    utilities: 'heating_cooling',
    savings: '',
  };
}
