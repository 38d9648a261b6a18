import { wizardSteps } from '@benefits/domain';
import { type ComponentType, lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { type StepRegistration, stepRegistry } from './steps';

const component = lazy(async () => ({ default: (() => null) as ComponentType }));
const all: StepRegistration[] = wizardSteps.map((step) => ({ step, component }));

describe('stepRegistry', () => {
  it('maps every wizard step to its registered component', () => {
    const registry = stepRegistry(all);
    expect(Object.keys(registry)).toEqual([...wizardSteps]);
  });

  it('refuses a step registered twice or a step left without a feature', () => {
    expect(() => stepRegistry([...all, { step: 'submission', component }])).toThrow(
      'Step submission is registered twice',
    );
    expect(() => stepRegistry(all.slice(1))).toThrow('Steps without a feature: account-creation');
  });
});
