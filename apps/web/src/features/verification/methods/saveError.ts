import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '../../../lib/api';

/** What to say when a verification was not saved: the server's own sentence when it sent one. */
export function saveErrorText(t: TFunction, error: unknown): string {
  if (error instanceof NetworkError) return t('verification.offline');
  if (error instanceof ApiError && error.userMessage) return error.userMessage;
  return t('verification.saveFailed');
}
