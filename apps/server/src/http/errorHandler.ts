import { validationMessage } from '@benefits/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApplicationNotDraftError } from '../db/ownedRows.js';
import { HttpError } from './errors.js';
import { requestLanguage } from './language.js';
import { isServerMessageKey, serverMessage } from './messages.js';
import { isRetryableRead, retryRead } from './retryRead.js';

/**
 * Every error leaves as `{ message, errors? }` with a message the applicant can read, in
 * their language. Validation messages are the spec's (SPEC 5).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isRetryableRead(request, error)) return retryRead(app, request, reply);
    const language = requestLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: validationMessage(issue.message ?? '', language),
      }));
      return reply.code(400).send({
        message: errors[0]?.message ?? validationMessage('requestInvalid', language),
        errors,
      });
    }
    if (error instanceof ApplicationNotDraftError) {
      return reply.code(409).send({ message: serverMessage('applicationNotDraft', language) });
    }
    if (error instanceof HttpError) {
      const message = isServerMessageKey(error.messageKey)
        ? serverMessage(error.messageKey, language, error.params)
        : validationMessage(error.messageKey, language);
      return reply.code(error.statusCode).send({ message });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode === 429) {
      return reply.code(429).send({ message: serverMessage('rateLimited', language) });
    }
    if (statusCode === 413) {
      return reply.code(413).send({ message: serverMessage('tooLarge', language) });
    }
    if (statusCode >= 400 && statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the request was not readable.
      return reply
        .code(statusCode)
        .send({ message: validationMessage('requestInvalid', language) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: serverMessage('serverError', language) });
  });
}
