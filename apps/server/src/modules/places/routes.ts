import { zipPlaceParamsSchema, zipPlaceSchema } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.js';
import { createZipPlaces, type ZipPlaces } from './zipPlaces.js';

/** An applicant looks up a ZIP code or two; 30 a minute per address stops scripted scraping. */
export const ZIP_LOOKUPS_PER_MINUTE = 30;

/**
 * Decision 0540: GET /api/places/zip/:zip, public like the screener (the landing page's ZIP is
 * typed before sign-in), rate limited per address. 400 for anything but five digits, 404 for a
 * ZIP code the table does not have (the applicant types the city and county then).
 */
export async function placesRoutes(app: FastifyInstance, options: { places?: ZipPlaces } = {}) {
  const places = options.places ?? createZipPlaces();
  // A running server reads the table as it starts, so the first applicant does not wait.
  app.addHook('onListen', async () => places.warm());
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/places/zip/:zip',
    {
      schema: { params: zipPlaceParamsSchema, response: { 200: zipPlaceSchema } },
      config: { rateLimit: { max: ZIP_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const place = await places.lookup(request.params.zip);
      if (!place) throw notFound('zipNotFound');
      // The table changes only with a new release of the package.
      reply.header('cache-control', 'public, max-age=86400');
      return place;
    },
  );
}
