import type { i18n as I18n } from 'i18next';

// Issue 20's pseudo-locale (decision 0880), for translators and testers: every English text
// written with accented letters, 35 % longer and inside ⟦ ⟧. A text still in plain English on
// screen was never put in a catalog (hard-coded); a text cut short loses its closing ⟧
// (truncation); a layout that breaks at 35 % more will break in Russian or Tagalog. It is a
// hidden language, `qps`: not in the picker, turned on by ?pseudo=1 (remembered in this browser
// until ?pseudo=0 or another language is picked) or localStorage['benefits.pseudo'] = '1'.
// index.ts loads this file only then, so the first load of everyone else does not grow.

export const PSEUDO_LANGUAGE = 'qps';
export const PSEUDO_STORAGE_KEY = 'benefits.pseudo';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [
    ...'AÅBƁCÇDĐEÉFƑGĜHĤIÎJĴKĶLĻMṀNÑOÖPÞQǪRŔSŠTŢUÛVṼWŴXẊYÝZŽ',
    ...'aåbƀcçdðeéfƒgĝhĥiîjĵkķlļmɱnñoöpþqǫrŕsštţuûvṽwŵxẋyýzž',
  ]
    .join('')
    .match(/../gu)!
    .map((pair) => [...pair] as [string, string]),
);

// Words added to reach the 35 %: spaces between them, so the text wraps as a translation would.
const FILLER = 'ļöŕéɱ îþšûɱ ðöļöŕ šîţ áɱéţ çöñšéçţéţûŕ áðîþîšçîñĝ éļîţ šéð ðö éîûšɱöð ţéɱþöŕ ';

// Kept as they are: i18next's {{placeholders}} and $t(nesting), Radix's {hotkey}, and the
// <0>…</0> or <strong> tags of texts drawn with <Trans>.
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|\{\w+\}|<\/?\w+\s*\/?>)/u;

/**
 * One text in the pseudo-locale: "Next" becomes "⟦Ñéẋţ ļ⟧". A text with no letters outside its
 * placeholders ("{{amount}}", "15-25", a digit used as a setting) is left as it is.
 */
export function pseudoLocalize(text: string): string {
  if (text.startsWith('⟦')) return text;
  const parts = text.split(KEPT);
  let visible = 0;
  let letters = false;
  const written = parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      visible += part.length;
      return [...part]
        .map((character) => {
          const accented = ACCENTED[character];
          if (accented) letters = true;
          return accented ?? character;
        })
        .join('');
    })
    .join('');
  if (!letters) return text;
  const extra = Math.ceil(visible * 0.35);
  let padding = '';
  while (padding.length < extra) padding += FILLER;
  return `⟦${written} ${padding.slice(0, Math.max(1, extra - 1)).replace(/ $/, 'ļ')}⟧`;
}

/** A catalog (nested objects of texts) in the pseudo-locale, keys unchanged. */
export function pseudoCatalog(node: unknown): unknown {
  if (typeof node === 'string') return pseudoLocalize(node);
  if (Array.isArray(node)) return node.map(pseudoCatalog);
  if (node && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, pseudoCatalog(value)]),
    );
  return node;
}

function remember(on: boolean) {
  try {
    if (on) localStorage.setItem(PSEUDO_STORAGE_KEY, '1');
    else localStorage.removeItem(PSEUDO_STORAGE_KEY);
  } catch {
    // Storage blocked: the pseudo-locale lasts for this page.
  }
}

/**
 * Turns the pseudo-locale on (or off with ?pseudo=0): its texts are made from English's and made
 * again each time more English texts load (the wizard's, the screener's...), so it always has
 * every text English has. The app goes on working as in English (money, dates, the server's
 * language); only the words change.
 */
export async function startPseudo(i18n: I18n) {
  const asked = new URLSearchParams(location.search).get('pseudo');
  if (asked === '0') return remember(false);
  if (asked === '1') remember(true);

  const refresh = () =>
    i18n.addResourceBundle(
      PSEUDO_LANGUAGE,
      'translation',
      pseudoCatalog(i18n.getResourceBundle('en', 'translation')),
      true,
      true,
    );
  i18n.store.on('added', (language) => {
    if (language === 'en') refresh();
  });
  refresh();
  // i18next changes only to a language it supports (its list, shared with its language utils).
  const supported = i18n.options.supportedLngs;
  if (Array.isArray(supported) && !supported.includes(PSEUDO_LANGUAGE))
    supported.push(PSEUDO_LANGUAGE);
  await i18n.changeLanguage(PSEUDO_LANGUAGE);
  document.documentElement.lang = PSEUDO_LANGUAGE;
  document.documentElement.dir = 'ltr';
  // A language picked from the list ends it (and forgets it).
  i18n.on('languageChanged', (language) => {
    if (language !== PSEUDO_LANGUAGE) remember(false);
  });
}
