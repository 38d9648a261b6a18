import type { PovertyRegion } from './regions.js';
import { snapFiscalYears } from './snap.js';

/**
 * Runs `check` while the FY 2027 row leaves `region` out of its maximum allotments, as a year
 * whose Alaska or Hawaii figures are not yet known would (decision 0300), then restores it.
 */
export function withoutFy27Region(region: PovertyRegion, check: () => void): void {
  const row = snapFiscalYears.find((year) => year.fiscalYear === 2027)!;
  const saved = row.maxAllotment;
  row.maxAllotment = { ...saved, [region]: undefined };
  try {
    check();
  } finally {
    row.maxAllotment = saved;
  }
}
