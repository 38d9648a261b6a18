import type { EnhancedFinancialSummaryResponse } from '@benefits/domain';
import { useQuery } from '@tanstack/react-query';
import { readOnEachOpening } from '../../lib/queryClient';

export function enhancedSummaryKey(applicationId: number) {
  return [`/api/enhanced-financial-summary/${applicationId}`] as const;
}

/** SPEC 7 GET /api/enhanced-financial-summary/{applicationId}; read again on each visit. */
export function useEnhancedSummary(applicationId: number) {
  return useQuery<EnhancedFinancialSummaryResponse>({
    queryKey: enhancedSummaryKey(applicationId),
    ...readOnEachOpening,
  });
}
