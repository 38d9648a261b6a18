import { accountStep } from '../features/account';
import { benefitsStep } from '../features/benefits';
import { documentUploadStep } from '../features/documents';
import { expenseCategoriesStep, expenseIntroStep } from '../features/expenses';
import { homeCostsStep, resourcesStep } from '../features/homeCosts';
import { homeAddressStep, householdStep } from '../features/household';
import { incomeCategoriesStep, incomeSummaryStep } from '../features/income';
import { processOverviewStep } from '../features/processOverview';
import { finalReviewStep } from '../features/review';
import { submissionStep } from '../features/submission';
import { enhancedSummaryStep } from '../features/summary';
import { incomeVerificationStep } from '../features/verification';
import { workRequirementStep } from '../features/workRequirements';
import { stepIntros, stepRegistry } from '../wizard/steps';

const registrations = [
  accountStep,
  benefitsStep,
  householdStep,
  homeAddressStep,
  workRequirementStep,
  processOverviewStep,
  documentUploadStep,
  incomeCategoriesStep,
  incomeSummaryStep,
  incomeVerificationStep,
  expenseIntroStep,
  expenseCategoriesStep,
  homeCostsStep,
  resourcesStep,
  enhancedSummaryStep,
  finalReviewStep,
  submissionStep,
];

/** The wizard's steps, each registered by its feature. */
export const stepComponents = stepRegistry(registrations);

/** The steps whose intro the page's HTML draws (decision 0740). */
export const introOfStep = stepIntros(registrations);
