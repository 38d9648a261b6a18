import {
  applicationIdField,
  chatHistorySchema,
  chatReplySchema,
  knowledgeArticleParamsSchema,
  knowledgeArticleQuerySchema,
  knowledgeArticleSchema,
  sendChatMessageSchema,
} from '@benefits/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { createChatService } from './service.js';

/** A person types; 20 messages a minute per signed-in user is plenty and stops scripted floods. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

const applicationIdParams = z.object({ applicationId: applicationIdField });

/**
 * Issue 8 (SPEC 7): POST /api/chatbot, GET /api/chat-history[/:applicationId], and
 * GET /api/knowledge/:slug for the articles answers cite. All signed in and owner-scoped.
 */
export async function chatRoutes(app: FastifyInstance, context: AppContext) {
  const chat = createChatService(context);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/chatbot',
    {
      preHandler: context.requireSignedIn,
      schema: { body: sendChatMessageSchema, response: { 200: chatReplySchema } },
      config: {
        rateLimit: {
          max: CHAT_MESSAGES_PER_MINUTE,
          timeWindow: 60_000,
          // After sign-in (preHandler), so the limit is per user rather than per address.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `chat:${request.userId ?? request.ip}`,
          errorResponseBuilder: () => new HttpError(429, 'chatRateLimited'),
        },
      },
    },
    async (request) => chat.send(request.userId, request.body, request.log),
  );

  api.get(
    '/api/chat-history',
    { preHandler: context.requireSignedIn, schema: { response: { 200: chatHistorySchema } } },
    async (request) => chat.history(request.userId),
  );

  api.get(
    '/api/chat-history/:applicationId',
    {
      preHandler: context.requireSignedIn,
      schema: { params: applicationIdParams, response: { 200: chatHistorySchema } },
    },
    async (request) => chat.history(request.userId, request.params.applicationId),
  );

  api.get(
    '/api/knowledge/:slug',
    {
      preHandler: context.requireSignedIn,
      schema: {
        params: knowledgeArticleParamsSchema,
        querystring: knowledgeArticleQuerySchema,
        response: { 200: knowledgeArticleSchema },
      },
    },
    async (request) => {
      const article = chat.assistant.article(request.params.slug, request.query.language);
      if (!article) throw notFound('articleNotFound');
      return article;
    },
  );
}
