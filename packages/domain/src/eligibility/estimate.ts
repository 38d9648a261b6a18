import { ruleDay } from '../rules/period.js';
import { estimateHealth } from './health.js';
import type { EstimateRequest } from './schema.js';
import { estimateSnap } from './snap.js';
import type { HouseholdEstimate } from './types.js';
import { estimateTanf, estimateWic } from './wicTanf.js';

/** Every program's estimate for a household on a day (the request's `asOf`, else `today`). */
export function estimateHousehold(
  request: EstimateRequest,
  today: Date | string,
): HouseholdEstimate {
  const asOf = request.asOf ?? ruleDay(today);
  const snap = estimateSnap(request, asOf);
  const [medicaid, chip] = estimateHealth(request, asOf);
  const wic = estimateWic(request, asOf, {
    snap: snap.eligible,
    medicaidMembers: medicaid.members,
  });
  const tanf = estimateTanf(request, asOf);
  return { asOf, programs: [snap, medicaid, chip, wic, tanf] };
}
