import { validationMessage } from '@benefits/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.js';
import { requestLanguage } from './language.js';

const GENERIC_SERVER_ERROR =
  'Something went wrong on our side. Your saved answers are safe. Please try again.';

/**
 * Every error leaves as `{ message, errors? }` with a message the applicant can read.
 * Validation messages are the spec's (SPEC 5), in the applicant's language.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode === 429) {
      return reply
        .code(429)
        .send({ message: 'Too many tries. Please wait a few minutes and try again.' });
    }
    if (statusCode === 413) {
      return reply.code(413).send({ message: 'That is too large for us to accept.' });
    }
    if (statusCode >= 400 && statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the request was not readable.
      return reply
        .code(statusCode)
        .send({ message: validationMessage('requestInvalid', language) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: GENERIC_SERVER_ERROR });
  });
}
