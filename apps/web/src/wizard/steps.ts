import { type WizardStep, wizardSteps } from '@benefits/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type FirstReads, withFirstReads } from './firstReads';

/** What a step's feature hands the wizard: which step it is, and its component as its own chunk. */
export interface StepRegistration {
  step: WizardStep;
  component: LazyExoticComponent<ComponentType>;
  /**
   * The step's intro as the page's HTML draws it before the step loads (decision 0740): its
   * largest text, the same markup as the step's own, with no applicant data.
   */
  intro?: ComponentType;
}

/**
 * A step's registration with its component loaded on demand, as its own chunk; with
 * `firstReads`, it mounts once those reads are in the query cache (decision 0800).
 */
export function lazyStep(
  step: WizardStep,
  load: () => Promise<{ default: ComponentType }>,
  intro?: ComponentType,
  firstReads?: FirstReads,
): StepRegistration {
  return {
    step,
    component: lazy(firstReads ? () => withFirstReads(load, firstReads) : load),
    intro,
  };
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

/** The steps' intros drawn in the page's HTML (decision 0740), by step. */
export function stepIntros(
  registrations: readonly StepRegistration[],
): Partial<Record<WizardStep, ComponentType>> {
  return Object.fromEntries(
    registrations.flatMap(({ step, intro }) => (intro ? [[step, intro]] : [])),
  );
}
