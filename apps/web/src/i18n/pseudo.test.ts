import { describe, expect, it } from 'vitest';
import { enCatalog } from './en';
import { pseudoCatalog, pseudoLocalize } from './pseudo';

const placeholders = (text: string) => text.match(/\{\{[^}]*\}\}|<\/?\w+\s*\/?>|\{\w+\}/g) ?? [];
const strip = (text: string) => text.replace(/\{\{[^}]*\}\}|<\/?\w+\s*\/?>|\{\w+\}/g, '');

describe('the pseudo-locale (issue 20)', () => {
  it('accents the letters, wraps the text in ⟦ ⟧ and makes it at least 35 % longer', () => {
    const written = pseudoLocalize('Continue to Expenses');
    expect(written).toMatch(/^⟦Çöñţîñûé ţö Éẋþéñšéš .+⟧$/u);
    expect(written).not.toMatch(/[a-zA-Z]/);
    expect(written.length - 2).toBeGreaterThanOrEqual(
      Math.ceil('Continue to Expenses'.length * 1.35),
    );
  });

  it('keeps placeholders, nesting and <Trans> tags as they are', () => {
    const written = pseudoLocalize(
      'Step {{current}} of {{ total }}: <0>see {name}</0> $t(app.name)',
    );
    expect(written).toContain('{{current}}');
    expect(written).toContain('{{ total }}');
    expect(written).toContain('<0>');
    expect(written).toContain('</0>');
    expect(written).toContain('{name}');
    expect(written).toContain('$t(app.name)');
  });

  it('leaves texts with no letters alone, and does not write a text twice', () => {
    for (const text of ['', '{{amount}}', '15-25', '2', '{{count}}%'])
      expect(pseudoLocalize(text)).toBe(text);
    const once = pseudoLocalize('Next');
    expect(pseudoLocalize(once)).toBe(once);
  });

  it('writes every English text with its placeholders and keys unchanged', () => {
    const pseudo = pseudoCatalog(enCatalog) as Record<string, unknown>;
    const walk = (en: unknown, qps: unknown, path: string) => {
      if (typeof en === 'string') {
        expect(typeof qps, path).toBe('string');
        expect(placeholders(qps as string), path).toEqual(placeholders(en));
        if (/[a-zA-Z]/.test(strip(en))) expect(qps as string, path).toMatch(/^⟦[\s\S]*⟧$/u);
        return;
      }
      if (en && typeof en === 'object') {
        expect(Object.keys(qps as object), path).toEqual(Object.keys(en));
        for (const [key, value] of Object.entries(en))
          walk(value, (qps as Record<string, unknown>)[key], `${path}.${key}`);
      }
    };
    walk(enCatalog, pseudo, 'en');
  });
});
