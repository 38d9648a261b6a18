import { stdSerializers } from 'pino';

/**
 * Decision 0385: keys whose values never reach a log, at any depth: credentials (cookies, auth
 * headers, session tokens and their hashes, sign-in codes), who someone is (names, emails,
 * phones, addresses) and a failed query's parameters, which hold all of these.
 */
export const REDACTED_KEYS = new Set(
  [
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
  ].map((key) => key.toLowerCase()),
);
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

/** No PII in logs (decision 0385): these serializers, plus pino's redaction of known paths. */
export const loggerOptions = {
  level: process.env.LOG_LEVEL ?? 'info',
  serializers: { req: serializeRequest, res: serializeReply, err: serializeError },
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      ...[...REDACTED_KEYS]
        .filter((key) => /^[a-z]+$/i.test(key))
        .flatMap((key) => [key, `*.${key}`]),
    ],
    censor: REDACTED,
  },
};
