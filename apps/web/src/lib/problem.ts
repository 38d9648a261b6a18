import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from './api';

/**
 * Why something failed, in the applicant's words (issue 18: a false "check your connection"
 * when the server had answered). No answer at all: the connection. An answer with the
 * server's own sentence: that sentence. An answer without one: the server, not the
 * connection. Anything else says nothing more.
 */
export function problemCause(t: TFunction, error: unknown): string | null {
  if (error instanceof NetworkError) return t('problem.offline');
  const status = (error as { status?: unknown } | null)?.status;
  if (error instanceof ApiError || typeof status === 'number') {
    if (status === 0) return t('problem.offline');
    const message = (error as { userMessage?: unknown }).userMessage;
    if (typeof message === 'string' && message.trim()) return message.trim();
    return t('problem.server');
  }
  return null;
}

/** A failure sentence followed by its cause, when one is known. */
export function withCause(t: TFunction, text: string, error: unknown): string {
  const cause = problemCause(t, error);
  return cause ? `${text} ${cause}` : text;
}
