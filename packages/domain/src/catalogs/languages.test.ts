import { describe, expect, it } from 'vitest';
import { languageOfTag } from '../messages/languages.js';
import { applicantLanguageCodes, applicantLanguages, isApplicantLanguage } from './languages.js';

describe('languages (SPEC 1: 11; DESIGN list)', () => {
  it('has the eleven, Arabic right-to-left', () => {
    expect(applicantLanguageCodes).toEqual([
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
    ]);
    expect(applicantLanguages.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('recognises codes', () => {
    expect(isApplicantLanguage('ht')).toBe(true);
    expect(isApplicantLanguage('de')).toBe(false);
    expect(isApplicantLanguage(null)).toBe(false);
  });
});

describe('languageOfTag', () => {
  it.each([
    ['es-MX', 'es'],
    [' ZH-Hans-CN ', 'zh'],
    ['fil-PH', 'tl'],
    ['tl', 'tl'],
    ['de-DE', null],
    ['', null],
  ])('reads %j as %s', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language);
  });
});
