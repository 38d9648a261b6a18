import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Decision 0643: API replies under 8 KB go as they are. A new connection may send about 14 KB
 * (10 packets) in its first round trip, so compressing a smaller reply saves no round trip, while
 * it cost a quarter of the server's time on `GET /api/applications` (about 2 KB) under load.
 */
export const COMPRESS_FROM_BYTES = 8 * 1024;

/**
 * API replies of `COMPRESS_FROM_BYTES` or more are compressed (brotli or gzip, as the browser
 * accepts). Brotli runs at quality 4: at its default of 11 a 50 KB reply costs tens of
 * milliseconds of CPU. Files of the web app are compressed at build time instead (webApp.ts), and
 * a reply that already has a Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
