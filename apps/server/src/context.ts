import type { DocumentAnalyzer } from '@benefits/documents';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type AiClient, createAiClient } from './ai/openAiCompatible.js';
import type { AppConfig } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { EmailSender } from './email/port.js';
import { createSessionCookie, requireSignedIn, type SessionCookie } from './http/authenticate.js';
import { createReplyCache, type ReplyCache } from './http/replyCache/index.js';
import type { JobQueue } from './jobs/index.js';
import { type AuthRepository, createAuthRepository } from './modules/auth/repository.js';
import { createSessionService, type SessionService } from './modules/auth/sessions.js';
import { createSignInCodeService } from './modules/auth/signInCodes.js';
import type { FileStorage } from './storage/port.js';

/** What route modules need, built once per app. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  /** The app's logger, for work outside a request (stored values that fail their schema). */
  log: FastifyBaseLogger;
  email: EmailSender;
  /** Durable jobs (decision 0420): document readings and emails. */
  jobs: JobQueue;
  storage: FileStorage;
  documentAnalyzer: DocumentAnalyzer;
  /** DESIGN: the OpenAI-compatible adapter when AI_BASE_URL is set; built-in only otherwise. */
  ai: AiClient | undefined;
  clock: () => Date;
  /** DESIGN: DATA_KEY; modules derive their own keys from it (bank tokens, encryption). */
  dataKey: Buffer;
  authRepository: AuthRepository;
  sessions: SessionService;
  cookie: SessionCookie;
  signInCodes: ReturnType<typeof createSignInCodeService>;
  requireSignedIn: (request: FastifyRequest) => Promise<void>;
  requireSignedInWithoutActivity: (request: FastifyRequest) => Promise<void>;
  requireSignedInAndStay: (request: FastifyRequest) => Promise<void>;
  /** Decision 0720: the main reads' replies, kept per owner while its data is unchanged. */
  replyCache: ReplyCache;
}

export function createContext(deps: {
  config: AppConfig;
  database: DatabaseHandle;
  email: EmailSender;
  jobs: JobQueue;
  storage: FileStorage;
  documentAnalyzer: DocumentAnalyzer;
  dataKey: Buffer;
  clock: () => Date;
  log: FastifyBaseLogger;
}): AppContext {
  const { config, database, clock } = deps;
  const authRepository = createAuthRepository(database.db);
  const sessions = createSessionService(authRepository, config.session, clock);
  const cookie = createSessionCookie(config.production, config.session.absoluteHours * 3600);
  return {
    config,
    database,
    db: database.db,
    log: deps.log,
    email: deps.email,
    jobs: deps.jobs,
    storage: deps.storage,
    documentAnalyzer: deps.documentAnalyzer,
    ai: config.ai ? createAiClient(config.ai) : undefined,
    clock,
    dataKey: deps.dataKey,
    authRepository,
    sessions,
    cookie,
    signInCodes: createSignInCodeService({
      repository: authRepository,
      email: deps.email,
      dataKey: deps.dataKey,
      policy: config.signIn,
      clock,
      log: deps.log,
    }),
    requireSignedIn: requireSignedIn(sessions, cookie),
    requireSignedInWithoutActivity: requireSignedIn(sessions, cookie, 'none'),
    requireSignedInAndStay: requireSignedIn(sessions, cookie, 'force'),
    replyCache: createReplyCache({
      db: database.db,
      clock,
      megabytes: config.replyCacheMegabytes,
    }),
  };
}
