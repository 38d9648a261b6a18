import { randomInt } from 'node:crypto';
import { createUserSchema, currentUserSchema, generateApplicantId } from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError, unauthorized } from '../../http/errors.js';
import { toCurrentUser } from '../auth/routes.js';

/**
 * SPEC 7 POST /api/users: the wizard's account step (1). The applicant is already signed
 * in (registration made the account), so this saves their profile and applicantId.
 */
export async function userRoutes(app: FastifyInstance, context: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/users',
    {
      preHandler: context.requireSignedIn,
      schema: {
        body: createUserSchema,
        response: { 200: currentUserSchema.extend({ applicantId: z.string() }) },
      },
    },
    async (request) => {
      const { agreeToTerms: _agreed, applicantId, ...profile } = request.body;
      const current = await context.authRepository.findUserById(request.userId);
      if (!current) throw unauthorized();
      if (await context.authRepository.emailUsedByAnotherUser(profile.email, request.userId)) {
        throw new HttpError(409, 'emailTaken');
      }

      const saved = await context.authRepository
        .updateUser(request.userId, {
          ...profile,
          phone: profile.phone ?? null,
          // The first applicantId sticks: it identifies the applicant to caseworkers.
          applicantId:
            current.applicantId ??
            applicantId ??
            generateApplicantId({
              now: () => context.clock().getTime(),
              random: () => randomInt(0, 2 ** 32) / 2 ** 32,
            }),
          updatedAt: context.clock(),
        })
        .catch((error: unknown) => {
          // Another account took the email between the check and the write.
          throw isUniqueViolation(error) ? new HttpError(409, 'emailTaken') : error;
        });
      return { ...toCurrentUser(saved!), applicantId: saved!.applicantId! };
    },
  );
}
