import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from './language.js';
import { serverMessage } from './messages.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isSameOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (allowedOrigins.includes(origin)) return true;
  try {
    const originUrl = new URL(origin);
    // Parse the Host header with the Origin's scheme so default ports (:80, :443) compare equal.
    const host = new URL(`${originUrl.protocol}//${request.headers.host}`).host;
    return originUrl.host === host;
  } catch {
    return false;
  }
}

/**
 * DESIGN: state-changing requests must carry a same-origin Origin header.
 * Browsers send Origin on every POST, PUT, PATCH and DELETE, so a missing or
 * foreign one means the request did not come from this app's pages.
 */
export function registerSameOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[]) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!isSameOrigin(request, allowedOrigins)) {
      return reply
        .code(403)
        .send({ message: serverMessage('foreignOrigin', requestLanguage(request)) });
    }
  });
}
