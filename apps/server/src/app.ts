// First, before anything that may replace the native JSON functions (decision 0640).
import './nativeJson.js';
import path from 'node:path';
import { createDocumentAnalyzer, type DocumentAnalyzer } from '@benefits/documents';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { createContext } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { createOutboxSender } from './email/outbox.js';
import type { EmailSender } from './email/port.js';
import { createQueuedEmail } from './email/queued.js';
import { createSmtpSender } from './email/smtp.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler } from './http/errorHandler.js';
import { requestLanguage } from './http/language.js';
import { loggerOptions, OneLinePerRequest } from './http/logging.js';
import { serverMessage } from './http/messages.js';
import {
  answerUnreadableRequest,
  registerPathCheck,
  rewriteToCanonical,
} from './http/requestPath.js';
import { registerSameOriginGuard } from './http/sameOrigin.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { validateRequest } from './http/validation.js';
import { isClientRoute, registerWebApp } from './http/webApp.js';
import { createJobQueue } from './jobs/index.js';
import { registerJobs } from './jobs/start.js';
import { applicationRoutes } from './modules/applications/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { bankRoutes } from './modules/bank/routes.js';
import { catalogRoutes } from './modules/catalogs/routes.js';
import { chatRoutes } from './modules/chat/routes.js';
import { documentRoutes } from './modules/documents/routes.js';
import { eligibilityRoutes } from './modules/eligibility/routes.js';
import { expenseRoutes } from './modules/expenses/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { homeCostsRoutes } from './modules/homeCosts/routes.js';
import { householdRoutes } from './modules/household/routes.js';
import { incomeRoutes } from './modules/income/routes.js';
import { placesRoutes } from './modules/places/routes.js';
import type { ZipPlaces } from './modules/places/zipPlaces.js';
import { riskRoutes } from './modules/risk/routes.js';
import { submissionRoutes } from './modules/submission/routes.js';
import { summaryRoutes } from './modules/summaries/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { verificationRoutes } from './modules/verification/routes.js';
import { vitalsRoutes } from './modules/vitals/routes.js';
import { keepNativeJson } from './nativeJson.js';
import { registerRateLimits } from './rateLimits/register.js';
import type { FileStorage } from './storage/port.js';
import { createFileStorage } from './storage/select.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  dataKey: Buffer;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox under DATA_DIR. */
  email?: EmailSender;
  /** Defaults to the configured store: DATA_DIR/uploads on local disk, or S3 (S3_BUCKET). */
  storage?: FileStorage;
  /** Defaults to a worker-thread pool sized for the machine, closed with the app. */
  documentAnalyzer?: DocumentAnalyzer;
  clock?: () => Date;
  /** Defaults to the ZIP table read on a worker thread (decision 0540). */
  places?: ZipPlaces;
  logger?: FastifyServerOptions['logger'];
  /** Called with each route as it is added (the fuzz and cross-user tests read the schemas). */
  onRoute?: (route: RouteOptions) => void;
}

/** No PII in logs (decision 0385): see http/logging.ts. */
export { loggerOptions };

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  keepNativeJson();
  const app = Fastify({
    logger: options.logger ?? loggerOptions,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    rewriteUrl: rewriteToCanonical,
    frameworkErrors: answerUnreadableRequest,
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validateRequest);
  app.setSerializerCompiler(serializerCompiler);

  const transport =
    options.email ??
    (config.smtpUrl
      ? createSmtpSender(config.smtpUrl, config.mailFrom)
      : createOutboxSender(path.join(config.dataDir, 'outbox'), app.log));
  const documentAnalyzer = options.documentAnalyzer ?? createDocumentAnalyzer();
  if (!options.documentAnalyzer) app.addHook('onClose', () => documentAnalyzer.close());
  const storage = options.storage ?? (await createFileStorage(config.storage, config.dataDir));
  if (!options.storage && storage.close) app.addHook('onClose', () => storage.close?.());
  const jobs = createJobQueue(options.database, {
    timeoutSeconds: config.jobTimeoutSeconds,
    log: app.log,
  });
  const email = createQueuedEmail(transport, jobs, options.dataKey, app.log);
  const context = createContext({
    config,
    database: options.database,
    email: email.sender,
    jobs,
    storage,
    documentAnalyzer,
    dataKey: options.dataKey,
    clock: options.clock ?? (() => new Date()),
    log: app.log,
  });

  registerJobs(app, context, email);
  registerPathCheck(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.production, { plaidLink: config.plaid !== undefined });
  await app.register(cookie);
  await registerRateLimits(app, options.database, config.redisUrl);
  await app.register(multipart);
  await registerCompression(app);
  registerSameOriginGuard(app, config.appOrigins);

  await app.register(catalogRoutes);
  await app.register(placesRoutes, { places: options.places });
  const modules = [
    healthRoutes,
    authRoutes,
    userRoutes,
    applicationRoutes,
    householdRoutes,
    incomeRoutes,
    summaryRoutes,
    documentRoutes,
    bankRoutes,
    verificationRoutes,
    expenseRoutes,
    homeCostsRoutes,
    riskRoutes,
    submissionRoutes,
    chatRoutes,
    eligibilityRoutes,
    vitalsRoutes,
  ];
  for (const routes of modules) await app.register(routes, context);

  const sendPage = await registerWebApp(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (sendPage && isClientRoute(request.method, request.url)) return sendPage(request, reply);
    return reply.code(404).send({ message: serverMessage('notFound', requestLanguage(request)) });
  });
  return app;
}
