import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Plaid Link runs Plaid's own script in Plaid's iframe, so with Plaid configured the CSP also
 * allows Plaid's CDN and API (Plaid's published CSP guidance); otherwise nothing but 'self'.
 */
const plaidLinkSources = {
  script: ['https://cdn.plaid.com'],
  frame: ['https://cdn.plaid.com'],
  connect: ['https://*.plaid.com'],
};

/** Helmet's options: a CSP that allows only the app's own origin (and Plaid Link when configured). */
export function helmetOptions(production: boolean, options: { plaidLink?: boolean } = {}) {
  const plaid = options.plaidLink === true;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(plaid ? plaidLinkSources.script : [])],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(plaid ? plaidLinkSources.connect : [])],
        ...(plaid ? { frameSrc: ["'self'", ...plaidLinkSources.frame] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production,
    referrerPolicy: { policy: 'same-origin' as const },
  };
}

/** The headers helmet sets with these options, read once from a throwaway Fastify instance. */
export async function helmetHeaders(
  options: ReturnType<typeof helmetOptions>,
): Promise<Record<string, string>> {
  const probe = async (withHelmet: boolean) => {
    const app = Fastify();
    if (withHelmet) await app.register(helmet, options);
    app.get('/', async () => '');
    try {
      return (await app.inject({ url: '/' })).headers;
    } finally {
      await app.close();
    }
  };
  const [plain, helmeted] = await Promise.all([probe(false), probe(true)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(helmeted)) {
    if (typeof value === 'string' && !(name in plain)) headers[name] = value;
  }
  return headers;
}

/**
 * Helmet's headers on every reply. Decision 0647: @fastify/helmet built helmet from its options
 * again on every request (parsing the CSP directives each time); the headers do not change, so
 * they are read once at start and set as they are.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  production: boolean,
  options: { plaidLink?: boolean } = {},
) {
  const headers = await helmetHeaders(helmetOptions(production, options));
  if (!headers['content-security-policy']) throw new Error('helmet set no CSP');
  // Decision 0760: a callback hook, not an async one (no promise and no extra microtask).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
