import { randomInt } from 'node:crypto';
import { type CreateUser, generateApplicantId } from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError, unauthorized } from '../../http/errors.js';
import type { UserRow } from '../auth/repository.js';
import { createAccountService } from '../auth/service.js';

/** A saved profile always has its applicantId. */
export type SavedProfile = UserRow & { applicantId: string };

/** SPEC 7 POST /api/users: the wizard's account step saves the signed-in applicant's profile. */
export function createUserService(context: AppContext) {
  const { authRepository } = context;
  const accounts = createAccountService(context);

  function newApplicantId(): string {
    return generateApplicantId({
      now: () => context.clock().getTime(),
      random: () => randomInt(0, 2 ** 32) / 2 ** 32,
    });
  }

  return {
    /** 401 when the account is gone; 409 when another account uses the email. */
    async saveProfile(userId: string, body: CreateUser): Promise<SavedProfile> {
      const { agreeToTerms: _agreed, applicantId, ...profile } = body;
      const current = await accounts.currentUser(userId);
      if (await authRepository.emailUsedByAnotherUser(profile.email, userId)) {
        throw new HttpError(409, 'emailTaken');
      }
      const saved = await authRepository
        .updateUser(userId, {
          ...profile,
          phone: profile.phone ?? null,
          // The first applicantId sticks: it identifies the applicant to caseworkers.
          applicantId: current.applicantId ?? applicantId ?? newApplicantId(),
          updatedAt: context.clock(),
        })
        .catch((error: unknown) => {
          // Another account took the email between the check and the write.
          throw isUniqueViolation(error) ? new HttpError(409, 'emailTaken') : error;
        });
      if (!saved?.applicantId) throw unauthorized();
      return { ...saved, applicantId: saved.applicantId };
    },
  };
}
