import { describe, expect, it } from 'vitest';
import { applicantLanguageCodes } from '../catalogs/languages.js';
import { accountLanguageSchema } from './accountLanguage.js';
import { issues } from './issues.test-util.js';

describe('PUT /api/me/language body (issue 20)', () => {
  it.each(applicantLanguageCodes)('takes %s', (language) => {
    expect(accountLanguageSchema.parse({ language })).toEqual({ language });
  });

  it.each([
    [{ language: 'de' }],
    [{ language: 'EN' }],
    [{ language: 'en-US' }],
    [{ language: 'e\u0000n' }],
    [{ language: '' }],
    [{ language: 3 }],
    [{}],
    [{ language: 'en', extra: true }],
  ])('refuses %j', (body) => {
    expect(accountLanguageSchema.safeParse(body).success).toBe(false);
  });

  it('says requestInvalid for an unknown language', () => {
    expect(issues(accountLanguageSchema, { language: 'de' })).toEqual({
      language: 'requestInvalid',
    });
  });
});
