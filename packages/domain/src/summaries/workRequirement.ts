// SPEC 9: work requirement 80 hours per month, status bands and the amber alert below 80.
export const WORK_REQUIREMENT_HOURS_PER_MONTH = 80;
export const APPROACHING_WORK_HOURS_PER_MONTH = 60;

export const workRequirementBands = ['met', 'approaching', 'below'] as const;
export type WorkRequirementBand = (typeof workRequirementBands)[number];

export const workRequirementLabels: Readonly<Record<WorkRequirementBand, string>> = {
  met: 'Work Requirement Met',
  approaching: 'Approaching Requirement',
  below: 'Below Work Requirement',
};

export interface WorkRequirementStatus {
  band: WorkRequirementBand;
  label: string;
  /** SPEC 2 and 9: the amber alert shows when work hours per month are below 80. */
  showAlert: boolean;
}

/** SPEC 9: 80 or more met; 60 to under 80 approaching; below 60 below. */
export function workRequirementBand(hoursPerMonth: number): WorkRequirementBand {
  if (hoursPerMonth >= WORK_REQUIREMENT_HOURS_PER_MONTH) return 'met';
  if (hoursPerMonth >= APPROACHING_WORK_HOURS_PER_MONTH) return 'approaching';
  return 'below';
}

/** SPEC 9: the amber alert is below 80 hours per month. */
export function showWorkHoursAlert(hoursPerMonth: number): boolean {
  return hoursPerMonth < WORK_REQUIREMENT_HOURS_PER_MONTH;
}

export function workRequirementStatus(hoursPerMonth: number): WorkRequirementStatus {
  const band = workRequirementBand(hoursPerMonth);
  return { band, label: workRequirementLabels[band], showAlert: showWorkHoursAlert(hoursPerMonth) };
}
