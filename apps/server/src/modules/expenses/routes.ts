import {
  applicationIdQuerySchema,
  createExpenseSchema,
  expenseSchema,
  expensesResponseSchema,
  idParamsSchema,
  updateExpenseSchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { createExpenseService } from './service.js';

// SPEC 7 and DESIGN: /api/expenses.
export async function expenseRoutes(app: FastifyInstance, context: AppContext) {
  const service = createExpenseService(context);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: context.requireSignedIn };

  api.post(
    '/api/expenses',
    { ...signedIn, schema: { body: createExpenseSchema, response: { 201: expenseSchema } } },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.userId, request.body)),
  );

  api.get(
    '/api/expenses',
    {
      ...signedIn,
      schema: { querystring: applicationIdQuerySchema, response: { 200: expensesResponseSchema } },
    },
    async (request) => service.list(request.userId, request.query.applicationId),
  );

  api.patch(
    '/api/expenses/:id',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: updateExpenseSchema,
        response: { 200: expenseSchema },
      },
    },
    async (request) => service.update(request.userId, request.params.id, request.body),
  );

  api.delete(
    '/api/expenses/:id',
    { ...signedIn, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await service.remove(request.userId, request.params.id);
      return reply.code(204).send();
    },
  );
}
