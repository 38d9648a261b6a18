import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@benefits/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailSender } from '../../email/port.js';
import { signInCodeEmail, signInLockedEmail } from '../../email/templates.js';
import { HttpError } from '../../http/errors.js';
import type { AuthRepository, UserRow } from './repository.js';

export interface SignInCodePolicy {
  codeMinutes: number;
  maxTries: number;
  /** Codes one account may be sent per window (decision 0381). */
  codesPerAccount: number;
  windowMinutes: number;
}

export function createSignInCodeService(deps: {
  repository: AuthRepository;
  email: EmailSender;
  dataKey: Buffer;
  policy: SignInCodePolicy;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repository, policy, clock } = deps;
  const hash = (email: string, code: string) =>
    createHmac('sha256', deps.dataKey).update(`sign-in:${email}:${code}`).digest();

  return {
    /**
     * DESIGN: a 6-digit code, valid 10 minutes. The answer is the same whether or not
     * the email has an account, and the email is sent in the background so the timing
     * does not tell either.
     */
    async requestCode(email: string, language: Language): Promise<void> {
      const user = await repository.findUserByEmail(email);
      if (!user) return;
      const now = clock();
      // Decision 0381: a limit per account, whatever address asks. Over it, the answer stays
      // the same (it must not tell whether the account exists) and no new code is made.
      const since = new Date(now.getTime() - policy.windowMinutes * 60_000);
      if ((await repository.countSignInCodesSince(email, since)) >= policy.codesPerAccount) {
        deps.log.warn({ userId: user.id }, 'sign-in codes per account limit reached');
        return;
      }
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const expiresAt = new Date(now.getTime() + policy.codeMinutes * 60_000);
      await repository.replaceSignInCode(email, hash(email, code).toString('hex'), expiresAt, now);
      deps.email
        .send(signInCodeEmail(email, code, policy.codeMinutes, language))
        .catch((error: unknown) => deps.log.error({ err: error }, 'sign-in code email failed'));
    },

    /**
     * DESIGN: 5 tries per code; after that, or after 10 minutes, a new code is needed.
     * Decision 0381: the 5th wrong code spends the code and an email tells the owner.
     */
    async verifyCode(email: string, code: string, language: Language): Promise<UserRow> {
      const latest = await repository.latestSignInCode(email);
      const now = clock();
      if (latest && latest.attempts >= policy.maxTries) {
        throw new HttpError(400, 'codeTooManyTries');
      }
      if (!latest || latest.consumedAt || latest.expiresAt <= now) {
        throw new HttpError(400, 'codeExpired');
      }
      const attempt = await repository.takeTry(latest.id, policy.maxTries);
      if (attempt === undefined) throw new HttpError(400, 'codeTooManyTries');
      const matches = timingSafeEqual(hash(email, code), Buffer.from(latest.codeHash, 'hex'));
      if (!matches) {
        const left = policy.maxTries - attempt;
        if (left <= 0) await lockOut(latest.id, email, now, language);
        throw left > 1
          ? new HttpError(400, 'codeWrongTriesLeft', { count: left })
          : new HttpError(400, left === 1 ? 'codeWrongOneTryLeft' : 'codeWrongNoTriesLeft');
      }
      const user = (await repository.consumeSignInCode(latest.id, now))
        ? await repository.findUserByEmail(email)
        : undefined;
      if (!user) throw new HttpError(400, 'codeExpired');
      return user;
    },
  };

  /** The code is spent; its owner hears that someone tried (in the background). */
  async function lockOut(id: number, email: string, now: Date, language: Language) {
    await repository.consumeSignInCode(id, now);
    // Decision 0841: the owner reads it in the account's language when it is known (the wrong
    // codes may have come from someone else's browser, in another language).
    const owner = await repository.findUserByEmail(email);
    deps.email
      .send(signInLockedEmail(email, policy.maxTries, owner?.language ?? language))
      .catch((error: unknown) => deps.log.error({ err: error }, 'sign-in lock-out email failed'));
  }
}
