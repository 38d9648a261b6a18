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
  it('has 15 steps in order: issue 18 adds home costs and resources after the expenses', () => {
    expect(WIZARD_STEP_COUNT).toBe(15);
    expect(wizardSteps[0]).toBe('account-creation');
    expect(wizardSteps[5]).toBe('income-categories');
    expect(wizardSteps.slice(9, 13)).toEqual([
      'expense-categories',
      'home-costs',
      'resources',
      'enhanced-financial-summary',
    ]);
    expect(wizardSteps[14]).toBe('submission');
  });

  it.each([
    ['account-creation', 1, 7],
    ['income-categories', 6, 40],
    ['home-costs', 11, 73],
    ['enhanced-financial-summary', 13, 87],
    ['submission', 15, 100],
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
