import {
  VITALS_SUMMARY_DAYS,
  type VitalsSummary,
  vitalsReportSchema,
  vitalsSummarySchema,
} from '@benefits/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { createVitalsRepository } from './repository.js';

/** A page view sends one report (a second when the tab is hidden again): 60 a minute is lavish. */
export const VITALS_REPORTS_PER_MINUTE = 60;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Issue 21 item 4 (decisions 0520, 0521): POST /api/vitals takes a page view's LCP, INP and CLS
 * from navigator.sendBeacon, anyone may send it (sign-in is not read); GET /api/vitals/summary
 * shows the team the 75th percentiles, staff only.
 */
export async function vitalsRoutes(app: FastifyInstance, context: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repository = createVitalsRepository(context.db);

  api.post(
    '/api/vitals',
    {
      bodyLimit: 2048,
      schema: { body: vitalsReportSchema },
      config: { rateLimit: { max: VITALS_REPORTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await repository.add(request.body, dayOf(context.clock()));
      return reply.code(204).send();
    },
  );

  const requireStaff = async (request: FastifyRequest) => {
    await context.requireSignedIn(request);
    if ((await repository.roleOf(request.userId)) !== 'staff') {
      throw new HttpError(403, 'staffOnly');
    }
  };

  api.get(
    '/api/vitals/summary',
    { preHandler: requireStaff, schema: { response: { 200: vitalsSummarySchema } } },
    async (): Promise<VitalsSummary> => {
      const to = context.clock();
      const from = dayOf(new Date(to.getTime() - (VITALS_SUMMARY_DAYS - 1) * 86_400_000));
      const [byPage, byConnection] = await Promise.all([
        repository.byPage(from),
        repository.byConnection(from),
      ]);
      // Stored rows are parsed with their schema: a page since renamed is left out, not a 500.
      const { byPage: pageRow, byConnection: connectionRow } = vitalsSummarySchema.shape;
      return {
        from,
        to: dayOf(to),
        byPage: byPage.flatMap(({ key, ...row }) => {
          const parsed = pageRow.element.safeParse({ page: key, ...row });
          return parsed.success ? [parsed.data] : [];
        }),
        byConnection: byConnection.flatMap(({ key, ...row }) => {
          const parsed = connectionRow.element.safeParse({ connection: key, ...row });
          return parsed.success ? [parsed.data] : [];
        }),
      };
    },
  );
}
