import type { ApplicantLanguage } from '@benefits/domain';
import { moreTexts } from '../texts/index.js';
import { englishAndSpanish, type ServerMessageKey } from './messageKeys.js';

export type { ServerMessageKey } from './messageKeys.js';

/** Every message the server sends that is not a validation message, in the 11 languages. */
export const serverMessages = Object.fromEntries(
  Object.entries(englishAndSpanish).map(([key, { en, es }]) => [
    key,
    {
      en,
      es,
      ...Object.fromEntries(
        Object.entries(moreTexts).map(([code, texts]) => [
          code,
          texts.messages[key as ServerMessageKey],
        ]),
      ),
    },
  ]),
) as Record<ServerMessageKey, Record<ApplicantLanguage, string>>;

export function serverMessage(
  key: ServerMessageKey,
  language: ApplicantLanguage = 'en',
  params: Record<string, string | number> = {},
): string {
  return serverMessages[key][language].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}

export function isServerMessageKey(key: string): key is ServerMessageKey {
  return Object.hasOwn(serverMessages, key);
}
