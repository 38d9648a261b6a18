import {
  applicationIdQuerySchema,
  createIncomeEntrySchema,
  incomeEntriesResponseSchema,
  incomeEntryParamsSchema,
  incomeEntrySchema,
  updateIncomeEntrySchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { applicationPartRoutes } from '../../http/routePlugin.js';
import { createIncomeService } from './service.js';

// SPEC 7 /api/income-entries.
export async function incomeRoutes(app: FastifyInstance, context: AppContext) {
  const schemas = {
    create: createIncomeEntrySchema,
    update: updateIncomeEntrySchema,
    params: incomeEntryParamsSchema,
    query: applicationIdQuerySchema,
    item: incomeEntrySchema,
    list: incomeEntriesResponseSchema,
  };
  applicationPartRoutes(app, context, '/api/income-entries', schemas, createIncomeService(context));
}
