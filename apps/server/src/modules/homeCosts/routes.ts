import {
  expeditedSnapSchema,
  homeCostsSchema,
  idParamsSchema,
  resourcesSchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { signedInApi } from '../../http/routePlugin.js';
import { draftAnswerRoutes } from '../applications/answerRoutes.js';
import { createHomeCostsService } from './service.js';

// Issue 18: housing and care costs, money in the bank, and the expedited SNAP screen.
export async function homeCostsRoutes(app: FastifyInstance, context: AppContext) {
  const service = createHomeCostsService(context);
  const { api, signedIn } = signedInApi(app, context);

  const answer = draftAnswerRoutes(app, context);
  answer('home-costs', homeCostsSchema, service.saveHomeCosts);
  answer('resources', resourcesSchema, service.saveResources);

  api.get(
    '/api/applications/:id/expedited-snap',
    { ...signedIn, schema: { params: idParamsSchema, response: { 200: expeditedSnapSchema } } },
    async (request) => service.expeditedSnap(request.userId, request.params.id),
  );
}
