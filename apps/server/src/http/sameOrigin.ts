import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from './language.js';
import { serverMessage } from './messages.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (scheme, host, port) of a URL, default ports dropped; undefined when unreadable. */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function isSameOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin && originOf(request.headers.origin);
  if (!origin) return false;
  if (allowedOrigins.some((allowed) => originOf(allowed) === origin)) return true;
  // The request's own origin: its scheme (X-Forwarded-Proto only from a trusted proxy), host, port.
  return originOf(`${request.protocol}://${request.host}`) === origin;
}

/**
 * DESIGN: state-changing requests must carry a same-origin Origin header.
 * Browsers send Origin on every POST, PUT, PATCH and DELETE, so a missing or
 * foreign one means the request did not come from this app's pages. Decision 0380: every
 * state-changing request is checked, whatever its path, and the whole origin is compared.
 */
export function registerSameOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[]) {
  // Decision 0760: a callback hook (no promise per request); a refused request is answered and
  // `done` is not called, which ends the hook chain as returning the reply did.
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || isSameOrigin(request, allowedOrigins)) return done();
    reply.code(403).send({ message: serverMessage('foreignOrigin', requestLanguage(request)) });
  });
}
