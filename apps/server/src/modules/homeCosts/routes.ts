import {
  applicationSchema,
  expeditedSnapSchema,
  homeCostsSchema,
  idParamsSchema,
  resourcesSchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { signedInApi } from '../../http/routePlugin.js';
import { toApplication } from '../applications/toApplication.js';
import { createHomeCostsService } from './service.js';

// Issue 18: housing and care costs, money in the bank, and the expedited SNAP screen.
export async function homeCostsRoutes(app: FastifyInstance, context: AppContext) {
  const service = createHomeCostsService(context);
  const { api, signedIn } = signedInApi(app, context);

  api.put(
    '/api/applications/:id/home-costs',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: homeCostsSchema,
        response: { 200: applicationSchema },
      },
    },
    async (request) =>
      toApplication(await service.saveHomeCosts(request.userId, request.params.id, request.body)),
  );

  api.put(
    '/api/applications/:id/resources',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: resourcesSchema,
        response: { 200: applicationSchema },
      },
    },
    async (request) =>
      toApplication(await service.saveResources(request.userId, request.params.id, request.body)),
  );

  api.get(
    '/api/applications/:id/expedited-snap',
    { ...signedIn, schema: { params: idParamsSchema, response: { 200: expeditedSnapSchema } } },
    async (request) => service.expeditedSnap(request.userId, request.params.id),
  );
}
