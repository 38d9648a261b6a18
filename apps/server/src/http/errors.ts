import type { ValidationMessageKey } from '@benefits/domain';
import type { ServerMessageKey } from './messages.js';

/** An error the applicant may see; the error handler words it in their language. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ServerMessageKey | ValidationMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const notFound = (key: ServerMessageKey = 'notFound') => new HttpError(404, key);
export const unauthorized = () => new HttpError(401, 'signInRequired');
