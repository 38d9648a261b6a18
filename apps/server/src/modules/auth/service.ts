import type { ApplicantLanguage, Language, Registration } from '@benefits/domain';
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
    async register(registration: Registration, language: Language): Promise<SignedIn> {
      const { agreeToTerms: _agreed, ...profile } = registration;
      const user = await authRepository.insertUser({ ...profile, language });
      if (!user) throw new HttpError(409, 'emailTaken');
      return startSession(user);
    },

    /**
     * The emailed one-time code (401 when wrong or expired) starts a session. Decision 0841:
     * the account keeps the language it signed in with, for the e-mails sent later.
     */
    async signIn(email: string, code: string, language: Language): Promise<SignedIn> {
      const user = await signInCodes.verifyCode(email, code, language);
      if (user.language === language) return startSession(user);
      return startSession((await authRepository.updateUser(user.id, { language })) ?? user);
    },

    /** PUT /api/me/language: the language the account reads; 401 when it no longer exists. */
    async setLanguage(userId: string, language: ApplicantLanguage): Promise<void> {
      const user = await authRepository.updateUser(userId, { language });
      if (!user) throw unauthorized();
    },

    /** The signed-in account; 401 when it no longer exists. */
    async currentUser(userId: string): Promise<UserRow> {
      const user = await authRepository.findUserById(userId);
      if (!user) throw unauthorized();
      return user;
    },
  };
}
