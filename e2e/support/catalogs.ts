import { readFileSync } from 'node:fs';
import path from 'node:path';

type Catalog = Record<string, unknown>;

const locales = path.resolve(import.meta.dirname, '../../apps/web/src/i18n/locales');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(locales, file), 'utf8')) as Catalog;

/** The first screen's texts and the rest of the pages' (apart since issue 21; no key in both). */
function load(language: string): Catalog {
  return { ...read(`${language}.json`), ...read(`${language}/pages.json`) };
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
