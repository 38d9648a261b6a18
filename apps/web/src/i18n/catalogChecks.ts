// The checks every language's catalog must pass (issue 20): run by catalogs.test.ts in CI.
// Pure functions over plain objects so the same rules can check any language's files.

export type Tree = { [key: string]: unknown };

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a catalog as 'a.b.c' -> text. */
export function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [leaf, text] of leaves(value as Tree, path)) result.set(leaf, text);
    } else {
      result.set(path, value);
    }
  }
  return result;
}

/** i18next placeholders ({{name}}) and Radix's ({hotkey}), sorted, without repeats. */
export function placeholders(text: string): string[] {
  const found = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\{(\w+)\}/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  return [...new Set(found)].sort();
}

/** The numbered tags of <Trans> (<0>..</0>, <1/>), sorted. */
export function tags(text: string): string[] {
  return [...text.matchAll(/<\/?(\d+)\s*\/?>/g)].map((match) => match[0]).sort();
}

/** The plural forms a language needs (CLDR, as Intl knows them): 'one', 'few', 'other'... */
export function pluralCategories(language: string): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/** A key without its plural suffix, or null when it is not a plural form. */
export function pluralBase(key: string): string | null {
  return PLURAL.test(key) ? key.replace(PLURAL, '') : null;
}

/**
 * What is wrong with a language's catalog against English's: keys missing or extra (plural forms
 * per the language's own categories; `_zero` is i18next's optional form for 0 in any
 * language), empty entries, and placeholders or tags that differ from the English text.
 */
export function catalogProblems(language: string, english: Tree, catalog: Tree): string[] {
  const problems: string[] = [];
  const en = leaves(english);
  const ours = leaves(catalog);
  const pluralReference = new Map<string, string>();
  for (const [key, text] of en) {
    const base = pluralBase(key);
    if (base) pluralReference.set(base, String(en.get(`${base}_other`) ?? text));
    else if (!ours.has(key)) problems.push(`missing ${key}`);
  }
  const needed = pluralCategories(language);
  for (const base of pluralReference.keys())
    for (const category of needed)
      if (!ours.has(`${base}_${category}`)) problems.push(`missing ${base}_${category}`);
  for (const [key, text] of ours) {
    const base = pluralBase(key);
    const category = base ? key.slice(base.length + 1) : null;
    const reference = base ? pluralReference.get(base) : en.get(key);
    if (reference === undefined) {
      problems.push(`unknown key ${key}`);
      continue;
    }
    if (category && category !== 'zero' && !needed.includes(category))
      problems.push(`${key}: ${language} has no "${category}" plural`);
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`empty ${key}`);
      continue;
    }
    const skipCount = (names: string[]) => (base ? names.filter((n) => n !== 'count') : names);
    const expected = skipCount(placeholders(String(reference))).join(',');
    const actual = skipCount(placeholders(text)).join(',');
    if (expected !== actual)
      problems.push(`${key}: placeholders {${actual}} vs English {${expected}}`);
    if (tags(String(reference)).join() !== tags(text).join()) problems.push(`${key}: tags differ`);
  }
  return problems;
}

export interface Glossary {
  language: string;
  sources: { id: string; title: string; url: string }[];
  terms: { en: string; translation: string; variants?: string[]; source: string | null }[];
  review: { method: string; reviewed: string[]; unreviewedKeys?: Record<string, string[]> };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Entries whose English uses a glossary term and whose translation does not use its rendering. */
export function glossaryProblems(glossary: Glossary, english: Tree, catalog: Tree): string[] {
  const problems: string[] = [];
  const en = leaves(english);
  for (const [key, text] of leaves(catalog)) {
    const base = pluralBase(key);
    const reference = String(en.get(key) ?? (base ? en.get(`${base}_other`) : '') ?? '').replace(
      /\{\{[^}]*\}\}/g,
      '',
    );
    for (const term of glossary.terms) {
      if (!new RegExp(`\\b${escapeRegExp(term.en)}\\b`, 'i').test(reference)) continue;
      const renderings = [term.translation, ...(term.variants ?? [])].map((r) => r.toLowerCase());
      if (!renderings.some((r) => String(text).toLowerCase().includes(r)))
        problems.push(`${key}: "${term.en}" should read "${term.translation}"`);
    }
  }
  return problems;
}
