import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { QueuedEmail } from '../email/queued.js';
import { applicationRepositories } from '../modules/applications/parts.js';
import { createAnalysisJobs } from '../modules/documents/analysisJob.js';

/**
 * Starts the queue with the app and stops it on close. With WORKERS=off the instance only
 * queues jobs; `npm run worker` (src/worker.ts) is an instance that only runs them.
 */
export function registerJobs(app: FastifyInstance, context: AppContext, email: QueuedEmail) {
  const { jobs, config } = context;
  app.addHook('onReady', async () => {
    await jobs.start();
    if (!config.workers) return;
    const analysis = createAnalysisJobs(context, applicationRepositories(context).documents);
    await jobs.work(analysis.queue, analysis.run, analysis.giveUp, { concurrency: 2 });
    await jobs.work(email.queue, email.run, email.giveUp, { concurrency: 2 });
  });
  app.addHook('onClose', () => jobs.stop());
}
