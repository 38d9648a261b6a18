import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Plaid Link runs Plaid's own script in Plaid's iframe, so with Plaid configured the CSP also
 * allows Plaid's CDN and API (Plaid's published CSP guidance); otherwise nothing but 'self'.
 */
const plaidLinkSources = {
  script: ['https://cdn.plaid.com'],
  frame: ['https://cdn.plaid.com'],
  connect: ['https://*.plaid.com'],
};

/** Helmet with a CSP that allows only the app's own origin (and Plaid Link when configured). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  production: boolean,
  options: { plaidLink?: boolean } = {},
) {
  const plaid = options.plaidLink === true;
  await app.register(helmet, {
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
    referrerPolicy: { policy: 'same-origin' },
  });
}
