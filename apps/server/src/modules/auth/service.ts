import type { Language, Registration } from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { HttpError, unauthorized } from '../../http/errors.js';
import type { UserRow } from './repository.js';

/** A signed-in account and the new session's token (the route sets the cookie). */
export interface SignedIn {
  user: UserRow;
  token: string;
}

/** SPEC 7 accounts: register, sign in with a code, read the signed-in account. */
export function createAccountService(context: AppContext) {
  const { authRepository, sessions, signInCodes } = context;

  async function startSession(user: UserRow): Promise<SignedIn> {
    const { token } = await sessions.start(user.id);
    return { user, token };
  }

  return {
    /** SPEC 5 landing form: a new account, signed in; 409 when the email is taken. */
    async register(registration: Registration): Promise<SignedIn> {
      const { agreeToTerms: _agreed, ...profile } = registration;
      const user = await authRepository.insertUser(profile);
      if (!user) throw new HttpError(409, 'emailTaken');
      return startSession(user);
    },

    /** The emailed one-time code (401 when wrong or expired) starts a session. */
    async signIn(email: string, code: string, language: Language): Promise<SignedIn> {
      return startSession(await signInCodes.verifyCode(email, code, language));
    },

    /** The signed-in account; 401 when it no longer exists. */
    async currentUser(userId: string): Promise<UserRow> {
      const user = await authRepository.findUserById(userId);
      if (!user) throw unauthorized();
      return user;
    },
  };
}
