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
  it('has 17 steps in order: issue 18 adds the household and address after the benefits, and home costs and money after the expenses', () => {
    expect(WIZARD_STEP_COUNT).toBe(17);
    expect(wizardSteps[0]).toBe('account-creation');
    expect(wizardSteps.slice(1, 5)).toEqual([
      'benefits-selection',
      'household-members',
      'home-address',
      'work-requirements',
    ]);
    expect(wizardSteps[7]).toBe('income-categories');
    expect(wizardSteps.slice(11, 15)).toEqual([
      'expense-categories',
      'home-costs',
      'resources',
      'enhanced-financial-summary',
    ]);
    expect(wizardSteps[16]).toBe('submission');
  });

  it.each([
    ['account-creation', 1, 6],
    ['household-members', 3, 18],
    ['income-categories', 8, 47],
    ['home-costs', 13, 76],
    ['enhanced-financial-summary', 15, 88],
    ['submission', 17, 100],
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
