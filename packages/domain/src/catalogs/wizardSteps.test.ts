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
  it('has 15 steps in order: the household and address right after the benefits', () => {
    expect(WIZARD_STEP_COUNT).toBe(15);
    expect(wizardSteps[0]).toBe('account-creation');
    expect(wizardSteps.slice(1, 5)).toEqual([
      'benefits-selection',
      'household-members',
      'home-address',
      'work-requirements',
    ]);
    expect(wizardSteps[7]).toBe('income-categories');
    expect(wizardSteps[14]).toBe('submission');
  });

  it.each([
    ['account-creation', 1, 7],
    ['household-members', 3, 20],
    ['income-categories', 8, 53],
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
