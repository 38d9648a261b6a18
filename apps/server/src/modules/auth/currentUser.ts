import type { CurrentUser } from '@benefits/domain';
import type { UserRow } from './repository.js';

/** SPEC 7: what the web sees of the signed-in applicant's account. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    zipCode: user.zipCode,
  };
}
