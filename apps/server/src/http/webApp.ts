import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isLanguage, type Language } from '@benefits/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language.js';

/** The pages the web build writes prerendered, per language (decision 0620), by path. */
const prerenderedPaths: Record<string, string> = { '/': 'landing', '/screener': 'screener' };
/** Set by the web app with the applicant's choice (apps/web/src/i18n/languages.ts). */
export const LANGUAGE_COOKIE = 'benefits_language';

/** Helmet's headers that apply to documents only (apps/server/src/http/securityHeaders.ts). */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Answers a client route with its page: the web app's, and the way to send it. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html never, so a
 * new release reaches phones at once. Unknown non-API GETs get index.html (client routes).
 * The build writes .br and .gz copies of the text files (apps/web/scripts/precompress.mjs);
 * the copy the browser accepts is sent, with `Vary: Accept-Encoding` (decision 0372).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<SendPage | undefined> {
  if (!existsSync(path.join(distDir, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const asset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A script or stylesheet is no document: the headers that only govern documents (CSP,
      // framing, the browsing context) do nothing on it but cost a phone about 0.6 KB on each of
      // the dozen files a page loads (decision 0620). nosniff and CORP stay.
      if (asset) for (const header of documentOnlyHeaders) res.removeHeader(header);
    },
  });
  const prerendered = new Set(
    existsSync(path.join(distDir, 'prerendered'))
      ? readdirSync(path.join(distDir, 'prerendered')).filter((file) => file.endsWith('.html'))
      : [],
  );
  return (request, reply) => {
    const file = pageFile(request, prerendered);
    // The page depends on the language asked for; HTML is never cached (setHeaders above).
    if (file !== 'index.html') reply.header('vary', 'Accept-Language, Cookie');
    return reply.type('text/html').sendFile(file);
  };
}

/**
 * Decision 0620: the page's file in the applicant's language (the cookie the web app sets with
 * the choice, else Accept-Language, else English), when the build wrote it: / and /screener
 * prerendered; / with a session cookie (the dashboard, most likely) and each wizard step as the
 * empty shell with their chunks preloaded. Any other page is the plain shell.
 */
export function pageFile(request: FastifyRequest, prerendered: ReadonlySet<string>): string {
  const pathname = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
  const step = /^\/application\/([a-z0-9-]+)$/.exec(pathname)?.[1];
  let page = step ? `step-${step}` : prerenderedPaths[pathname];
  if (page === 'landing' && hasSessionCookie(request)) page = 'dashboard';
  if (!page) return 'index.html';
  const file = `${page}.${pageLanguage(request)}.html`;
  return prerendered.has(file) ? `prerendered/${file}` : 'index.html';
}

/** Only whether one is there: the session itself is checked by the API the page then calls. */
function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies?.sid ?? request.cookies?.['__Host-sid']);
}

function pageLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : requestLanguage(request);
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
