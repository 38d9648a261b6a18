import {
  analyzeTransactionsResponseSchema,
  analyzeTransactionsSchema,
  exchangeTokenResponseSchema,
  exchangeTokenSchema,
  linkTokenResponseSchema,
  sandboxInstitutionsResponseSchema,
  sandboxLinkResponseSchema,
  sandboxLinkSchema,
  sandboxPublicTokenResponseSchema,
  sandboxPublicTokenSchema,
  transactionsRequestSchema,
  transactionsResponseSchema,
} from '@benefits/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { serverMessage } from '../../http/messages.js';
import { applicationRepositories } from '../applications/parts.js';
import { createTokenCipher } from './encryption.js';
import { createPlaidBank } from './plaidBank.js';
import { BankLinkError } from './provider.js';
import { createBankRepository } from './repository.js';
import { createSandboxBank } from './sandboxBank.js';
import { createBankService } from './service.js';
import { createBankTokens } from './tokens.js';

/**
 * Each bank route answers one user at most this often a minute. A person linking a bank
 * makes a handful of calls; more is a script, and with Plaid configured every call costs.
 */
export const BANK_REQUESTS_PER_MINUTE = 30;

const perUserLimit = {
  max: BANK_REQUESTS_PER_MINUTE,
  timeWindow: 60_000,
  // After sign-in (preHandler), so the limit is per user rather than per address.
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `bank:${request.userId ?? request.ip}`,
};

/**
 * Issue 6, SPEC 7 bank calls under /api/plaid (DESIGN). The sandbox bank unless Plaid is
 * configured; its dialog routes (/api/plaid/sandbox/...) exist only then. Signed in and
 * owner-scoped; bank-link failures answer `{ error_code, message }`.
 */
export async function bankRoutes(app: FastifyInstance, context: AppContext) {
  const repository = createBankRepository(context);
  const { applications, incomeEntries } = applicationRepositories(context);
  const sandbox = context.config.plaid
    ? undefined
    : createSandboxBank({
        dataKey: context.dataKey,
        tokens: createBankTokens(context.dataKey, context.clock),
        incomeSources: (userId) => repository.latestDraftIncomeSources(userId),
      });
  const provider =
    sandbox ?? createPlaidBank(context.config.plaid!, { pageSize: context.config.plaid?.pageSize });
  const service = createBankService({
    provider,
    repository,
    applications,
    incomeEntries,
    cipher: createTokenCipher(context.dataKey),
    clock: context.clock,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: context.requireSignedIn, config: { rateLimit: perUserLimit } };

  // Bank-link failures carry Plaid-like error codes the web reacts to.
  api.setErrorHandler((error, request, reply) => {
    if (error instanceof BankLinkError) return sendBankError(error, request, reply);
    throw error;
  });

  api.post(
    '/api/plaid/link-token',
    { ...signedIn, schema: { response: { 200: linkTokenResponseSchema } } },
    async (request) => service.linkToken(request.userId, requestLanguage(request)),
  );

  api.post(
    '/api/plaid/exchange-token',
    {
      ...signedIn,
      schema: { body: exchangeTokenSchema, response: { 200: exchangeTokenResponseSchema } },
    },
    async (request) => service.exchange(request.userId, request.body.public_token),
  );

  api.post(
    '/api/plaid/transactions',
    {
      ...signedIn,
      schema: { body: transactionsRequestSchema, response: { 200: transactionsResponseSchema } },
    },
    async (request) => service.transactions(request.userId, request.body),
  );

  api.post(
    '/api/plaid/analyze-transactions',
    {
      ...signedIn,
      schema: {
        body: analyzeTransactionsSchema,
        response: { 200: analyzeTransactionsResponseSchema },
      },
    },
    async (request) => service.analyze(request.userId, request.body, requestLanguage(request)),
  );

  // The sandbox bank's link dialog (Plaid Link's panes) and a test shortcut.
  const sandboxOnly = async (request: FastifyRequest) => {
    await context.requireSignedIn(request);
    if (!sandbox) throw notFound();
  };

  api.get(
    '/api/plaid/sandbox/institutions',
    {
      preHandler: sandboxOnly,
      config: { rateLimit: perUserLimit },
      schema: { response: { 200: sandboxInstitutionsResponseSchema } },
    },
    async () => ({ institutions: [...(sandbox?.institutions() ?? [])] }),
  );

  api.post(
    '/api/plaid/sandbox/link',
    {
      preHandler: sandboxOnly,
      config: { rateLimit: perUserLimit },
      schema: { body: sandboxLinkSchema, response: { 200: sandboxLinkResponseSchema } },
    },
    async (request) =>
      sandbox!.link({
        userId: request.userId,
        linkToken: request.body.link_token,
        institutionId: request.body.institution_id,
        username: request.body.username,
        password: request.body.password,
        accountIds: request.body.account_ids,
      }),
  );

  api.post(
    '/api/plaid/sandbox/public-token',
    {
      preHandler: sandboxOnly,
      config: { rateLimit: perUserLimit },
      schema: {
        body: sandboxPublicTokenSchema.nullish(),
        response: { 200: sandboxPublicTokenResponseSchema },
      },
    },
    async (request) => ({
      public_token: sandbox!.createPublicToken(request.userId, request.body?.institution_id),
    }),
  );
}

function sendBankError(error: BankLinkError, request: FastifyRequest, reply: FastifyReply) {
  const message = serverMessage(error.messageKey, requestLanguage(request));
  if (error.statusCode >= 500)
    request.log.warn({ bankError: error.messageKey }, 'bank link failed');
  return reply
    .code(error.statusCode)
    .send(error.errorCode ? { error_code: error.errorCode, message } : { message });
}
