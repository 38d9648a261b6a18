import {
  currentUserSchema,
  registrationSchema,
  sessionStatusSchema,
  signInCodeRequestSchema,
  signInVerifySchema,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestLanguage } from '../../http/language.js';
import { serverMessage } from '../../http/messages.js';
import { toCurrentUser } from './currentUser.js';
import { createAccountService } from './service.js';
import { sessionStatus } from './sessions.js';

const userResponse = z.object({ user: currentUserSchema });
const messageResponse = z.object({ message: z.string() });

export async function authRoutes(app: FastifyInstance, context: AppContext) {
  const { sessions, cookie, signInCodes, config } = context;
  const accounts = createAccountService(context);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signInLimit = {
    max: config.signIn.requestsPerWindow,
    timeWindow: config.signIn.windowMinutes * 60_000,
  };

  // SPEC 7 POST /api/register: the landing form (SPEC 5); signs the new applicant in.
  api.post(
    '/api/register',
    {
      schema: { body: registrationSchema, response: { 201: userResponse } },
      config: { rateLimit: signInLimit },
    },
    async (request, reply) => {
      const { user, token } = await accounts.register(request.body, requestLanguage(request));
      cookie.set(reply, token);
      return reply.code(201).send({ user: toCurrentUser(user) });
    },
  );

  // SPEC 7 GET /api/auth/user: the current user, or 401 when signed out.
  api.get(
    '/api/auth/user',
    { preHandler: context.requireSignedIn, schema: { response: { 200: currentUserSchema } } },
    // Decision 0720: every page reads it; kept per owner while the account's data is unchanged.
    context.replyCache.kept(async (request) =>
      toCurrentUser(await accounts.currentUser(request.userId)),
    ),
  );

  api.post(
    '/api/auth/sign-in/code',
    {
      schema: { body: signInCodeRequestSchema, response: { 202: messageResponse } },
      config: { rateLimit: signInLimit },
    },
    async (request, reply) => {
      await signInCodes.requestCode(request.body.email, requestLanguage(request));
      return reply.code(202).send({ message: serverMessage('codeSent', requestLanguage(request)) });
    },
  );

  api.post(
    '/api/auth/sign-in/verify',
    {
      schema: { body: signInVerifySchema, response: { 200: userResponse } },
      config: { rateLimit: signInLimit },
    },
    async (request, reply) => {
      const { email, code } = request.body;
      const { user, token } = await accounts.signIn(email, code, requestLanguage(request));
      cookie.set(reply, token);
      return { user: toCurrentUser(user) };
    },
  );

  api.post('/api/auth/sign-out', async (request, reply) => {
    await sessions.end(cookie.read(request));
    cookie.clear(reply);
    return reply.code(204).send();
  });

  // Reading the session's limits is not activity: it must not keep an idle session alive.
  api.get(
    '/api/auth/session',
    {
      preHandler: context.requireSignedInWithoutActivity,
      schema: { response: { 200: sessionStatusSchema } },
      // Decision 0760: two timestamps (about 90 bytes), never near the 8 KB from which replies
      // are compressed: the compression plugin's hooks are left off this frequent read.
      compress: false,
      // Issue 19: two timestamps this code made (sessionStatus), written out as they are instead
      // of through the response schema's checked-text fields on every call of this frequent read.
      serializerCompiler: () => (status) => JSON.stringify(status),
    },
    async (request) => sessionStatus(request.authSession, config.session),
  );

  // 'Stay signed in' in the idle warning (DESIGN: sessions).
  api.post(
    '/api/auth/session/refresh',
    {
      preHandler: context.requireSignedInAndStay,
      schema: { response: { 200: sessionStatusSchema } },
    },
    async (request) => sessionStatus(request.authSession, config.session),
  );
}
