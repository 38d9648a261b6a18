import type { Catalog } from './en';
import { enCatalog } from './en';
import type { Language } from './languages';

// Every language's whole catalog at once, for the tests that compare the catalogs. The app never
// imports this: it loads one language's parts on demand (index.ts).
const core = import.meta.glob<object>('./locales/*.json', { eager: true, import: 'default' });
const parts = import.meta.glob<object>('./locales/*/*.json', { eager: true, import: 'default' });
const domain = import.meta.glob<object>('./domainTexts/*.ts', { eager: true, import: 'default' });

const nestedParts = [
  'chat',
  'verification',
  'expenses',
  'homeCosts',
  'review',
  'household',
  'screener',
];

/** A language's catalog as the app holds it once every part has loaded. */
export function wholeCatalog(language: Language): Catalog {
  if (language === 'en') return enCatalog;
  const nested = Object.fromEntries(
    nestedParts.map((part) => [part, parts[`./locales/${language}/${part}.json`]]),
  );
  return {
    ...core[`./locales/${language}.json`],
    ...parts[`./locales/${language}/pages.json`],
    ...nested,
    ...domain[`./domainTexts/${language}.ts`],
  } as Catalog;
}

/** The languages that have texts in the repository (a catalog file of their own). */
export const languagesWithTexts = Object.keys(core)
  .map((file) => file.slice('./locales/'.length, -'.json'.length))
  .filter((language) => language !== 'en');
