import {
  applicationIdQuerySchema,
  createIncomeEntrySchema,
  hoursPerWeekAllowed,
  incomeEntriesResponseSchema,
  incomeEntryParamsSchema,
  incomeEntrySchema,
  updateIncomeEntrySchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { createApplicationsRepository } from '../applications/repository.js';
import { ownedApplication, ownedDraft } from '../applications/service.js';
import { toIncomeEntry } from './incomeEntry.js';
import { createIncomeRepository, type IncomeEntryRow } from './repository.js';

export async function incomeRoutes(app: FastifyInstance, context: AppContext) {
  const applications = createApplicationsRepository(context.db);
  const entries = createIncomeRepository(context.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: context.requireSignedIn };

  /** The applicant's own entry on a draft application: 404 otherwise, 409 after submission. */
  async function ownedEntryOnDraft(userId: string, id: number): Promise<IncomeEntryRow> {
    const entry = await entries.findForUser(userId, id);
    if (!entry) throw notFound('incomeEntryNotFound');
    await ownedDraft(applications, userId, entry.applicationId);
    return entry;
  }

  // SPEC 7 POST /api/income-entries, with the SPEC 5 income form rules.
  api.post(
    '/api/income-entries',
    {
      ...signedIn,
      schema: { body: createIncomeEntrySchema, response: { 201: incomeEntrySchema } },
    },
    async (request, reply) => {
      const { applicationId, ...entry } = request.body;
      await ownedDraft(applications, request.userId, applicationId);
      const row = await entries.create({ ...entry, applicationId, userId: request.userId });
      return reply.code(201).send(toIncomeEntry(row));
    },
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
    async (request) => {
      const application = await ownedApplication(
        applications,
        request.userId,
        request.query.applicationId,
      );
      return (await entries.listForApplication(request.userId, application.id)).map(toIncomeEntry);
    },
  );

  // DESIGN: applicants fix mistakes.
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
    async (request) => {
      const entry = await ownedEntryOnDraft(request.userId, request.params.id);
      const changes = request.body;
      if (changes.hoursPerWeek != null && !hoursPerWeekAllowed(entry.categoryId)) {
        throw new HttpError(400, 'hoursPerWeekWorkOnly');
      }
      const row = await entries.update(request.userId, entry.id, changes);
      return toIncomeEntry(row ?? entry);
    },
  );

  api.delete(
    '/api/income-entries/:id',
    { ...signedIn, schema: { params: incomeEntryParamsSchema } },
    async (request, reply) => {
      const entry = await ownedEntryOnDraft(request.userId, request.params.id);
      await entries.remove(request.userId, entry.id);
      return reply.code(204).send();
    },
  );
}
