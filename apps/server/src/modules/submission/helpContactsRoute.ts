import { HELP_HOURS_TEXT, HELP_RESPONSE_TIME, helpContactsSchema } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { signedInApi } from '../../http/routePlugin.js';

/** GET /api/help-contacts: who to call or write to, shown on the submission page. */
export function helpContactsRoute(app: FastifyInstance, context: AppContext) {
  const { api, signedIn } = signedInApi(app, context);
  api.get(
    '/api/help-contacts',
    { ...signedIn, schema: { response: { 200: helpContactsSchema } } },
    async () => ({
      phone: context.config.helpContacts.phone,
      email: context.config.helpContacts.email,
      hours: HELP_HOURS_TEXT,
      responseTime: HELP_RESPONSE_TIME,
    }),
  );
}
