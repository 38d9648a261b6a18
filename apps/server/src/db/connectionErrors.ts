// PostgreSQL's connection_exception class (08), admin_shutdown and crash_shutdown (57P01,
// 57P02, cannot_connect_now 57P03), and the socket errors of a connection that went away.
const CONNECTION_CODES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
]);
// node-postgres raises these without a code when the server closes the socket mid-query.
const CONNECTION_MESSAGES =
  /connection terminated|terminating connection|connection error|not queryable|connection ended/i;

/** A lost or refused database connection, raised directly or wrapped by Drizzle. */
export function isConnectionError(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}
