import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leaves, type Tree } from './catalogChecks';
import { enCatalog } from './en';
import { keyReferences, unusedKeys } from './usedKeys';

const src = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('catalog keys the code uses', () => {
  it('finds literal keys and template patterns', () => {
    const references = keyReferences(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with templates in it.
      "t('dashboard.emptyTitle'); t(`wizard.steps.${step}.title`); t(`dates.${MONTHS[i]}`); `${a}.${b}`",
    );
    expect([...references.literals]).toEqual(['dashboard.emptyTitle']);
    expect(
      unusedKeys(
        ['dashboard.emptyTitle', 'dashboard.other', 'wizard.steps.income.title', 'dates.month1'],
        references,
      ),
    ).toEqual(['dashboard.other']);
  });

  it('has no English key that no code asks for', () => {
    const references = { literals: new Set<string>(), patterns: [] as RegExp[] };
    for (const file of sourceFiles(src)) {
      const found = keyReferences(readFileSync(file, 'utf8'));
      for (const literal of found.literals) references.literals.add(literal);
      references.patterns.push(...found.patterns);
    }
    const keys = [...leaves(enCatalog as unknown as Tree).keys()];
    expect(unusedKeys(keys, references)).toEqual([]);
  });
});
