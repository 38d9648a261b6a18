// Text helpers shared by the index and the queries: one normalization for both sides, so a
// word typed with or without accents, in the singular or the plural, finds the same passages.
import type { AssistantLanguage } from './types.js';

/**
 * Lower case, accents removed ('Información' -> 'informacion', 'Việt' -> 'viet'), apostrophes
 * dropped. Hangul is recomposed after the accents go (NFD splits its syllables); Arabic loses its
 * vowel marks and tatweel and writes alef, yeh and teh marbuta one way; Arabic-Indic digits
 * become 0-9.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/đ/g, 'd')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/ا[\u0653-\u0655]?|[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

/** Words of a list as normalize() leaves them ('какой' -> 'какои', 'إلى' -> 'الي'). */
const list = (...lines: string[]) => normalize(lines.join(' ')).split(/\s+/).filter(Boolean);

const STOP_WORDS = new Set(
  list(
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
  ),
);

/**
 * Function and question words of the other languages, as normalize() leaves them (no accents).
 * Each language's index drops its own list besides the English and Spanish one; the English and
 * Spanish index keeps the list it was measured with (decision 0861).
 */
const MORE_STOP_WORDS: Partial<Record<AssistantLanguage, readonly string[]>> = {
  fr: list(
    'le la les un une des du de d l au aux et ou mais si que qu quel quelle quels quelles qui quoi',
    'est sont suis es etre ai as a avons avez ont je j tu il elle on nous vous ils elles me m te t se s',
    'mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet cette ces ca cela',
    'dans en sur sous pour par avec sans pas ne n plus tres comment combien quand ou pourquoi',
    'peux peut pouvez puis dois doit devez faut faire fais veux voudrais quest cest jai estce',
    'bonjour merci svp sil vous plait y',
  ),
  pt: list(
    'o a os as um uma uns umas de do da dos das no na nos nas em ao aos e ou mas se que qual quais',
    'quem onde quando como quanto quanta quantos quantas por que porque para pra com sem nao',
    'eu voce voces ele ela nos eles elas me te se lhe meu minha meus minhas seu sua seus suas',
    'e sou sao esta estou estao ser ter tem tenho temos posso pode podem preciso precisa devo deve',
    'isso isto esse essa este esta aquele muito mais ja ola obrigado obrigada favor quero saber fazer',
  ),
  vi: list(
    'toi minh chung ban ban la va hoac cua cho voi trong tren duoi o tai khi thi ma neu',
    'co khong duoc da se dang can phai nao gi sao the lam bao nhieu bao lau ai dau vay a nhe',
    'mot cac nhung nay do kia cai viec xin chao cam on vui long hoi muon biet',
  ),
  tl: list(
    'ang ng mga sa si ni kay ay at o pero kung na nang pa ba po ho din rin lang lamang naman',
    'ako ko akin ikaw ka mo iyo siya niya kami namin tayo natin kayo ninyo sila nila ito iyan iyon',
    'ano sino saan kailan paano bakit alin ilan magkano gaano may mayroon wala hindi oo',
    'pwede puwede maaari kailangan gusto nais para dito doon salamat kumusta',
  ),
  ht: list(
    'mwen m ou w li l nou yo sa se ki kisa kiyes kijan kouman ki jan poukisa kote kile konbyen',
    'eske es a la yon youn de nan pou ak oswa men si ke pa gen genyen te ap pral ta kapab ka',
    'dwe bezwen vle fe sou avek tou deja bonjou mesi souple',
  ),
  ru: list(
    'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне',
    'было вот от меня еще нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до',
    'вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя',
    'их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого',
    'какой какая какие каков сколько почему зачем такое такой это эта эти мой моя мои мое свой можно',
    'нужно ли мне могу можно ли здравствуйте спасибо пожалуйста',
  ),
  ar: list(
    'في من الي علي عن مع هل ما ماذا متي اين كيف لماذا كم اي من هو هي هم انا انت انتم نحن',
    'هذا هذه ذلك تلك الذي التي الذين و او ثم لكن اذا ان لا لم لن قد كان يكون',
    'يمكنني يمكن استطيع اريد احتاج علي لي لدي عندي مرحبا شكرا من فضلك',
  ),
};

/** zh: question and function words taken out of a run of Han characters before its bigrams. */
const HAN_STOP = [
  '什么',
  '怎么',
  '怎样',
  '如何',
  '哪里',
  '哪些',
  '多少',
  '为什么',
  '可以',
  '能否',
  '是否',
  '需要',
  '我们',
  '你们',
  '他们',
  '请问',
  '谢谢',
  '我',
  '你',
  '您',
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '啊',
  '是',
  '在',
  '有',
  '和',
  '与',
  '或',
  '这',
  '那',
  '哪',
  '谁',
  '么',
].sort((a, b) => b.length - a.length);
const HAN_STOP_PATTERN = new RegExp(HAN_STOP.join('|'), 'g');

/** ko: particles and endings cut from the end of a word; question words dropped (decision 0861). */
const HANGUL_ENDINGS = [
  '할수있나요',
  '할수있습니까',
  '하려면',
  '하나요',
  '합니까',
  '입니까',
  '인가요',
  '있나요',
  '있습니까',
  '됩니까',
  '되나요',
  '이란',
  '이에요',
  '예요',
  '해야',
  '하면',
  '하는',
  '에서',
  '으로',
  '에게',
  '까지',
  '부터',
  '이나',
  '나요',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '에',
  '의',
  '도',
  '로',
  '와',
  '과',
  '요',
  '란',
].sort((a, b) => b.length - a.length);
const HANGUL_STOP = new Set(
  list(
    '무엇 뭐 뭔가 어떻게 어디 언제 누가 누구 왜 얼마 얼마나 제가 저는 저 제 내 나 우리 그 이 저희 수 있나요 있습니까',
  ),
);

/** Character bigrams of a run, or the run itself when it is one character. */
function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars.length === 1 ? [run] : [];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

function hanTokens(run: string): string[] {
  return run.replace(HAN_STOP_PATTERN, ' ').split(' ').filter(Boolean).flatMap(bigrams);
}

function hangulTokens(run: string): string[] {
  if (HANGUL_STOP.has(run) || HANGUL_ENDINGS.includes(run)) return [];
  let word = run;
  // A one-syllable particle only comes off a word of three or more ('한도' is a word, '소득을'
  // is '소득' + '을'); longer endings off any longer word.
  const ending = HANGUL_ENDINGS.find(
    (end) => word.endsWith(end) && word.length - end.length >= (end.length === 1 ? 2 : 1),
  );
  if (ending) word = word.slice(0, -ending.length);
  if (HANGUL_STOP.has(word)) return [];
  return word.length <= 2 ? [word] : bigrams(word);
}

const TOKEN =
  /[a-z0-9]+(?:[.,][0-9]+)*|\p{Script=Han}+|\p{Script=Hangul}+|\p{Script=Cyrillic}+|\p{Script=Arabic}+/gu;
const HAN = /^\p{Script=Han}/u;
const HANGUL = /^\p{Script=Hangul}/u;

/**
 * Words of a text: letters and digits, normalized; '2,750' stays one token. Chinese, written
 * without spaces, and Korean, whose words carry particles, become character bigrams (decision 0861).
 */
export function words(text: string): string[] {
  const tokens = normalize(text).match(TOKEN) ?? [];
  return tokens.flatMap((token) =>
    HAN.test(token) ? hanTokens(token) : HANGUL.test(token) ? hangulTokens(token) : [token],
  );
}

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

const RU_ENDINGS = list(
  'иями ями ами ией иям ием иях ого его ому ему ыми ими ться тся ешь ете ите ают яют ует',
  'ая яя ое ее ые ие ый ий ой ей ую юю ом ем ам ям ах ях ов ев ть ся сь ию ия',
  'а я ы и е у ю о ь й',
).sort((a, b) => b.length - a.length);

function stemRussian(word: string): string {
  const ending = RU_ENDINGS.find((end) => word.endsWith(end) && word.length - end.length >= 3);
  return ending ? word.slice(0, -ending.length) : word;
}

function stemArabic(word: string): string {
  let stem = word;
  const prefix = /^(وال|بال|كال|فال|لل|ال|و)/.exec(stem)?.[0];
  if (prefix && stem.length - prefix.length >= 3) stem = stem.slice(prefix.length);
  const suffix = /(ات|ون|ين|ها|هم|يه|ه|ي)$/.exec(stem)?.[0];
  if (suffix && stem.length - suffix.length >= 3) stem = stem.slice(0, -suffix.length);
  return stem;
}

/**
 * A light stemmer for English and Spanish together: plural endings, then one final vowel. It
 * only has to map a word and its close forms to the same key on both sides of the search.
 * Russian and Arabic words lose their common endings (and Arabic 'al-'); Chinese and Korean
 * bigrams stay as they are.
 */
export function stem(term: string): string {
  if (/^\p{Script=Cyrillic}/u.test(term)) return stemRussian(term);
  if (/^\p{Script=Arabic}/u.test(term)) return stemArabic(term);
  if (/^[\p{Script=Han}\p{Script=Hangul}]/u.test(term)) return term;
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

/** The index's and the query's term processing: stop words dropped, the rest stemmed. */
export function processTerm(term: string): string | null {
  const word = normalize(term);
  if (word.length === 0 || isStopWord(word)) return null;
  return stem(word);
}

const processors = new Map<AssistantLanguage, (term: string) => string | null>();

/** processTerm for one language's index: its own function words dropped too. */
export function processTermFor(language: AssistantLanguage): (term: string) => string | null {
  const more = MORE_STOP_WORDS[language];
  if (!more) return processTerm;
  let processor = processors.get(language);
  if (!processor) {
    const stop = new Set(more);
    processor = (term: string) => {
      const word = normalize(term);
      if (word.length === 0 || isStopWord(word) || stop.has(word)) return null;
      return stem(word);
    };
    processors.set(language, processor);
  }
  return processor;
}

// Language detection (decision 0860): the script first, then for Latin-script messages the
// distinctive words and letters of each language; the page's language breaks ties.
const HINTS: Record<'en' | 'es' | 'fr' | 'pt' | 'vi' | 'tl' | 'ht', Set<string>> = {
  en: new Set(
    list(
      'the what how is are do does my i can where when which who you your of to for with',
      'need have benefits application income help work step food money kids insurance',
      'am get much many long apply qualify eligible will should much if it and',
    ),
  ),
  es: new Set(
    list(
      'que como cual cuales cuanto cuantos cuando donde por para con mi mis tengo puedo necesito',
      'es el la los las del una esta estoy hay beneficios solicitud ingresos ayuda trabajo paso',
      'documentos comida dinero hijos seguro cupones estampillas quiero saber si no mes meses horas',
      'y puede califico solicitar',
    ),
  ),
  fr: new Set(
    list(
      'le les des du un une est sont je jai suis mon ma mes pour avec comment quel quelle quels',
      'combien quand puis peux dois ai aux il vous nous pas ne faire demande revenu revenus aide',
      'quest cest estce obtenir enfants travail mois et ou dans sur qui quoi ce que',
    ),
  ),
  pt: new Set(
    list(
      'o os um uma do da dos das no na em para com como qual quais quanto quantos quando onde meu',
      'minha eu voce posso preciso nao sao tenho receber pedir isso ser ter tem pode renda quem',
      'ajuda filhos trabalho mes meses e que se por beneficio beneficios solicitar',
    ),
  ),
  vi: new Set(
    list(
      'toi cua khong duoc nhu the nao bao nhieu lam sao co ban gi nhung nguoi tien can phai dang ky',
      'la va cho voi trong khi neu minh chung con gia dinh thu nhap tro giup viec xin',
    ),
  ),
  tl: new Set(
    list(
      'ang ng mga sa ko ako ba po paano ano saan kailan magkano ilan kung ay ito iyon namin kami',
      'ka mo ninyo kayo hindi oo mayroon kailangan makakuha mag kumuha pwede puwede maaari lang din',
      'rin nang anak trabaho pera tulong',
    ),
  ),
  ht: new Set(
    list(
      'mwen ou li nou yo nan pou ki kijan kouman eske konbyen kote kile gen genyen se ak pa kapab ka',
      'vle bezwen fe sa poukisa kisa m yon mande jwenn lajan manje travay sou pitit ye',
    ),
  ),
};

/** Letters that say a language (after lower-casing, before accents are removed). */
const MARKS: readonly [RegExp, Partial<Record<keyof typeof HINTS, number>>][] = [
  [/[ươăạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]/, { vi: 4 }],
  [/[¿¡ñ]/, { es: 3 }],
  [/[ãõ]/, { pt: 3 }],
  [/ç/, { pt: 1, fr: 1 }],
  [/[èùîïëûœ]/, { fr: 2, ht: 1 }],
  [/[êâà]/, { fr: 1, pt: 1 }],
  [/ò/, { ht: 3 }],
  [/[áíóú]/, { es: 1, pt: 1 }],
];

const SCRIPTS: readonly [RegExp, AssistantLanguage][] = [
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Han}/gu, 'zh'],
  [/\p{Script=Cyrillic}/gu, 'ru'],
  [/\p{Script=Arabic}/gu, 'ar'],
];
const NON_LATIN_PAGES = new Set<AssistantLanguage>(['zh', 'ko', 'ru', 'ar']);

/**
 * The language a message is written in, or undefined when it is too short or mixed to tell.
 * Another script than Latin decides alone (Korean before Chinese, as Korean may quote Hanja);
 * a Latin message needs two clues for one language and more than any other, or one clue when
 * the page is in another script. `page`, when given, wins any tie it is part of.
 */
export function detectLanguage(
  message: string,
  page?: AssistantLanguage,
): AssistantLanguage | undefined {
  let script: AssistantLanguage | undefined;
  let most = 0;
  for (const [pattern, language] of SCRIPTS) {
    const count = message.match(pattern)?.length ?? 0;
    if (count > most) {
      most = count;
      script = language;
    }
  }
  if (script) return script;
  const lower = message.toLowerCase();
  const scores: Record<string, number> = { en: 0, es: 0, fr: 0, pt: 0, vi: 0, tl: 0, ht: 0 };
  for (const [pattern, points] of MARKS)
    if (pattern.test(lower))
      for (const [language, point] of Object.entries(points)) scores[language]! += point;
  for (const word of words(message))
    for (const [language, hints] of Object.entries(HINTS))
      if (hints.has(word)) scores[language]! += 1;
  const ranked = Object.entries(scores).sort((a, b) => b[1] - a[1]);
  const [best, score] = ranked[0]!;
  const tied = ranked.filter(([, points]) => points === score).map(([language]) => language);
  if (score === 0) return undefined;
  if (tied.length > 1) return page && tied.includes(page) ? page : undefined;
  if (score >= 2 || (page && NON_LATIN_PAGES.has(page))) return best as AssistantLanguage;
  return page === best ? page : undefined;
}

/** The language an answer is written in: the message's own, else the page's (decision 0860). */
export function answerLanguage(message: string, page: AssistantLanguage): AssistantLanguage {
  return detectLanguage(message, page) ?? page;
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
