import type { Application, HomeAddressInput, HouseholdInput, ZipPlace } from '@benefits/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, getJson, sendJson } from '../../lib/api';
import { applicationKey } from '../../wizard/applicationApi';

async function put(
  queryClient: QueryClient,
  id: number,
  part: 'household' | 'home-address',
  body: HouseholdInput | HomeAddressInput,
): Promise<Application> {
  const application = await sendJson<Application>('PUT', `/api/applications/${id}/${part}`, body);
  queryClient.setQueryData(applicationKey(application.id), application);
  return application;
}

/** PUT /api/applications/:id/household: the whole list, the applicant first. */
export const saveHousehold = (queryClient: QueryClient, id: number, body: HouseholdInput) =>
  put(queryClient, id, 'household', body);

/** PUT /api/applications/:id/home-address. */
export const saveHomeAddress = (queryClient: QueryClient, id: number, body: HomeAddressInput) =>
  put(queryClient, id, 'home-address', body);

/** GET /api/places/zip/:zip (decision 0540): null for a ZIP code the server does not know. */
export async function getZipPlace(zip: string): Promise<ZipPlace | null> {
  try {
    return await getJson<ZipPlace>(`/api/places/zip/${zip}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
