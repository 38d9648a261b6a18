import { describe, expect, it } from 'vitest';
import { applicantLanguageCodes } from '../catalogs/languages.js';
import { translatedLanguages } from '../catalogs/translations.test-util.js';
import { ESTIMATE_REASON_CODES, reasonText } from './reasonText.js';

// Issue 20: every reason code worded in every language, with the same figures as English.

const base: Readonly<Record<string, number | string>> = {
  url: 'https://example.gov',
  kind: 'phone',
  program: 'TANF',
  category: 'infant',
  source: 'Acme',
  zip: '78701',
  state: 'TX',
};

/** Renders a reason and records which of its values the wording used. */
function render(code: string, language: (typeof applicantLanguageCodes)[number], n: number) {
  const used = new Set<string>();
  const values = new Proxy(
    {},
    {
      get: (_, key: string) => {
        used.add(key);
        return base[key] ?? n;
      },
    },
  );
  return { text: reasonText({ code, values }, language), used: [...used].sort() };
}

describe('reasonText in every language', () => {
  it.each(translatedLanguages)('words every reason in %s with the values English uses', (code) => {
    for (const reason of ESTIMATE_REASON_CODES) {
      for (const n of [1, 2, 5]) {
        const english = render(reason, 'en', n);
        const translated = render(reason, code, n);
        expect(translated.used, `${code}.${reason}`).toEqual(english.used);
        expect(translated.text, `${code}.${reason}`).not.toMatch(/undefined|NaN|\{|\}/);
        expect(translated.text, `${code}.${reason}`).not.toBe(english.text);
        expect(translated.text.trim(), `${code}.${reason}`).not.toBe('');
      }
    }
  });

  it('counts people by each language’s plural rules', () => {
    const gross = (size: number, language: (typeof applicantLanguageCodes)[number]) =>
      reasonText({ code: 'snapGrossPass', values: { income: 1, limit: 2, size } }, language);
    expect(gross(1, 'ru')).toContain('1 человек)');
    expect(gross(3, 'ru')).toContain('3 человека)');
    expect(gross(5, 'ru')).toContain('5 человек)');
    expect(gross(1.5, 'ru')).toContain('1.5 человека)');
    expect(gross(0, 'ar')).toContain('0 شخص');
    expect(gross(1, 'ar')).toContain('شخص واحد');
    expect(gross(2, 'ar')).toContain('من شخصين');
    expect(
      reasonText({ code: 'snapIneligibleMembers', values: { count: 2, size: 3 } }, 'ar'),
    ).toContain('شخصان');
    expect(gross(3, 'ar')).toContain('3 أشخاص');
    expect(gross(11, 'ar')).toContain('11 شخصًا');
    expect(gross(100, 'ar')).toContain('100 شخص');
    expect(gross(1, 'fr')).toContain('1 personne.');
    expect(gross(2, 'fr')).toContain('2 personnes.');
    expect(gross(1_000_000, 'fr')).toContain('1000000 personnes.');
    expect(gross(1, 'pt')).toContain('1 pessoa.');
    expect(gross(2, 'pt')).toContain('2 pessoas.');
  });

  it('keeps dollars written the US way in every language', () => {
    for (const language of applicantLanguageCodes) {
      expect(
        reasonText(
          { code: 'snapResourcesPass', values: { assets: 1234.5, limit: 3000 } },
          language,
        ),
      ).toMatch(/\$1,234\.50.*\$3,000|\$3,000.*\$1,234\.50/);
    }
  });
});
