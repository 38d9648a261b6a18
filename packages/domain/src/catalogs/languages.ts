// DESIGN: the eleven languages (SPEC 1 claims 11). Arabic is right-to-left.
export const applicantLanguages = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'zh', name: '简体中文', dir: 'ltr' },
  { code: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'ko', name: '한국어', dir: 'ltr' },
  { code: 'tl', name: 'Tagalog', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'ht', name: 'Kreyòl ayisyen', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'pt', name: 'Português', dir: 'ltr' },
] as const;

export type ApplicantLanguage = (typeof applicantLanguages)[number]['code'];

export const applicantLanguageCodes = applicantLanguages.map((l) => l.code) as [
  ApplicantLanguage,
  ...ApplicantLanguage[],
];

export function isApplicantLanguage(value: unknown): value is ApplicantLanguage {
  return typeof value === 'string' && (applicantLanguageCodes as readonly string[]).includes(value);
}
