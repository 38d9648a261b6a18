// SPEC 2: the wizard's steps, in order: SPEC's 13, with issue 18's household and address after
// the benefits (decision 0320) and its home costs and money after the expenses (decision 0330).
export const wizardSteps = [
  'account-creation',
  'benefits-selection',
  'household-members',
  'home-address',
  'work-requirements',
  'process-overview',
  'document-upload',
  'income-categories',
  'income-summary-pre',
  'income-verification',
  'expense-workflow-intro',
  'expense-categories',
  // Issue 18: housing and care costs, then money in the bank (and the expedited SNAP screen).
  'home-costs',
  'resources',
  'enhanced-financial-summary',
  'final-review',
  'submission',
] as const;
export type WizardStep = (typeof wizardSteps)[number];

export const WIZARD_STEP_COUNT = wizardSteps.length;

export function isWizardStep(value: unknown): value is WizardStep {
  return typeof value === 'string' && (wizardSteps as readonly string[]).includes(value);
}

/** 1-based position of a step, as the progress header shows it ('Step n/13'). */
export function wizardStepNumber(step: WizardStep): number {
  return wizardSteps.indexOf(step) + 1;
}

/** SPEC 2: the percentage bar is step/total, rounded. */
export function wizardProgressPercent(step: WizardStep): number {
  return Math.round((wizardStepNumber(step) / WIZARD_STEP_COUNT) * 100);
}

/** SPEC 2: the default step is account-creation signed out, benefits-selection signed in. */
export function defaultWizardStep(signedIn: boolean): WizardStep {
  return signedIn ? 'benefits-selection' : 'account-creation';
}

export function nextWizardStep(step: WizardStep): WizardStep | undefined {
  return wizardSteps[wizardStepNumber(step)];
}

export function previousWizardStep(step: WizardStep): WizardStep | undefined {
  const index = wizardStepNumber(step) - 2;
  return index >= 0 ? wizardSteps[index] : undefined;
}
