import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatDollars } from '@benefits/domain';
import { PSEUDO_LANGUAGE, pseudoLocalize } from '../../apps/web/src/i18n/pseudo';
import { fromCatalog } from './catalogs';

// The web app's namespace catalogs (apps/web/src/i18n/locales/<language>/<namespace>.json),
// so the journeys look for the words the applicant sees rather than copies of them.

type Catalog = Record<string, unknown>;
type Values = Record<string, string | number>;

const localesDir = path.resolve(import.meta.dirname, '../../apps/web/src/i18n/locales');
const loaded = new Map<string, Catalog>();

function catalog(language: string, namespace: string): Catalog {
  const file = path.join(localesDir, language, `${namespace}.json`);
  let found = loaded.get(file);
  if (!found) {
    found = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
    loaded.set(file, found);
  }
  return found;
}

/** A key's text with {{x}} filled; `count` picks the plural form (key_one...) when there is no key. */
function lookup(language: string, namespace: string, key: string, values: Values): string {
  const tree = catalog(fromCatalog(language), namespace);
  const find = (k: string) =>
    k.split('.').reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], tree);
  let value = find(key);
  if (value === undefined && typeof values.count === 'number') {
    // The language's plural form (Arabic has six, Chinese one), else the catch-all.
    const form = new Intl.PluralRules(fromCatalog(language)).select(values.count);
    value = find(`${key}_${form}`) ?? find(`${key}_other`);
  }
  if (typeof value !== 'string') throw new Error(`missing catalog key ${namespace}.${key}`);
  const written = language === PSEUDO_LANGUAGE ? pseudoLocalize(value) : value;
  return written.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Steps 11-13 and the View page (review.json), English unless asked: rtext('summary.programs.title'). */
export function rtext(key: string, values: Values = {}, language = 'en'): string {
  return lookup(language, 'review', key, values);
}

/** Steps 9-10 (expenses.json), English unless asked: etext('step.sourceOf', { n: 1 }). */
export function etext(key: string, values: Values = {}, language = 'en'): string {
  return lookup(language, 'expenses', key, values);
}

/** Step 8 (verification.json), English unless asked: vtext('toast.bankConnectedTitle'). */
export function vtext(key: string, values: Values = {}, language = 'en'): string {
  return lookup(language, 'verification', key, values);
}

/** The screener (screener.json), English unless asked: stext('steps.state.title'). */
export function stext(key: string, values: Values = {}, language = 'en'): string {
  return lookup(language, 'screener', key, values);
}

/** '$1,234.00/month' as steps 11-12 write it. */
export const perMonth = (dollars: number) => rtext('perMonth', { amount: formatDollars(dollars) });
/** '$14,808.00/year' as steps 11-12 write it. */
export const perYear = (dollars: number) => rtext('perYear', { amount: formatDollars(dollars) });

/** Issue 18's home costs and money steps (homeCosts.json): htext('home.none'). */
export function htext(key: string, values: Values = {}, language = 'en'): string {
  return lookup(language, 'homeCosts', key, values);
}

/** Issue 18's household and address steps (household.json), English unless asked: householdText('address.street'). */
export function householdText(key: string, values: Values = {}, language = 'en'): string {
  return lookup(language, 'household', key, values);
}
