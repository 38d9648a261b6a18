import { describe, expect, it } from 'vitest';
import { dateFormat, formatDecimal, numberFormat } from './intlFormats.js';

describe('numberFormat and dateFormat (issue 21: one formatter per language and options)', () => {
  it.each([
    ['en', 1234.56, '1,234.6'],
    ['fr', 1234.56, '1\u202f234,6'],
    ['pt', 1234.56, '1.234,6'],
  ])('formats numbers as written in %s', (language, value, expected) => {
    expect(numberFormat(language, { maximumFractionDigits: 1 }).format(value)).toBe(expected);
  });

  it('gives the same formatter again for the same language and options, another for others', () => {
    const first = numberFormat('es', { maximumFractionDigits: 1 });
    expect(numberFormat('es', { maximumFractionDigits: 1 })).toBe(first);
    expect(numberFormat('es', { maximumFractionDigits: 2 })).not.toBe(first);
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(first);
    expect(numberFormat('en')).toBe(numberFormat('en'));
  });

  it('formats dates in the language, and keeps each formatter', () => {
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
    const day = new Date('2025-10-01T00:00:00Z');
    expect(dateFormat('en', options).format(day)).toBe('October 1, 2025');
    expect(dateFormat('es', options).format(day)).toBe('1 de octubre de 2025');
    expect(dateFormat('en', options)).toBe(dateFormat('en', { ...options }));
    expect(dateFormat('en')).toBe(dateFormat('en'));
  });

  it.each([
    [32.5, 'en', '32.5'],
    [79.94, 'en', '79.9'],
    [40, 'en', '40'],
    [1234.56, 'en', '1,234.6'],
    // Spanish as written in the US (CLDR es-US) uses the decimal point; French the comma;
    // Arabic here with Western digits (intlLocale, decision 0902).
    [72.5, 'es', '72.5'],
    [32.5, 'fr', '32,5'],
    [1234.56, 'ar', '1,234.6'],
  ])('hours %s in %s read %s', (hours, language, expected) => {
    expect(formatDecimal(hours, language)).toBe(expected);
  });
});
