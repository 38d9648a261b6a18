import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRow } from '../modules/auth/repository.js';
import type { SessionService } from '../modules/auth/sessions.js';
import { unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSignedIn`: the signed-in applicant's id. Every query is scoped by it. */
    userId: string;
    authSession: SessionRow;
  }
}

export interface SessionCookie {
  name: string;
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

export function createSessionCookie(production: boolean, maxAgeSeconds: number): SessionCookie {
  // __Host- keeps the cookie on this exact host over HTTPS; plain name for http://localhost.
  const name = production ? '__Host-sid' : 'sid';
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: production, path: '/' };
  return {
    name,
    read: (request) => request.cookies[name],
    set: (reply, token) => void reply.setCookie(name, token, { ...options, maxAge: maxAgeSeconds }),
    clear: (reply) => void reply.clearCookie(name, options),
  };
}

/**
 * preHandler that refuses (401) requests without a live session. Any signed-in request
 * counts as activity and moves the idle limit, except where `touch` is 'none'.
 */
export function requireSignedIn(
  sessions: SessionService,
  cookie: SessionCookie,
  touch: 'activity' | 'none' | 'force' = 'activity',
) {
  return async (request: FastifyRequest) => {
    const session = await sessions.resolve(cookie.read(request));
    if (!session) throw unauthorized();
    request.authSession =
      touch === 'none' ? session : await sessions.touch(session, touch === 'force');
    request.userId = session.userId;
  };
}
