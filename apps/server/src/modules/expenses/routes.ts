import {
  applicationIdQuerySchema,
  createExpenseSchema,
  expenseSchema,
  expensesResponseSchema,
  idParamsSchema,
  updateExpenseSchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { applicationPartRoutes } from '../../http/routePlugin.js';
import { createExpenseService } from './service.js';

// SPEC 7 and DESIGN: /api/expenses.
export async function expenseRoutes(app: FastifyInstance, context: AppContext) {
  const schemas = {
    create: createExpenseSchema,
    update: updateExpenseSchema,
    params: idParamsSchema,
    query: applicationIdQuerySchema,
    item: expenseSchema,
    list: expensesResponseSchema,
  };
  applicationPartRoutes(app, context, '/api/expenses', schemas, createExpenseService(context));
}
