import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html never, so a
 * new release reaches phones at once. Unknown non-API GETs get index.html (client routes).
 * The build writes .br and .gz copies of the text files (apps/web/scripts/precompress.mjs);
 * the copy the browser accepts is sent, with `Vary: Accept-Encoding` (decision 0372).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  return true;
}

/**
 * A GET for a page of the app, not for a file: '/assets/x.js' or '/favicon.ico' that does not
 * exist must answer 404, or a stale page would get HTML back instead of its script.
 */
export function isClientRoute(method: string, url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return false;
  return !/\.[a-z0-9]+$/i.test(path);
}
