import type { WizardStep } from '@benefits/domain';

/**
 * SPEC 2 the expenses introduction step: Yes ('Continue to Expenses') goes to the expenses of each source, No straight to
 * the home costs (issue 18); no answer goes nowhere yet.
 */
export function introTarget(hasBusinessExpenses: boolean | null): WizardStep | null {
  if (hasBusinessExpenses === null) return null;
  return hasBusinessExpenses ? 'expense-categories' : 'home-costs';
}
