import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... switches from the embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** DESIGN: an OpenAI-compatible chat API for documents and chat; unset means built-in only. */
  ai: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  mailFrom: string;
  /** Extra origins allowed for state-changing requests besides the request's own host. */
  appOrigins: string[];
  production: boolean;
  /** Where the built web app lives; not served when missing. */
  webDistDir: string;
  session: { idleMinutes: number; absoluteHours: number };
  signIn: {
    codeMinutes: number;
    maxTries: number;
    requestsPerWindow: number;
    windowMinutes: number;
  };
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
    smtpUrl: env.SMTP_URL || undefined,
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? {
            baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
            apiKey: env.AI_API_KEY || undefined,
            model: env.AI_MODEL,
            timeoutMs: Number(env.AI_TIMEOUT_MS ?? 20_000) || 20_000,
          }
        : undefined,
    mailFrom: env.MAIL_FROM ?? 'Benefits Application <no-reply@benefits.example>',
    appOrigins: (env.APP_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    production,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(serverRoot, '..', 'web', 'dist')),
    // DESIGN: 15 minutes idle, 12 hours at most. The idle limit can be lowered (never raised
    // past 15) so the warning can be exercised end to end without waiting 13 minutes.
    session: {
      idleMinutes: Math.min(15, Number(env.SESSION_IDLE_MINUTES ?? 15) || 15),
      absoluteHours: 12,
    },
    signIn: { codeMinutes: 10, maxTries: 5, requestsPerWindow: 10, windowMinutes: 10 },
  };
}
