import {
  applicationSchema,
  homeAddressSchema,
  householdSchema,
  idParamsSchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { signedInApi } from '../../http/routePlugin.js';
import { toApplication } from '../applications/toApplication.js';
import { createHouseholdService } from './service.js';

// Issue 18 item 1: PUT the household and the home address of a draft; both answer with the
// application (GET /api/applications/:id returns them too).
export async function householdRoutes(app: FastifyInstance, context: AppContext) {
  const service = createHouseholdService(context);
  const { api, signedIn } = signedInApi(app, context);

  api.put(
    '/api/applications/:id/household',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: householdSchema,
        response: { 200: applicationSchema },
      },
    },
    async (request) =>
      toApplication(await service.saveHousehold(request.userId, request.params.id, request.body)),
  );

  api.put(
    '/api/applications/:id/home-address',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: homeAddressSchema,
        response: { 200: applicationSchema },
      },
    },
    async (request) =>
      toApplication(await service.saveHomeAddress(request.userId, request.params.id, request.body)),
  );
}
