import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Decision 0643: API replies under 8 KB go as they are. A new connection may send about 14 KB
 * (10 packets) in its first round trip, so compressing a smaller reply saves no round trip, while
 * it cost a quarter of the server's time on `GET /api/applications` (about 2 KB) under load.
 */
export const COMPRESS_FROM_BYTES = 8 * 1024;

export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Brotli at quality 4: at its default of 11 a 50 KB reply costs tens of milliseconds of CPU. */
const brotliOptions = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/** `bytes` compressed as @fastify/compress does it for the API's replies. */
export function compressBody(encoding: Encoding, bytes: Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, brotliOptions) : gzipSync(bytes);
}

/** Accept-Encoding values seen, with the encoding chosen for each (at most `MAX_REMEMBERED`). */
const chosen = new Map<string, Encoding | undefined>();
const MAX_REMEMBERED = 64;

/**
 * The encoding @fastify/compress would choose for a request: brotli or gzip as its
 * Accept-Encoding prefers ('*' and 'x-gzip' count as gzip), none without the header, for
 * 'identity', or with an `x-no-compression` header.
 */
export function acceptedEncoding(headers: Record<string, string | string[] | undefined>) {
  const header = headers['accept-encoding'];
  if (typeof header !== 'string' || headers['x-no-compression'] !== undefined) return undefined;
  if (chosen.has(header)) return chosen.get(header);
  const normalized = header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip');
  const encoding = (negotiate(normalized, ENCODINGS) ?? undefined) as Encoding | undefined;
  if (chosen.size < MAX_REMEMBERED) chosen.set(header, encoding);
  return encoding;
}

const compressesItself = Symbol('compresses its own replies');

/**
 * Marks a route handler that compresses its replies itself (the kept replies, decision 0760):
 * the plugin's hooks are left off its route.
 */
export function compressingItself<Handler extends object>(handler: Handler): Handler {
  return Object.assign(handler, { [compressesItself]: true });
}

/**
 * API replies of `COMPRESS_FROM_BYTES` or more are compressed (brotli or gzip, as the browser
 * accepts). Files of the web app are compressed at build time instead (webApp.ts), and a reply
 * that already has a Content-Encoding is left alone. Decision 0760: no request-body
 * decompression on GET and HEAD routes (Fastify reads no body there), and no plugin hooks on
 * routes whose handler compresses its replies itself.
 */
export async function registerCompression(app: FastifyInstance) {
  // Before the plugin's own onRoute hook, which reads these options.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) {
      route.decompress ??= false;
    }
    if ((route.handler as { [compressesItself]?: boolean })[compressesItself]) {
      route.compress = false;
    }
  });
  await app.register(compress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ENCODINGS,
    brotliOptions,
  });
}
