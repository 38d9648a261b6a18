import { homeAddressSchema, householdSchema } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { draftAnswerRoutes } from '../applications/answerRoutes.js';
import { createHouseholdService } from './service.js';

// Issue 18 item 1: PUT the household and the home address of a draft; both answer with the
// application (GET /api/applications/:id returns them too).
export async function householdRoutes(app: FastifyInstance, context: AppContext) {
  const service = createHouseholdService(context);
  const answer = draftAnswerRoutes(app, context);
  answer('household', householdSchema, service.saveHousehold);
  answer('home-address', homeAddressSchema, service.saveHomeAddress);
}
