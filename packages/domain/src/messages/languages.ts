// The interface languages, apart from the message catalogs: the web app's first load needs the
// list without the messages (issue 21).
export const supportedLanguages = [
  'en',
  'es',
  'zh',
  'vi',
  'ko',
  'tl',
  'ru',
  'ar',
  'ht',
  'fr',
  'pt',
] as const;
export type Language = (typeof supportedLanguages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}
