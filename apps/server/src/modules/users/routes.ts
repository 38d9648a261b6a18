import { accountLanguageSchema, createUserSchema, currentUserSchema } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { signedInApi } from '../../http/routePlugin.js';
import { toCurrentUser } from '../auth/currentUser.js';
import { createAccountService } from '../auth/service.js';
import { createUserService } from './service.js';

/**
 * SPEC 7 POST /api/users: the wizard's account step (1). The applicant is already signed
 * in (registration made the account), so this saves their profile and applicantId.
 */
export async function userRoutes(app: FastifyInstance, context: AppContext) {
  const users = createUserService(context);
  const { api, signedIn } = signedInApi(app, context);
  api.post(
    '/api/users',
    {
      ...signedIn,
      schema: {
        body: createUserSchema,
        response: { 200: currentUserSchema.extend({ applicantId: z.string() }) },
      },
    },
    async (request) => {
      const saved = await users.saveProfile(request.userId, request.body);
      return { ...toCurrentUser(saved), applicantId: saved.applicantId };
    },
  );

  // Issue 20, decision 0841: the language the account reads; e-mails sent later use it.
  const accounts = createAccountService(context);
  api.put(
    '/api/me/language',
    { ...signedIn, schema: { body: accountLanguageSchema } },
    async (request, reply) => {
      await accounts.setLanguage(request.userId, request.body.language);
      return reply.code(204).send();
    },
  );
}
