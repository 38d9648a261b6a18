import type {
  Application,
  ExpeditedSnapScreen,
  HomeCostsInput,
  ResourcesInput,
} from '@benefits/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { sendJson } from '../../lib/api';
import { readOnEachOpening } from '../../lib/queryClient';
import { applicationKey, applicationsListKey } from '../../wizard/applicationApi';

export function expeditedSnapKey(applicationId: number) {
  return [`/api/applications/${applicationId}/expedited-snap`] as const;
}

async function put(
  queryClient: QueryClient,
  applicationId: number,
  part: 'home-costs' | 'resources',
  body: HomeCostsInput | ResourcesInput,
): Promise<Application> {
  const application = await sendJson<Application>(
    'PUT',
    `/api/applications/${applicationId}/${part}`,
    body,
  );
  queryClient.setQueryData(applicationKey(application.id), application);
  void queryClient.invalidateQueries({ queryKey: applicationsListKey, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: expeditedSnapKey(applicationId) });
  return application;
}

/** PUT /api/applications/:id/home-costs: every answer of the step at once. */
export const saveHomeCosts = (queryClient: QueryClient, id: number, body: HomeCostsInput) =>
  put(queryClient, id, 'home-costs', body);

/** PUT /api/applications/:id/resources. */
export const saveResources = (queryClient: QueryClient, id: number, body: ResourcesInput) =>
  put(queryClient, id, 'resources', body);

/** GET /api/applications/:id/expedited-snap, read again on each visit (income may have changed). */
export function useExpeditedSnap(applicationId: number) {
  return useQuery<ExpeditedSnapScreen>({
    queryKey: expeditedSnapKey(applicationId),
    ...readOnEachOpening,
  });
}
