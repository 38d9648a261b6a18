// @vitest-environment happy-dom
import { type WizardStep, wizardSteps } from '@benefits/domain';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTexts } from '../test/render';
import { ContinueToButton } from './StepActions';
import { WizardContext, type WizardContextValue } from './WizardContext';

beforeAll(setupTexts);
afterEach(cleanup);

function wizard(goTo: WizardContextValue['goTo']): WizardContextValue {
  return {
    user: { id: 'u1', firstName: 'A', lastName: 'B', email: 'a@b.c', phone: null, zipCode: null },
    step: 'income-summary-pre',
    applicationId: 1,
    application: undefined,
    furthest: 'income-summary-pre',
    goTo,
    next: () => undefined,
    previous: () => undefined,
    replaceLocation: () => undefined,
    adoptApplication: () => undefined,
    trackSave: (work) => work,
    saveState: 'idle',
  };
}

// Issue 18: step 7 said "Continue to Final Review" and went to step 8. The button now names the
// step it goes to, for every step.
describe('ContinueToButton', () => {
  it.each(wizardSteps.slice(1))('names and goes to %s', async (step: WizardStep) => {
    const goTo = vi.fn();
    render(
      <WizardContext.Provider value={wizard(goTo)}>
        <ContinueToButton step={step} testId="next" />
      </WizardContext.Provider>,
    );
    const title = i18next.t(`wizard.steps.${step}.title`);
    expect(title).not.toBe(`wizard.steps.${step}.title`);
    const button = screen.getByTestId('next');
    expect(button.textContent).toBe(`Continue to ${title}`);
    await userEvent.click(button);
    expect(goTo).toHaveBeenCalledWith(step);
  });

  it('says step 7 goes on to verifying income, not to the final review', () => {
    render(
      <WizardContext.Provider value={wizard(() => undefined)}>
        <ContinueToButton step="income-verification" testId="next" />
      </WizardContext.Provider>,
    );
    expect(screen.getByTestId('next').textContent).toBe('Continue to Verify Your Income');
  });
});
