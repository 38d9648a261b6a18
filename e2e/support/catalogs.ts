import { readFileSync } from 'node:fs';
import path from 'node:path';

type Catalog = Record<string, unknown>;

function load(language: string): Catalog {
  const file = path.resolve(
    import.meta.dirname,
    '../../apps/web/src/i18n/locales',
    `${language}.json`,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

const catalogs = { en: load('en'), es: load('es') };

/** The text of a catalog key, e.g. text('es', 'dashboard.emptyTitle'). */
export function text(language: keyof typeof catalogs, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalogs[language]);
  if (typeof value !== 'string') throw new Error(`missing catalog key ${language}:${key}`);
  return value;
}
