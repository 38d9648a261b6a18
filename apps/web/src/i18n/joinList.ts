import type { TFunction } from 'i18next';

// Issue 21 (TBT, decision 0800): a list of names joined as Intl.ListFormat's "conjunction" joins
// them ("SNAP, Medicaid, and WIC"; "SNAP, Medicaid y WIC"), with the words from the catalog
// (`list.*`). Intl.ListFormat's first use on a page loads its locale data: 16-25 ms on this
// machine, 65-100 ms on Lighthouse's phone, inside the dashboard's render when its data arrives.

/**
 * Spanish writes "e", not "y", before a word that starts with an "i" sound ("SNAP e
 * Iniciativa"), as Unicode's list rules do (ICU: i.*, hi, hi[^ae].*).
 */
function takesE(word: string): boolean {
  return /^(i|hi$|hi[^ae])/i.test(word);
}

/** The names joined with commas and the catalog's "and" before the last. */
export function joinList(t: TFunction, items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  const last = items[items.length - 1] as string;
  const beforeI = takesE(last) ? 'BeforeI' : '';
  if (items.length === 2) return t(`list.two${beforeI}`, { first: items[0], last });
  // The separator is the language's: ", " in English, "、" in Chinese, " و" in Arabic.
  return t(`list.more${beforeI}`, { rest: items.slice(0, -1).join(t('list.separator')), last });
}
