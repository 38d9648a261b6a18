import type { Application, HomeAddressInput, HouseholdInput } from '@benefits/domain';
import type { QueryClient } from '@tanstack/react-query';
import { sendJson } from '../../lib/api';
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
