// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTexts } from '../test/render';
import { changeLanguage } from './index';
import { formatDollars, formatUsd } from './money';

beforeAll(setupTexts);
afterAll(() => changeLanguage('en'));

describe('money in the interface language (issue 20)', () => {
  it('writes amounts as the language writes them in the US', async () => {
    await changeLanguage('en');
    expect(formatUsd(123450)).toBe('$1,234.50');
    await changeLanguage('fr');
    expect(formatUsd(123450).replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234,50 $');
    await changeLanguage('es');
    expect(formatDollars(12)).toBe('$12.00');
  });

  it('keeps an amount left to right inside Arabic text, with Western digits', async () => {
    await changeLanguage('ar');
    const amount = formatUsd(123450);
    expect(amount.startsWith('\u2066')).toBe(true);
    expect(amount.endsWith('\u2069')).toBe(true);
    expect(amount).toContain('1,234.50');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
