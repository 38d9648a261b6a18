import { validationMessage } from '@benefits/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language.js';
import { serverMessage } from './messages.js';

// RFC 3986 2.3: letters, digits, '-', '_' and '~' mean the same encoded or not. '.' is left out:
// an encoded dot could make a '..' segment that something downstream resolves.
const UNRESERVED = /^[A-Za-z0-9\-_~]$/;
/** What a path needs for `canonicalUrl` to change or refuse it. */
const PLAIN_PATH_EXCLUDES = /[%\\.]/;

/**
 * Decision 0380: the one spelling of a request's path that every hook, guard, route and log
 * sees. Percent-encoded unreserved characters are decoded (`/%61pi` is `/api`) and hex digits
 * upper-cased; anything ambiguous answers `undefined` (the request is refused with 400): an
 * encoded '/', '\', '.' or '%' (double encoding), a control character, a malformed escape,
 * a backslash, or a '.' or '..' segment. The query string is kept as it was sent.
 */
export function canonicalUrl(url: string): string | undefined {
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Decision 0760: a path without '%', a backslash or '.' has nothing to decode and no dot
  // segment: it is its own canonical spelling (the API's paths), so most skip the work below.
  if (!PLAIN_PATH_EXCLUDES.test(path)) return url;
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  let ambiguous = false;
  const decoded = path.replace(/%(.{0,2})/g, (_escape, hex: string) => {
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) {
      ambiguous = true;
      return '';
    }
    const code = Number.parseInt(hex, 16);
    const char = String.fromCharCode(code);
    if (UNRESERVED.test(char)) return char;
    if (code < 0x20 || code === 0x7f || '/\\.%'.includes(char)) ambiguous = true;
    return `%${hex.toUpperCase()}`;
  });
  if (ambiguous || decoded.includes('\\')) return undefined;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return decoded + rest;
}

/** Fastify's `rewriteUrl`: routing sees the canonical path; an ambiguous one is kept for the hook. */
export function rewriteToCanonical(request: { url?: string }): string {
  const url = request.url ?? '/';
  return canonicalUrl(url) ?? url;
}

/** The first hook: an ambiguous path is refused (400) before any guard or route sees it. */
export function registerPathCheck(app: FastifyInstance) {
  // Decision 0760: a callback hook (no promise per request), as in sameOrigin.ts.
  app.addHook('onRequest', (request, reply, done) => {
    if (canonicalUrl(request.originalUrl) !== undefined) return done();
    reply.code(400).send({ message: serverMessage('ambiguousPath', requestLanguage(request)) });
  });
}

/** Fastify's `frameworkErrors`: a URL or header it cannot read is a 400 in the applicant's words. */
export function answerUnreadableRequest(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const key = error.code === 'FST_ERR_BAD_URL' ? 'ambiguousPath' : 'requestInvalid';
  const language = requestLanguage(request);
  const message =
    key === 'ambiguousPath' ? serverMessage(key, language) : validationMessage(key, language);
  return reply.code(400).send({ message });
}
