import {
  applicationIdQuerySchema,
  createIncomeEntrySchema,
  incomeEntriesResponseSchema,
  incomeEntryParamsSchema,
  incomeEntrySchema,
  updateIncomeEntrySchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { createIncomeService } from './service.js';

// SPEC 7 /api/income-entries.
export async function incomeRoutes(app: FastifyInstance, context: AppContext) {
  const service = createIncomeService(context);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: context.requireSignedIn };

  api.post(
    '/api/income-entries',
    {
      ...signedIn,
      schema: { body: createIncomeEntrySchema, response: { 201: incomeEntrySchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.userId, request.body)),
  );

  api.get(
    '/api/income-entries',
    {
      ...signedIn,
      schema: {
        querystring: applicationIdQuerySchema,
        response: { 200: incomeEntriesResponseSchema },
      },
    },
    async (request) => service.list(request.userId, request.query.applicationId),
  );

  api.patch(
    '/api/income-entries/:id',
    {
      ...signedIn,
      schema: {
        params: incomeEntryParamsSchema,
        body: updateIncomeEntrySchema,
        response: { 200: incomeEntrySchema },
      },
    },
    async (request) => service.update(request.userId, request.params.id, request.body),
  );

  api.delete(
    '/api/income-entries/:id',
    { ...signedIn, schema: { params: incomeEntryParamsSchema } },
    async (request, reply) => {
      await service.remove(request.userId, request.params.id);
      return reply.code(204).send();
    },
  );
}
