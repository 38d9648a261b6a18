// Text helpers shared by the index and the queries: one normalization for both sides, so a
// word typed with or without accents, in the singular or the plural, finds the same passages.

/** Lower case, accents removed ('Información' -> 'informacion'), apostrophes dropped. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '');
}

const STOP_WORDS = new Set(
  [
    // English function words
    'a an the is are am was were be been being i im me my mine we our us you your it its this that these those',
    'to of in on at by for from with about into as and or but if so than then there here',
    'do does did done can could would should will shall may might must have has had having',
    'what whats which who whom whose how when where why',
    'please hi hello hey thanks thank ok okay just also some any get got need want know tell let give like',
    // Spanish function words
    'el la los las un una unos unas de del al y o u e que en es son esta estan ser por para con sin',
    'mi mis tu tus su sus yo me te se le les lo nos como cual cuales quien donde cuando',
    'hola gracias favor puedo puede pueden debo tengo hay muy mas ya quiero necesito saber hacer',
  ]
    .join(' ')
    .split(/\s+/),
);

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/**
 * A light stemmer for English and Spanish together: plural endings, then one final vowel.
 * It only has to map a word and its close forms to the same key on both sides of the search.
 */
export function stem(term: string): string {
  let word = term;
  if (word.length > 4 && /ie[sd]$/.test(word)) word = `${word.slice(0, -3)}y`;
  else if (word.length > 4 && /(ches|shes|sses|xes|ces|nes|res|les|des)$/.test(word))
    word = word.slice(0, -2);
  else if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word))
    word = word.slice(0, -1);
  // Spanish verbs in the plural ('tardan', 'tienen') meet their singular ('tarda', 'tiene').
  if (word.length > 5 && /[ae]n$/.test(word)) word = word.slice(0, -1);
  if (word.length > 5 && word.endsWith('ing')) word = word.slice(0, -3);
  else if (word.length > 4 && word.endsWith('ed')) word = word.slice(0, -2);
  if (word.length > 3 && /[aeo]$/.test(word)) word = word.slice(0, -1);
  return word;
}

/** Words of a text: letters and digits, normalized; '2,750' stays one token. */
export function words(text: string): string[] {
  return normalize(text).match(/[a-z0-9]+(?:[.,][0-9]+)*/g) ?? [];
}

/** The index's and the query's term processing: stop words dropped, the rest stemmed. */
export function processTerm(term: string): string | null {
  const word = normalize(term);
  if (word.length === 0 || isStopWord(word)) return null;
  return stem(word);
}

const SPANISH_HINTS = new Set(
  [
    'que como cual cuales cuanto cuantos cuando donde por para con mi mis tengo puedo necesito',
    'es el la los las del una esta estoy hay beneficios solicitud ingresos ayuda trabajo paso',
    'documentos comida dinero hijos seguro cupones estampillas quiero saber si no mes meses horas',
  ]
    .join(' ')
    .split(/\s+/),
);
const ENGLISH_HINTS = new Set(
  [
    'the what how is are do does my i can where when which who you your of to for with',
    'need have benefits application income help work step food money kids insurance',
  ]
    .join(' ')
    .split(/\s+/),
);

/**
 * 'es' when a message reads as Spanish, 'en' when it reads as English, undefined when it is
 * too short or mixed to tell. Used only for a hint about the language menu (docs/decisions/0126).
 */
export function detectLanguage(message: string): 'en' | 'es' | undefined {
  if (/[¿¡ñ]/.test(message.toLowerCase())) return 'es';
  let spanish = 0;
  let english = 0;
  for (const word of words(message)) {
    if (SPANISH_HINTS.has(word)) spanish += 1;
    if (ENGLISH_HINTS.has(word)) english += 1;
  }
  if (/[áéíóú]/.test(message.toLowerCase())) spanish += 1;
  if (spanish >= 2 && spanish > english) return 'es';
  if (english >= 2 && english > spanish) return 'en';
  return undefined;
}

/** Markdown to the plain text of a chat bubble: no emphasis marks, links as their words. */
export function markdownToPlain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(^|\W)_([^_]+)_(?=\W|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^\s*[*-]\s+/gm, '- ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
