import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../lib/api';
import type { enCatalog } from './en';
import { enCoreCatalog } from './enCore';
import {
  type Language,
  languageOptions,
  pickInitialLanguage,
  rememberLanguage,
  storedLanguage,
  supportedLanguages,
} from './languages';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof enCatalog };
  }
}

type Texts = { default: object };

// Each language's texts are JSON files under locales/ (locales/<code>.json for the first screen,
// locales/<code>/<part>.json for the rest, decision 0901), each its own chunk, fetched only
// when that language and that part are shown. The finder of the later parts is itself a chunk
// (textPacks.ts), so the landing page carries only the first screens' finder.
const coreFiles = import.meta.glob<Texts>(['./locales/*.json', '!./locales/en.json']);

// Texts past the first screen ('pages': forms, dashboard, wizard frame, chat; in every
// language, English included, issue 21) and pages with their own texts (steps 8-13 with the
// application view, and the screener, whose English texts come with their chunks:
// wizardTexts.ts, screenerTexts.ts). They load with the parts that show them, and from then on
// with every language switch.
type TextPack = 'pages' | 'wizard' | 'screener';

async function textPackFor(pack: TextPack, language: Language): Promise<object | null> {
  if (language !== 'en') return (await import('./textPacks')).loadTextPack(pack, language);
  // English's wizard and screener texts travel with their chunks (registerWizardTexts).
  return pack === 'pages' ? (await import('./enPages')).default : null;
}

const textPacksWanted = new Set<TextPack>();
const textPacksLoaded = new Set<string>();

async function loadTextPack(pack: TextPack, language: Language) {
  textPacksWanted.add(pack);
  if (textPacksLoaded.has(`${pack}:${language}`)) return;
  const texts = await textPackFor(pack, language);
  if (texts) i18n.addResourceBundle(language, 'translation', texts, true, true);
  textPacksLoaded.add(`${pack}:${language}`);
}

/**
 * Loads the texts past the first screen in a language (the current one by default): every
 * lazy part but the landing page's waits for them (lib/pagePart.ts).
 */
export function loadPageTexts(language: Language = currentLanguage()) {
  return loadTextPack('pages', language);
}

/** Loads the later wizard steps' texts in a language (the current one by default). */
export function loadWizardTexts(language: Language = currentLanguage()) {
  return loadTextPack('wizard', language);
}

/** Loads the screener's texts in a language (the current one by default). */
export function loadScreenerTexts(language: Language = currentLanguage()) {
  return loadTextPack('screener', language);
}

/** Whether the screener's texts in a language are in (English: registerScreenerTexts). */
export function screenerTextsLoaded(language: Language): boolean {
  return textPacksLoaded.has(`screener:${language}`);
}

async function loadLanguage(language: Language) {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const load = coreFiles[`./locales/${language}.json`];
  if (!load) throw new Error(`No texts for ${language}`);
  i18n.addResourceBundle(language, 'translation', (await load()).default, true, true);
}

function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = languageOptions[language].dir;
  setApiLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (supportedLanguages as readonly string[]).includes(language)
    ? (language as Language)
    : 'en';
}

/** Loads a language's texts (with every pack wanted so far) and makes it i18next's language. */
export async function switchTexts(language: Language) {
  await loadLanguage(language);
  for (const pack of textPacksWanted) await loadTextPack(pack, language);
  await i18n.changeLanguage(language);
}

/** Switch the interface language, loading its catalog first, and remember the choice. */
export async function changeLanguage(language: Language) {
  await switchTexts(language);
  rememberLanguage(language);
  applyDocumentLanguage(language);
}

/**
 * Starts i18next in a language (the remembered or preferred one by default) and marks the page
 * with it. The prerender (prerender.tsx) passes the language of the page it writes and no DOM.
 */
export async function setupI18n(
  initial: Language = pickInitialLanguage(storedLanguage(), globalThis.navigator?.languages ?? []),
  { applyToDocument = true }: { applyToDocument?: boolean } = {},
) {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: enCoreCatalog } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  if (initial !== 'en') {
    try {
      await loadLanguage(initial);
      await i18n.changeLanguage(initial);
    } catch {
      // The catalog did not load (offline): English is complete, so carry on in English.
    }
  }
  if (applyToDocument) applyDocumentLanguage(currentLanguage());
  // The pseudo-locale for translators and testers (pseudo.ts): its code loads only when asked.
  if (applyToDocument && pseudoAsked())
    await import('./pseudo').then((pseudo) => pseudo.startPseudo(i18n)).catch(() => undefined);
}

function pseudoAsked(): boolean {
  try {
    return /[?&]pseudo=/.test(location.search) || localStorage.getItem('benefits.pseudo') === '1';
  } catch {
    return false;
  }
}

export default i18n;
