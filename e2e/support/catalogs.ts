import { readFileSync } from 'node:fs';
import path from 'node:path';

type Catalog = Record<string, unknown>;
type Values = Record<string, string | number>;

const locales = path.resolve(import.meta.dirname, '../../apps/web/src/i18n/locales');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(locales, file), 'utf8')) as Catalog;

/** The first screen's texts and the rest of the pages' (apart since issue 21; no key in both). */
function load(language: string): Catalog {
  return { ...read(`${language}.json`), ...read(`${language}/pages.json`) };
}

// Any language with texts in the repository (issue 20), read the first time a test asks for it.
const catalogs = new Map<string, Catalog>();

function catalog(language: string): Catalog {
  let found = catalogs.get(language);
  if (!found) {
    found = load(language);
    catalogs.set(language, found);
  }
  return found;
}

/**
 * The text of a catalog key, e.g. text('es', 'dashboard.emptyTitle'), with {{x}} filled from
 * `values` when given: text('ko', 'wizard.stepCount', { current: 2, total: 17 }).
 */
export function text(language: string, key: string, values?: Values): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog(language));
  if (typeof value !== 'string') throw new Error(`missing catalog key ${language}:${key}`);
  if (!values) return value;
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
