import type { ConcernLevel, RiskFlag } from '@benefits/domain';
import { useQuery } from '@tanstack/react-query';
import { readOnEachOpening } from '../../lib/queryClient';

/** DESIGN: GET /api/applications/{id}/risk, computed by packages/domain on the server. */
export interface RiskResponse {
  flags: RiskFlag[];
  overallRisk: ConcernLevel;
  valid: boolean;
}

export function riskKey(applicationId: number) {
  return [`/api/applications/${applicationId}/risk`] as const;
}

/** Read again each time a step shows it: the answers behind it may have just changed. */
export function useRisk(applicationId: number) {
  return useQuery<RiskResponse>({
    queryKey: riskKey(applicationId),
    ...readOnEachOpening,
  });
}
