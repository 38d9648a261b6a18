import { wizardSteps } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import {
  applicationIdFromSearch,
  categoryFromSearch,
  furthestReached,
  isFromWizard,
  resumeStep,
  shouldRecordFurthest,
  stepState,
  WIZARD_HISTORY_STATE,
  wizardPath,
} from './navigation';

describe('wizardPath', () => {
  it('carries the draft and the income category in the address', () => {
    expect(wizardPath('benefits-selection')).toBe('/application/benefits-selection');
    expect(wizardPath('work-requirements', { applicationId: 42 })).toBe(
      '/application/work-requirements?id=42',
    );
    expect(wizardPath('income-categories', { applicationId: 7, category: 3 })).toBe(
      '/application/income-categories?id=7&category=3',
    );
    expect(wizardPath('income-categories', { applicationId: null, category: null })).toBe(
      '/application/income-categories',
    );
  });
});

describe('reading the address', () => {
  it('takes only positive database ids', () => {
    expect(applicationIdFromSearch('?id=12')).toBe(12);
    expect(applicationIdFromSearch('id=12&category=2')).toBe(12);
    for (const bad of ['', '?id=', '?id=0', '?id=-1', '?id=1.5', '?id=abc', '?id=99999999999']) {
      expect(applicationIdFromSearch(bad)).toBeNull();
    }
  });

  it('reads the category position', () => {
    expect(categoryFromSearch('?id=1&category=22')).toBe(22);
    expect(categoryFromSearch('?category=0')).toBeNull();
    expect(categoryFromSearch('?category=x')).toBeNull();
  });
});

describe('step indicator', () => {
  it('marks steps before the furthest one done, the furthest one reached, later ones upcoming', () => {
    const states = wizardSteps.map((step) =>
      stepState(step, 'work-requirements', 'income-categories'),
    );
    expect(states).toEqual([
      'completed',
      'completed',
      'completed', // household-members
      'completed', // home-address
      'current',
      'completed',
      'completed',
      'reached',
      ...Array(wizardSteps.length - 8).fill('upcoming'),
    ]);
  });

  it('with nothing saved yet, follows the step on screen', () => {
    expect(stepState('account-creation', 'benefits-selection', null)).toBe('completed');
    expect(stepState('benefits-selection', 'benefits-selection', null)).toBe('current');
    expect(stepState('work-requirements', 'benefits-selection', undefined)).toBe('upcoming');
  });

  it('furthestReached is the later of the saved step and the step on screen', () => {
    expect(furthestReached(null, 'process-overview')).toBe('process-overview');
    expect(furthestReached('income-categories', 'process-overview')).toBe('income-categories');
    expect(furthestReached('work-requirements', 'income-summary-pre')).toBe('income-summary-pre');
  });
});

describe('shouldRecordFurthest', () => {
  it('records only forward moves made inside the wizard', () => {
    expect(shouldRecordFurthest('work-requirements', null, true)).toBe(true);
    expect(shouldRecordFurthest('benefits-selection', null, true)).toBe(false);
    expect(shouldRecordFurthest('income-categories', 'document-upload', true)).toBe(true);
    expect(shouldRecordFurthest('process-overview', 'income-categories', true)).toBe(false);
    expect(shouldRecordFurthest('final-review', 'work-requirements', false)).toBe(false);
  });
});

describe('resumeStep', () => {
  it('opens a draft from outside the wizard at its furthest step', () => {
    expect(
      resumeStep({
        requested: 'benefits-selection',
        furthest: 'income-categories',
        fromWizard: false,
      }),
    ).toBe('income-categories');
    expect(
      resumeStep({ requested: undefined, furthest: 'process-overview', fromWizard: false }),
    ).toBe('process-overview');
  });

  it('stays put inside the wizard, on a named later step, or when nothing is further', () => {
    expect(
      resumeStep({
        requested: 'benefits-selection',
        furthest: 'income-categories',
        fromWizard: true,
      }),
    ).toBeNull();
    expect(
      resumeStep({
        requested: 'work-requirements',
        furthest: 'income-categories',
        fromWizard: false,
      }),
    ).toBeNull();
    expect(resumeStep({ requested: undefined, furthest: null, fromWizard: false })).toBeNull();
    expect(
      resumeStep({
        requested: 'benefits-selection',
        furthest: 'benefits-selection',
        fromWizard: false,
      }),
    ).toBeNull();
  });

  it('recognises its own history entries', () => {
    expect(isFromWizard(WIZARD_HISTORY_STATE)).toBe(true);
    expect(isFromWizard(null)).toBe(false);
    expect(isFromWizard({ wizard: 'yes' })).toBe(false);
  });
});
