import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { APPLICANT_ID_PATTERN, generateApplicantId, isApplicantId } from './applicantId.js';
import { confirmationNumber, parseConfirmationNumber } from './confirmationNumber.js';
import { intlLocale } from './locale.js';
import { formatDollars, formatUsd } from './money.js';
import { statusBadge, statusBadges } from './statusBadges.js';

describe('confirmation number (SPEC 2, DESIGN)', () => {
  it.each([
    [42, '2026-05-01T00:00:00Z', 'BEN-2026-000042'],
    [1, '2025-12-31T23:59:59Z', 'BEN-2025-000001'],
    [999999, '2026-01-01T00:00:00Z', 'BEN-2026-999999'],
    [1234567, '2026-01-01T00:00:00Z', 'BEN-2026-1234567'],
  ])('%i submitted %s -> %s', (id, date, text) => {
    expect(confirmationNumber(id, new Date(date))).toBe(text);
    expect(parseConfirmationNumber(text)).toEqual({
      year: new Date(date).getUTCFullYear(),
      applicationId: id,
    });
  });

  it('parses only confirmation numbers', () => {
    expect(parseConfirmationNumber(' ben-2026-000042 ')).toEqual({ year: 2026, applicationId: 42 });
    expect(parseConfirmationNumber('BEN-26-42')).toBeUndefined();
    expect(parseConfirmationNumber('APP-1')).toBeUndefined();
  });
});

describe('applicant id (SPEC 3)', () => {
  it("is 'APP-' + timestamp + 5 uppercase letters", () => {
    const values = [0, 0.999999, 0.5, 0.04, 1];
    let i = 0;
    const id = generateApplicantId({ now: () => 1767225600000.7, random: () => values[i++]! });
    expect(id).toBe('APP-1767225600000AZNBZ');
    expect(isApplicantId(id)).toBe(true);
  });

  it('clamps a bad random source into A..Z', () => {
    expect(generateApplicantId({ now: () => 5, random: () => -3 })).toBe('APP-5AAAAA');
  });

  it('property: always matches the pattern', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999_999_999 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 5,
          maxLength: 5,
        }),
        (now, randoms) => {
          let i = 0;
          const id = generateApplicantId({ now: () => now, random: () => randoms[i++]! });
          expect(id).toMatch(APPLICANT_ID_PATTERN);
        },
      ),
    );
  });

  it.each(['APP-123ABCDE', 'APP-1ABCDEF', 'APP-ABCDE', 'app-123ABCDE', 123])(
    '%j is %s',
    (value) => {
      expect(isApplicantId(value)).toBe(value === 'APP-123ABCDE');
    },
  );
});

describe('money text', () => {
  it.each([
    [0, '$0.00'],
    [123456, '$1,234.56'],
    [-5000, '-$50.00'],
  ])('%i cents -> %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
    expect(formatDollars(cents / 100)).toBe(text);
  });

  it('makes its formatter on first use, not when loaded (decision 0800: ICU data costs a phone)', async () => {
    const NumberFormat = Intl.NumberFormat;
    let made = 0;
    Object.defineProperty(Intl, 'NumberFormat', {
      configurable: true,
      writable: true,
      value: new Proxy(NumberFormat, {
        construct(target, args) {
          made += 1;
          return Reflect.construct(target, args);
        },
      }),
    });
    try {
      vi.resetModules();
      const fresh = await import('./money.js');
      expect(made).toBe(0);
      expect(fresh.formatUsd(250)).toBe('$2.50');
      expect(fresh.formatDollars(3)).toBe('$3.00');
      expect(made).toBe(1);
    } finally {
      Object.defineProperty(Intl, 'NumberFormat', {
        configurable: true,
        writable: true,
        value: NumberFormat,
      });
    }
  });
});

describe('status badges (SPEC 2 dashboard, SPEC 3 statuses)', () => {
  it.each([
    ['draft', 'Draft'],
    ['submitted', 'Submitted'],
    ['approved', 'Approved'],
    ['denied', 'Denied'],
  ] as const)('%s reads %s and explains itself', (status, label) => {
    expect(statusBadge(status).label).toBe(label);
    expect(statusBadge(status).meaning.length).toBeGreaterThan(10);
  });

  it('gives each status its own tone', () => {
    expect(new Set(Object.values(statusBadges).map((b) => b.tone)).size).toBe(4);
    // Issue 18: no made-up processing time; each program has its own (afterSubmission.ts).
    expect(statusBadge('submitted').meaning).toContain('Each program sends you a letter');
  });
});

describe('money in each language', () => {
  // CLDR's data as ICU ships it in Node 20 (the figures Intl writes; es-US is the US convention).
  it.each([
    ['en', '$1,234.50'],
    ['es', '$1,234.50'],
    ['zh', '$1,234.50'],
    ['ko', '$1,234.50'],
    ['tl', '$1,234.50'],
    ['ht', '$1,234.50'],
    ['fr', '1 234,50 $'],
    ['ru', '1 234,50 $'],
    ['vi', '1.234,50 $'],
    ['pt', '$ 1.234,50'],
  ])('%s writes 1234.50 dollars as %s', (language, expected) => {
    expect(formatUsd(123450, language).replace(/[\u00a0\u202f]/g, ' ')).toBe(expected);
  });

  it('writes Arabic amounts with Western digits', () => {
    expect(formatUsd(123450, 'ar')).toMatch(/1,234\.50/);
    expect(formatDollars(12, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('falls back to US English for an unknown language', () => {
    expect(intlLocale('xx')).toBe('en-US');
    expect(formatUsd(5)).toBe('$0.05');
  });
});
