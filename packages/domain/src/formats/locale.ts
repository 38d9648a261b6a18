// The Intl locale for an applicant's language: the language as written in the United States
// (es-US writes "$1,234.50", as pay stubs and letters here do), Chinese in simplified script,
// Tagalog as CLDR's Filipino, Arabic with Western digits (the digits on the applicant's own
// documents; amounts stay left to right in Arabic text). CLDR has no Haitian Creole data, so
// ht-US resolves to US English formats for numbers and money.
const locales: Readonly<Record<string, string>> = {
  en: 'en-US',
  es: 'es-US',
  zh: 'zh-Hans-US',
  vi: 'vi-US',
  ko: 'ko-US',
  tl: 'fil-US',
  ru: 'ru-US',
  ar: 'ar-US-u-nu-latn',
  ht: 'ht-US',
  fr: 'fr-US',
  pt: 'pt-US',
};

export function intlLocale(language: string): string {
  return locales[language] ?? 'en-US';
}
