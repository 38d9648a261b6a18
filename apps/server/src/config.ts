import { isIP } from 'node:net';
import path from 'node:path';
import { loadStorageConfig, type StorageConfig } from './storage/config.js';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... switches from the embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** Decision 0646: connections this instance keeps to PostgreSQL (its job queue has 4 more). */
  databasePoolSize: number;
  smtpUrl: string | undefined;
  /** WORKERS=off: this instance only queues jobs; `npm run worker` runs them (decision 0422). */
  workers: boolean;
  /** JOB_TIMEOUT_SECONDS: a job running longer is taken as one whose worker died (decision 0421). */
  jobTimeoutSeconds: number;
  /** DESIGN: an OpenAI-compatible chat API for documents and chat; unset means built-in only. */
  ai: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** DESIGN: Plaid when PLAID_CLIENT_ID, PLAID_SECRET and PLAID_ENV are set; else the sandbox bank. */
  plaid: PlaidConfig | undefined;
  mailFrom: string;
  /** SPEC 2 submission and the chat's fallback: how to reach a person (HELP_PHONE, HELP_EMAIL). */
  helpContacts: { phone: string; email: string };
  /** Extra origins allowed for state-changing requests besides the request's own host. */
  appOrigins: string[];
  /** TRUSTED_PROXIES: addresses and CIDRs whose X-Forwarded-* headers are believed (decision 0381). */
  trustedProxies: string[];
  /** Decision 0440: uploads on local disk, or in an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  /** Decision 0441: REDIS_URL holds the rate-limit counters; else PostgreSQL, else memory. */
  redisUrl: string | undefined;
  production: boolean;
  /** Where the built web app lives; not served when missing. */
  webDistDir: string;
  session: { idleMinutes: number; absoluteHours: number; cacheSeconds: number };
  /** Decision 0720: megabytes of main-read replies each instance keeps (0 keeps none). */
  replyCacheMegabytes: number;
  signIn: {
    codeMinutes: number;
    maxTries: number;
    codesPerAccount: number;
    requestsPerWindow: number;
    windowMinutes: number;
  };
}

export const plaidEnvironments = ['sandbox', 'development', 'production'] as const;
export interface PlaidConfig {
  clientId: string;
  secret: string;
  env: (typeof plaidEnvironments)[number];
  /** PLAID_BASE_URL: overrides the environment's address (tests point it at a local fake). */
  baseUrl: string | undefined;
  /** /transactions/get page size (Plaid's maximum, 500, unless a test pages smaller). */
  pageSize?: number;
}

function loadPlaidConfig(env: NodeJS.ProcessEnv): PlaidConfig | undefined {
  const { PLAID_CLIENT_ID, PLAID_SECRET, PLAID_ENV } = env;
  if (!PLAID_CLIENT_ID || !PLAID_SECRET || !PLAID_ENV) return undefined;
  const plaidEnv = plaidEnvironments.find((name) => name === PLAID_ENV.trim().toLowerCase());
  if (!plaidEnv) throw new Error('PLAID_ENV must be sandbox, development or production');
  return {
    clientId: PLAID_CLIENT_ID,
    secret: PLAID_SECRET,
    env: plaidEnv,
    baseUrl: env.PLAID_BASE_URL?.replace(/\/+$/, '') || undefined,
  };
}

const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Decision 0381: X-Forwarded-For is believed only from the proxies listed here (addresses,
 * CIDRs, or proxy-addr's names loopback, linklocal, uniquelocal), never from everyone: an
 * applicant could otherwise write any address and get past the per-address limits.
 */
export function parseTrustedProxies(env: NodeJS.ProcessEnv): string[] {
  if (env.TRUST_PROXY) {
    throw new Error('TRUST_PROXY is no longer read: list your proxies in TRUSTED_PROXIES');
  }
  const entries = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const version = isIP(address);
    const maxPrefix = version === 6 ? 128 : 32;
    const prefixOk =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && +prefix >= 1 && +prefix <= maxPrefix);
    if (!NAMED_PROXY_RANGES.has(entry) && (version === 0 || !prefixOk || extra !== undefined)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address, a CIDR (not /0) or a name`);
    }
  }
  return entries;
}

/** apps/server, both from src/ (tsx, tests) and from the bundled dist/. */
export const serverRoot = path.resolve(import.meta.dirname, '..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: Math.min(50, Math.max(1, Number(env.DATABASE_POOL_SIZE ?? 10) || 10)),
    smtpUrl: env.SMTP_URL || undefined,
    workers: env.WORKERS?.trim().toLowerCase() !== 'off',
    jobTimeoutSeconds: Math.max(1, Number(env.JOB_TIMEOUT_SECONDS ?? 300) || 300),
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? {
            baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
            apiKey: env.AI_API_KEY || undefined,
            model: env.AI_MODEL,
            timeoutMs: Number(env.AI_TIMEOUT_MS ?? 20_000) || 20_000,
          }
        : undefined,
    plaid: loadPlaidConfig(env),
    mailFrom: env.MAIL_FROM ?? 'Benefits Application <no-reply@benefits.example>',
    helpContacts: {
      phone: env.HELP_PHONE || '1-800-555-0100',
      email: env.HELP_EMAIL || 'help@benefits.example',
    },
    appOrigins: (env.APP_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustedProxies: parseTrustedProxies(env),
    storage: loadStorageConfig(env),
    redisUrl: env.REDIS_URL || undefined,
    production,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(serverRoot, '..', 'web', 'dist')),
    // DESIGN: 15 minutes idle, 12 hours at most. The idle limit can be lowered (never raised
    // past 15) so the warning can be exercised end to end without waiting 13 minutes.
    session: {
      idleMinutes: Math.min(15, Number(env.SESSION_IDLE_MINUTES ?? 15) || 15),
      absoluteHours: 12,
      // Decision 0641: a session read from the database is trusted for 2 seconds (at most 5), so
      // a sign-out on another instance takes effect there within that time.
      cacheSeconds: Math.min(5, Math.max(0, Number(env.SESSION_CACHE_SECONDS ?? 2) || 0)),
    },
    // Decision 0720: the main reads' replies, checked against the owner's data version.
    replyCacheMegabytes: Math.min(1024, Math.max(0, Number(env.REPLY_CACHE_MB ?? 64) || 0)),
    // Registration and sign-in requests per address per 10 minutes. The end-to-end suite,
    // which registers dozens of applicants from 127.0.0.1, raises it; production keeps 10.
    signIn: {
      codeMinutes: 10,
      maxTries: 5,
      // Decision 0381: 3 codes per account per 10 minutes, so at most 15 guesses, from any address.
      codesPerAccount: 3,
      requestsPerWindow: Math.max(1, Number(env.SIGN_IN_REQUESTS_PER_WINDOW ?? 10) || 10),
      windowMinutes: 10,
    },
  };
}
