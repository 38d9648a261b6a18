import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { stdSerializers } from 'pino';
import { standardOutputLines } from './logLines.js';

/**
 * Decision 0385: keys whose values never reach a log, at any depth: credentials (cookies, auth
 * headers, session tokens and their hashes, sign-in codes), who someone is (names, emails,
 * phones, addresses) and a failed query's parameters, which hold all of these.
 */
const REDACTED_KEY_LIST = [
  'cookie',
  'set-cookie',
  'authorization',
  'sid',
  'token',
  'tokenHash',
  'sessionId',
  'sessionHash',
  'code',
  'codeHash',
  'email',
  'to',
  'firstName',
  'lastName',
  'name',
  'phone',
  'zipCode',
  'address',
  'ssn',
  'password',
  'params',
  'parameters',
  'detail',
  'query',
  'body',
];
export const REDACTED_KEYS = new Set(REDACTED_KEY_LIST.map((key) => key.toLowerCase()));
const REDACTED = '[redacted]';

/** A URL's path only: query strings carry what applicants typed (emails, ids, search words). */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

/**
 * Free text (an error's message and stack) with what could name someone or let them in taken
 * out: a failed query's parameters, emails, long hex (token hashes), 6-digit codes, query strings.
 */
export function scrubText(text: string): string {
  return text
    .replace(/\bparams: .*$/gm, `params: ${REDACTED}`)
    .replace(/[^\s@"'<>(),;]+@[^\s@"'<>(),;]+\.[A-Za-z]{2,}/g, '[email]')
    .replace(/\b[0-9a-fA-F]{32,}\b/g, '[hex]')
    .replace(/\b\d{6}\b/g, '[digits]')
    .replace(/(\/[^\s?"']*)\?[^\s"']*/g, '$1');
}

/** `value` with every redacted key's value replaced and all text scrubbed, to a bounded depth. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      REDACTED_KEYS.has(key.toLowerCase()) ? REDACTED : redact(item, depth + 1),
    ]),
  );
}

/** The request as logged: method, path without query, the route; no headers, no address. */
function serializeRequest(request: {
  method: string;
  url: string;
  id: string;
  routeOptions?: { url?: string | undefined } | undefined;
}) {
  return {
    method: request.method,
    url: withoutQuery(request.url),
    route: request.routeOptions?.url,
    id: request.id,
  };
}

function serializeReply(reply: { statusCode: number }) {
  return { statusCode: reply.statusCode };
}

function serializeError(error: Error) {
  return redact(stdSerializers.err(error)) as ReturnType<typeof stdSerializers.err>;
}

const SERIALIZED_KEYS = new Set(['req', 'res', 'err']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** `value` with each redacted key's value replaced; the same object when it has none. */
function withoutRedactedKeys<Value>(
  value: Value,
  inner?: (item: unknown, key: string) => unknown,
): Value {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    const replaced = REDACTED_KEYS.has(key.toLowerCase())
      ? REDACTED
      : inner
        ? inner(item, key)
        : item;
    if (replaced === item) continue;
    copy ??= { ...(value as Record<string, unknown>) };
    copy[key] = replaced;
  }
  return (copy ?? value) as Value;
}

/**
 * Decision 0644: what a log call is given, with the redacted keys' values replaced at its top
 * level and one level down (what pino's redaction paths `key` and `*.key` did, and in any case,
 * at a fraction of the cost: pino checked 50 paths on every line). An object one level down is
 * copied only when it holds such a key; the request, the reply and errors are left to their
 * serializers (which keep only safe fields, or redact at every depth).
 */
export function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  return withoutRedactedKeys(object, (item, key) =>
    SERIALIZED_KEYS.has(key) && !isPlainObject(item) ? item : withoutRedactedKeys(item),
  );
}

/** No PII in logs (decision 0385): these serializers, and the redacted keys on every line. */
export const loggerOptions = {
  level: process.env.LOG_LEVEL ?? 'info',
  serializers: { req: serializeRequest, res: serializeReply, err: serializeError },
  formatters: { log: redactLogObject },
  // Child loggers' bindings do not pass through `formatters`: pino redacts these top-level keys
  // there (cheap: no wildcard path, so no other key is looked at).
  redact: {
    paths: REDACTED_KEY_LIST.filter((key) => /^[a-z]+$/i.test(key)),
    censor: REDACTED,
  },
  // Decision 0760: one write per turn of the event loop.
  stream: standardOutputLines(),
};

/**
 * Decision 0724: one line per request, when it is answered (method, path, route, id, status,
 * time), instead of Fastify's two (one when it comes, one when it is answered): half the log
 * writes under load. A request that failed is still logged at `error` with its error.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
