import { type WizardStep, wizardStepNumber, wizardSteps } from '@benefits/domain';

// Pure rules of moving around the wizard (issue 4: frame, save and resume). No React here.

export const WIZARD_BASE_PATH = '/application';

/** Marker kept in history.state by every move made inside the wizard. */
export const WIZARD_HISTORY_STATE = { wizard: true } as const;

export interface WizardLocation {
  applicationId?: number | null;
  /** 1-based position of the income category on the income step. */
  category?: number | null;
}

/** '/application/{step}?id={id}&category={n}': the address carries the draft, so a reload keeps it. */
export function wizardPath(step: WizardStep, location: WizardLocation = {}): string {
  const params = new URLSearchParams();
  if (location.applicationId) params.set('id', String(location.applicationId));
  if (location.category) params.set('category', String(location.category));
  const query = params.toString();
  return `${WIZARD_BASE_PATH}/${step}${query ? `?${query}` : ''}`;
}

function positiveInteger(value: string | null, max: number): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 && number <= max ? number : null;
}

/** SPEC 2: ?id={id} resumes that draft. Anything that is not a database id is ignored. */
export function applicationIdFromSearch(search: string): number | null {
  return positiveInteger(new URLSearchParams(search).get('id'), 2_147_483_647);
}

export function categoryFromSearch(search: string): number | null {
  return positiveInteger(new URLSearchParams(search).get('category'), 1000);
}

function position(step: WizardStep): number {
  return wizardStepNumber(step);
}

/** The later of two steps. */
export function laterStep(a: WizardStep, b: WizardStep): WizardStep {
  return position(a) >= position(b) ? a : b;
}

/**
 * The furthest step reached: the server's record, or (before there is an application, or before
 * its first step change is saved) the step on screen.
 */
export function furthestReached(
  saved: WizardStep | null | undefined,
  current: WizardStep,
): WizardStep {
  return saved ? laterStep(saved, current) : current;
}

export type StepState = 'completed' | 'current' | 'reached' | 'upcoming';

/**
 * The step indicator: steps before the furthest one reached are done, the furthest one (when
 * the applicant went back from it) is where they stopped, later ones are not started.
 */
export function stepState(
  step: WizardStep,
  current: WizardStep,
  furthest: WizardStep | null | undefined,
): StepState {
  if (step === current) return 'current';
  const reached = furthestReached(furthest, current);
  if (position(step) < position(reached)) return 'completed';
  if (step === reached) return 'reached';
  return 'upcoming';
}

/**
 * Whether arriving on `step` moves the saved furthest step: only forward, and only when the
 * applicant got there from inside the wizard (Next, a jump, back/forward, or a reload of such a
 * page). Typing the address of a later step does not count as reaching it.
 */
export function shouldRecordFurthest(
  step: WizardStep,
  saved: WizardStep | null | undefined,
  fromWizard: boolean,
): boolean {
  if (!fromWizard) return false;
  return position(step) > position(saved ?? 'benefits-selection');
}

/**
 * Opening a draft from outside the wizard (the dashboard's Continue, /application, another
 * device) lands on the furthest step reached. Moves inside the wizard, a reload and back/forward
 * keep the step the applicant was on. Returns the step to go to, or null to stay.
 */
export function resumeStep(options: {
  /** The step in the address, or undefined for /application. */
  requested: WizardStep | undefined;
  furthest: WizardStep | null | undefined;
  /** True when this page was reached from inside the wizard (history.state marker). */
  fromWizard: boolean;
}): WizardStep | null {
  const { requested, furthest, fromWizard } = options;
  if (fromWizard || !furthest) return null;
  if (requested !== undefined && requested !== 'benefits-selection') return null;
  const current = requested ?? 'benefits-selection';
  return position(furthest) > position(current) ? furthest : null;
}

export function isFromWizard(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { wizard?: unknown }).wizard === true
  );
}

export { wizardSteps };

/**
 * Where a step that walks a list one item at a time (income categories, income sources) opens:
 * the 1-based position in the address first, then the remembered one, else the first; kept
 * within the list. 0 when the list is empty.
 */
export function resolveWalkPosition(options: {
  fromAddress: number | null;
  stored: number | null;
  count: number;
}): number {
  const { fromAddress, stored, count } = options;
  if (count <= 0) return 0;
  const wanted = fromAddress ?? stored ?? 1;
  return Math.min(Math.max(1, wanted), count);
}
