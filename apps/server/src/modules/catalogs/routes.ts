import { benefitTypes, incomeCategories } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';

// Catalogs are public reference data from packages/domain; no sign-in needed.
export async function catalogRoutes(app: FastifyInstance) {
  app.get('/api/benefit-types', async () => benefitTypes);
  app.get('/api/income-categories', async () => incomeCategories);
}
