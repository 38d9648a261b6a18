import {
  applicationSchema,
  createApplicationSchema,
  idParamsSchema,
  updateApplicationSchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { signedInApi } from '../../http/routePlugin.js';
import { createApplicationService } from './service.js';
import { toApplication } from './toApplication.js';

// SPEC 7 /api/applications.
export async function applicationRoutes(app: FastifyInstance, context: AppContext) {
  const service = createApplicationService(context);
  const { api, signedIn } = signedInApi(app, context);

  api.get(
    '/api/applications',
    { ...signedIn, schema: { response: { 200: z.array(applicationSchema) } } },
    context.replyCache.kept(async (request) =>
      (await service.list(request.userId)).map(toApplication),
    ),
  );

  api.get(
    '/api/applications/:id',
    { ...signedIn, schema: { params: idParamsSchema, response: { 200: applicationSchema } } },
    context.replyCache.kept(async (request) =>
      toApplication(await service.get(request.userId, request.params.id)),
    ),
  );

  api.post(
    '/api/applications',
    {
      ...signedIn,
      schema: { body: createApplicationSchema, response: { 201: applicationSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(toApplication(await service.create(request.userId, request.body))),
  );

  api.patch(
    '/api/applications/:id',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: updateApplicationSchema,
        response: { 200: applicationSchema },
      },
    },
    async (request) =>
      toApplication(await service.update(request.userId, request.params.id, request.body)),
  );
}
