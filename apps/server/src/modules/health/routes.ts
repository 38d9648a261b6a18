import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

export async function healthRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/health', async (request, reply) => {
    try {
      await context.database.ping();
      return { status: 'ok', database: context.database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'database did not answer');
      return reply
        .code(503)
        .send({ status: 'unavailable', message: 'The database is not answering.' });
    }
  });
}
