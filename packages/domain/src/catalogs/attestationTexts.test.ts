import { describe, expect, it } from 'vitest';
import { attestationNames } from '../schemas/submission.js';
import { attestationTexts } from './attestationTexts.js';
import { applicantLanguageCodes } from './languages.js';
import { expectTranslated, translatedLanguages } from './translations.test-util.js';

describe('attestationTexts', () => {
  it('words all four attestations in every language', () => {
    expect(Object.keys(attestationTexts).sort()).toEqual([...applicantLanguageCodes].sort());
    for (const language of applicantLanguageCodes) {
      expect(Object.keys(attestationTexts[language]).sort()).toEqual([...attestationNames].sort());
      for (const name of attestationNames) {
        expect(attestationTexts[language][name].length).toBeGreaterThan(20);
      }
    }
  });

  it.each(translatedLanguages)('translates every attestation into %s', (code) => {
    for (const name of attestationNames) {
      expectTranslated(attestationTexts.en[name], attestationTexts[code][name], `${code}.${name}`);
    }
  });
});
