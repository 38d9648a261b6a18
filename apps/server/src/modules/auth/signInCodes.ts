import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@benefits/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailSender } from '../../email/port.js';
import { signInCodeEmail } from '../../email/templates.js';
import { HttpError } from '../../http/errors.js';
import type { AuthRepository, UserRow } from './repository.js';

export interface SignInCodePolicy {
  codeMinutes: number;
  maxTries: number;
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
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const now = clock();
      const expiresAt = new Date(now.getTime() + policy.codeMinutes * 60_000);
      await repository.replaceSignInCode(email, hash(email, code).toString('hex'), expiresAt, now);
      deps.email
        .send(signInCodeEmail(email, code, policy.codeMinutes, language))
        .catch((error: unknown) => deps.log.error({ err: error }, 'sign-in code email failed'));
    },

    /** DESIGN: 5 tries per code; after that, or after 10 minutes, a new code is needed. */
    async verifyCode(email: string, code: string): Promise<UserRow> {
      const open = await repository.latestOpenSignInCode(email);
      const now = clock();
      if (!open || open.expiresAt <= now) {
        throw new HttpError(400, 'codeExpired');
      }
      if (open.attempts >= policy.maxTries) {
        throw new HttpError(400, 'codeTooManyTries');
      }
      const matches = timingSafeEqual(hash(email, code), Buffer.from(open.codeHash, 'hex'));
      if (!matches) {
        const attempts = open.attempts + 1;
        await repository.recordWrongCode(open.id, attempts);
        const left = policy.maxTries - attempts;
        throw left > 1
          ? new HttpError(400, 'codeWrongTriesLeft', { count: left })
          : new HttpError(400, left === 1 ? 'codeWrongOneTryLeft' : 'codeWrongNoTriesLeft');
      }
      const user = (await repository.consumeSignInCode(open.id, now))
        ? await repository.findUserByEmail(email)
        : undefined;
      if (!user) throw new HttpError(400, 'codeExpired');
      return user;
    },
  };
}
