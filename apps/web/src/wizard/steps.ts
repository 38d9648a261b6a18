import { type WizardStep, wizardSteps } from '@benefits/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What a step's feature hands the wizard: which step it is, and its component as its own chunk. */
export interface StepRegistration {
  step: WizardStep;
  component: LazyExoticComponent<ComponentType>;
}

/** A step's registration with its component loaded on demand, as its own chunk. */
export function lazyStep(
  step: WizardStep,
  load: () => Promise<{ default: ComponentType }>,
): StepRegistration {
  return { step, component: lazy(load) };
}

export type StepComponents = Record<WizardStep, LazyExoticComponent<ComponentType>>;

/** The wizard's steps from the features' registrations: every step once, none unknown. */
export function stepRegistry(registrations: readonly StepRegistration[]): StepComponents {
  const components: Partial<StepComponents> = {};
  for (const { step, component } of registrations) {
    if (components[step]) throw new Error(`Step ${step} is registered twice`);
    components[step] = component;
  }
  const missing = wizardSteps.filter((step) => !components[step]);
  if (missing.length > 0) throw new Error(`Steps without a feature: ${missing.join(', ')}`);
  return components as StepComponents;
}
