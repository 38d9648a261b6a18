import type { Application, CreateApplicationInput, UpdateApplicationInput } from '@benefits/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { sendJson } from '../lib/api';

export const applicationsListKey = ['/api/applications'] as const;

export function applicationKey(id: number) {
  return [`/api/applications/${id}`] as const;
}

export function useApplication(id: number | null) {
  return useQuery<Application>({
    queryKey: applicationKey(id ?? 0),
    enabled: id !== null,
  });
}

function remember(queryClient: QueryClient, application: Application) {
  queryClient.setQueryData(applicationKey(application.id), application);
  // The dashboard's list reads again next time it is shown.
  void queryClient.invalidateQueries({ queryKey: applicationsListKey, refetchType: 'none' });
}

/** SPEC 7: POST /api/applications (wizard the benefits step), created as a draft. */
export async function createApplication(
  queryClient: QueryClient,
  body: CreateApplicationInput,
): Promise<Application> {
  const application = await sendJson<Application>('POST', '/api/applications', {
    ...body,
    status: 'draft',
  });
  remember(queryClient, application);
  return application;
}

/** PATCH /api/applications/:id: answers as they are entered, and the furthest step. */
export async function updateApplication(
  queryClient: QueryClient,
  id: number,
  body: UpdateApplicationInput,
): Promise<Application> {
  const application = await sendJson<Application>('PATCH', `/api/applications/${id}`, body);
  remember(queryClient, application);
  return application;
}
