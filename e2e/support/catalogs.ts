import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PSEUDO_LANGUAGE, pseudoLocalize } from '../../apps/web/src/i18n/pseudo';

type Catalog = Record<string, unknown>;
type Values = Record<string, string | number>;

const locales = path.resolve(import.meta.dirname, '../../apps/web/src/i18n/locales');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(locales, file), 'utf8')) as Catalog;

/** The first screen's texts and the rest of the pages' (apart since issue 21; no key in both). */
function load(language: string): Catalog {
  return { ...read(`${language}.json`), ...read(`${language}/pages.json`) };
}

/**
 * The catalog a language's texts come from: its own, or for the pseudo-locale (issue 20, the
 * app's i18n/pseudo.ts) English's, written as the app writes them.
 */
export function fromCatalog(language: string): string {
  return language === PSEUDO_LANGUAGE ? 'en' : language;
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
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Catalog | undefined)?.[part],
      catalog(fromCatalog(language)),
    );
  if (typeof found !== 'string') throw new Error(`missing catalog key ${language}:${key}`);
  const value = language === PSEUDO_LANGUAGE ? pseudoLocalize(found) : found;
  if (!values) return value;
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
