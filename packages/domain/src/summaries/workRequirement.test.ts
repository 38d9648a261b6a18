import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  showWorkHoursAlert,
  WORK_REQUIREMENT_HOURS_PER_MONTH,
  workRequirementBand,
  workRequirementStatus,
} from './workRequirement.js';

describe('work requirement (SPEC 9)', () => {
  it('is 80 hours per month', () => {
    expect(WORK_REQUIREMENT_HOURS_PER_MONTH).toBe(80);
  });

  it.each([
    [200, 'met', 'Work Requirement Met', false],
    [80, 'met', 'Work Requirement Met', false],
    [79.9, 'approaching', 'Approaching Requirement', true],
    [60, 'approaching', 'Approaching Requirement', true],
    [59.9, 'below', 'Below Work Requirement', true],
    [0, 'below', 'Below Work Requirement', true],
  ])('%d hours: %s (%s), alert %s', (hours, band, label, alert) => {
    expect(workRequirementBand(hours)).toBe(band);
    expect(showWorkHoursAlert(hours)).toBe(alert);
    expect(workRequirementStatus(hours)).toEqual({ band, label, showAlert: alert });
  });

  it('alerts exactly when not met', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (hours) => {
        expect(showWorkHoursAlert(hours)).toBe(workRequirementBand(hours) !== 'met');
      }),
    );
  });
});
