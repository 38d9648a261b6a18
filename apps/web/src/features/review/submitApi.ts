import type { Application } from '@benefits/domain';
import type { QueryClient } from '@tanstack/react-query';
import { sendJson } from '../../lib/api';
import { applicationKey, applicationsListKey } from '../../wizard/applicationApi';
import type { Attestations } from './submitControl';

export interface SubmitResponse {
  confirmationNumber: string;
  application?: Application;
  alreadySubmitted?: boolean;
}

/**
 * SPEC 7 POST /api/applications/{id}/submit. The submitted application goes into the cache,
 * which is what moves the wizard to the submission step (a submitted application opens only there).
 */
export async function submitApplication(
  queryClient: QueryClient,
  applicationId: number,
  body: { attestations: Attestations; acknowledgeIssues: boolean },
): Promise<SubmitResponse> {
  const result = await sendJson<SubmitResponse>(
    'POST',
    `/api/applications/${applicationId}/submit`,
    {
      attestations: body.attestations,
      finalReview: true,
      acknowledgeIssues: body.acknowledgeIssues,
    },
  );
  void queryClient.invalidateQueries({ queryKey: applicationsListKey, refetchType: 'none' });
  if (result.application && result.application.id === applicationId) {
    queryClient.setQueryData(applicationKey(applicationId), result.application);
  } else {
    await queryClient.refetchQueries({ queryKey: applicationKey(applicationId) });
  }
  return result;
}
