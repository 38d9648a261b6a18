import { applicationSchema, idParamsSchema } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { signedInApi } from '../../http/routePlugin.js';
import { type NumberedApplicationRow, toApplication } from './toApplication.js';

/** Saves one whole answer (the household, the home costs, ...) on the owner's draft. */
export type SaveAnswer<Answer> = (
  userId: string,
  id: number,
  answer: Answer,
) => Promise<NumberedApplicationRow>;

/**
 * Issue 18: `answer(name, schema, save)` adds PUT `/api/applications/:id/<name>`, its body checked
 * by the schema; it replies with the application (404 for another's draft and 409 once
 * submitted: the save decides).
 */
export function draftAnswerRoutes(app: FastifyInstance, context: AppContext) {
  const { api, signedIn } = signedInApi(app, context);
  return function answer<Schema extends z.ZodType>(
    name: string,
    body: Schema,
    save: SaveAnswer<z.output<Schema>>,
  ) {
    api.put(
      `/api/applications/:id/${name}`,
      {
        ...signedIn,
        schema: { params: idParamsSchema, body, response: { 200: applicationSchema } },
      },
      async (request) => {
        // The body has passed `body` (the route's schema); the type provider cannot say so for a
        // generic schema.
        const value = request.body as z.output<Schema>;
        return toApplication(await save(request.userId, request.params.id, value));
      },
    );
  };
}
