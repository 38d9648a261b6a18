import { describe, expect, it } from 'vitest';
import {
  defaultWizardStep,
  isWizardStep,
  nextWizardStep,
  previousWizardStep,
  WIZARD_STEP_COUNT,
  wizardProgressPercent,
  wizardStepNumber,
  wizardSteps,
} from './wizardSteps.js';

describe('wizard steps (SPEC 2)', () => {
  it('has 13 steps in order', () => {
    expect(WIZARD_STEP_COUNT).toBe(13);
    expect(wizardSteps[0]).toBe('account-creation');
    expect(wizardSteps[5]).toBe('income-categories');
    expect(wizardSteps[12]).toBe('submission');
  });

  it.each([
    ['account-creation', 1, 8],
    ['income-categories', 6, 46],
    ['enhanced-financial-summary', 11, 85],
    ['submission', 13, 100],
  ] as const)('%s is step %i at %i%%', (step, number, percent) => {
    expect(wizardStepNumber(step)).toBe(number);
    expect(wizardProgressPercent(step)).toBe(percent);
  });

  it('moves by one step', () => {
    expect(nextWizardStep('account-creation')).toBe('benefits-selection');
    expect(nextWizardStep('submission')).toBeUndefined();
    expect(previousWizardStep('benefits-selection')).toBe('account-creation');
    expect(previousWizardStep('account-creation')).toBeUndefined();
  });

  it('defaults by sign-in state and recognises steps', () => {
    expect(defaultWizardStep(false)).toBe('account-creation');
    expect(defaultWizardStep(true)).toBe('benefits-selection');
    expect(isWizardStep('final-review')).toBe(true);
    expect(isWizardStep('nope')).toBe(false);
    expect(isWizardStep(3)).toBe(false);
  });
});
