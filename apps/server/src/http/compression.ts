import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API replies of 1 KB or more are compressed (brotli or gzip, as the browser accepts). Brotli
 * runs at quality 4: at its default of 11 a 50 KB reply costs tens of milliseconds of CPU.
 * Files of the web app are compressed at build time instead (webApp.ts), and a reply that
 * already has a Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
