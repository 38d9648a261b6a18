import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionError } from '../db/connectionErrors.js';

// Decision 0424: when PostgreSQL drops the app's connections (a restart, a failover,
// pg_terminate_backend), the pool opens new ones; a read that failed on a dropped connection
// is run once more through the whole route instead of answering 500. Only GET and HEAD:
// running a write twice could do it twice.
const RETRIED = 'x-benefits-read-retry';
const NOT_COPIED = new Set(['content-length', 'transfer-encoding', 'connection', 'date']);
const PAUSE_MS = 50;

export function isRetryableRead(request: FastifyRequest, error: unknown): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers[RETRIED] === undefined &&
    isConnectionError(error)
  );
}

export async function retryRead(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  request.log.warn('database connection lost; the read runs once more');
  // Idle connections the server closed leave the pool on their own 'error' event.
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  // Decision 0760: with the request's own Accept-Encoding, the read runs again as it would have
  // (a kept reply compresses itself; the plugin, where it is on the route, leaves an encoded
  // reply alone): the encoded bytes and their Content-Encoding and Vary are passed on.
  const response = await app.inject({
    method: request.method === 'HEAD' ? 'HEAD' : 'GET',
    url: request.raw.url ?? request.url,
    headers: { ...request.headers, [RETRIED]: '1' },
    remoteAddress: request.socket.remoteAddress ?? request.ip,
  });
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined && !NOT_COPIED.has(name)) reply.header(name, value);
  }
  return reply.code(response.statusCode).send(response.rawPayload);
}
