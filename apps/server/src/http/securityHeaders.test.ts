import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetOptions, registerSecurityHeaders } from './securityHeaders.js';

/** The headers of a reply (and of a 404) from an app with `register`ed headers. */
async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/api/thing', async () => ({ ok: true }));
  try {
    const found = (await app.inject({ url: '/api/thing' })).headers;
    const missing = (await app.inject({ url: '/api/none' })).headers;
    const { date: _found, ...foundHeaders } = found;
    const { date: _missing, ...missingHeaders } = missing;
    return { found: foundHeaders, missing: missingHeaders };
  } finally {
    await app.close();
  }
}

describe('security headers (decision 0647)', () => {
  for (const [production, plaidLink] of [
    [false, false],
    [true, false],
    [true, true],
  ] as const) {
    it(`are exactly @fastify/helmet's, set once (production ${production}, Plaid ${plaidLink})`, async () => {
      const ours = await headersOf((app) =>
        registerSecurityHeaders(app, production, { plaidLink }),
      );
      const theirs = await headersOf((app) =>
        app.register(helmet, helmetOptions(production, { plaidLink })),
      );
      expect(ours).toEqual(theirs);
      expect(ours.found['content-security-policy']).toContain("default-src 'self'");
      expect(ours.found['x-content-type-options']).toBe('nosniff');
      expect(ours.found['strict-transport-security'] !== undefined).toBe(production);
    });
  }
});
