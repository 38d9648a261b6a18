import {
  type Application,
  applicationIdParamsSchema,
  applicationSchema,
  createApplicationSchema,
  isBenefitId,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { type ApplicationRow, createApplicationsRepository } from './repository.js';

function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    selectedBenefits: row.selectedBenefits.filter(isBenefitId),
    needsWorkVerification: row.needsWorkVerification,
    zipCode: row.zipCode,
  };
}

export async function applicationRoutes(app: FastifyInstance, context: AppContext) {
  const repository = createApplicationsRepository(context.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: context.requireSignedIn };

  api.get(
    '/api/applications',
    { ...signedIn, schema: { response: { 200: z.array(applicationSchema) } } },
    async (request) => (await repository.listForUser(request.userId)).map(toApplication),
  );

  api.get(
    '/api/applications/:id',
    {
      ...signedIn,
      schema: { params: applicationIdParamsSchema, response: { 200: applicationSchema } },
    },
    async (request) => {
      const row = await repository.findForUser(request.userId, request.params.id);
      if (!row) throw notFound('We could not find that application.');
      return toApplication(row);
    },
  );

  // SPEC 4: created as a draft.
  api.post(
    '/api/applications',
    {
      ...signedIn,
      schema: { body: createApplicationSchema, response: { 201: applicationSchema } },
    },
    async (request, reply) => {
      const { selectedBenefits, needsWorkVerification, zipCode } = request.body;
      const row = await repository.create(request.userId, {
        selectedBenefits: [...new Set(selectedBenefits)],
        needsWorkVerification,
        zipCode,
      });
      return reply.code(201).send(toApplication(row));
    },
  );
}
