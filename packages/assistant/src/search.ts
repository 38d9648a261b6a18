import MiniSearch, { type SearchResult } from 'minisearch';
import { expansionMatches } from './synonyms.js';
import { processTerm as processEnEs, processTermFor, words } from './text.js';
import type { AssistantLanguage, Passage } from './types.js';

export interface ArticleHit {
  slug: string;
  score: number;
  /** The article's matching passages in any language, best first. */
  passages: PassageHit[];
  /** How many of the query's own (not expanded) words the article matched. */
  matchedQueryTerms: number;
  /** The query's own (processed) words the article matched. */
  matchedTerms: string[];
}

/** How much a whole keyword phrase of an article in the question multiplies its score. */
export const PHRASE_BOOST = 1.5;

export interface PassageHit {
  passage: Passage;
  score: number;
  /** Distinct words matched in the passage's own heading or text (not the shared title/keywords). */
  specific: number;
}

export interface SearchOutcome {
  hits: ArticleHit[];
  /** The query's meaningful words, after stop words. */
  queryTerms: string[];
  expansions: string[];
  /** The query's own (processed) words that are part of an everyday phrase of the synonym table. */
  phraseTerms: string[];
}

/**
 * One minisearch index over passages: English and Spanish share one (as measured since decision
 * 0290); each other language has its own, cut into words by words() (Chinese and Korean bigrams)
 * with its own function words dropped (decision 0861). Titles and the everyday words in each
 * article's front matter weigh most; fuzzy matching forgives a typo per five letters.
 */
export function createSearchIndex(passages: readonly Passage[], language?: AssistantLanguage) {
  const ownWords = language !== undefined && language !== 'en' && language !== 'es';
  const processTerm = ownWords ? processTermFor(language) : processEnEs;
  const tokenize = ownWords ? { tokenize: words } : {};
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const index = new MiniSearch<Passage>({
    fields: ['title', 'keywords', 'heading', 'text'],
    storeFields: ['slug'],
    processTerm,
    ...tokenize,
    // A lead's heading is the article title, already indexed as the title.
    // Rule-figure placeholders ({{snap.maxAllotment.1}}) are not words anyone types.
    extractField: (passage, field) =>
      field === 'heading' && passage.id.endsWith('#0')
        ? ''
        : (passage as unknown as Record<string, string>)[field]!.replace(/\{\{[^}]*\}\}/g, ' '),
    searchOptions: {
      processTerm,
      ...tokenize,
      boost: { title: 2.5, keywords: 2, heading: 1.5, text: 1 },
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 5,
      maxFuzzy: 2,
      combineWith: 'OR',
    },
  });
  index.addAll(passages as Passage[]);

  // Chinese and Korean bigrams that no article of the language has ('家领' across two words of
  // '三口之家领食品券') say nothing about the question: they are left out of the question's words,
  // so they do not count as words no article explains (decision 0861).
  const bigramLanguage = language === 'zh' || language === 'ko';
  const vocabulary = new Set<string>();
  if (bigramLanguage)
    for (const passage of passages)
      for (const field of [passage.title, passage.keywords, passage.heading, passage.text])
        for (const word of words(field)) {
          const term = processTerm(word);
          if (term) vocabulary.add(term);
        }

  // Multi-word keyword phrases per article ('how it works', 'sus ingresos'): a question that
  // contains one whole (like the help button's 'What should I do on the "Your Income" step?')
  // points at that article more surely than its single words do.
  const phrasesBySlug = new Map<string, string[]>();
  for (const passage of passages) {
    const phrases = phrasesBySlug.get(passage.slug) ?? [];
    for (const keyword of passage.keywords.split(',')) {
      const phrase = words(keyword).join(' ');
      if (phrase.includes(' ') && !phrases.includes(phrase)) phrases.push(phrase);
    }
    phrasesBySlug.set(passage.slug, phrases);
  }

  /**
   * `asked`: the question's language when it differs from the index's (a language without
   * articles searched in English): its function words are dropped from the question too.
   */
  function search(query: string, limit = 5, asked?: AssistantLanguage): SearchOutcome {
    const foreign = !ownWords && asked !== undefined && asked !== 'en' && asked !== 'es';
    const queryProcess = foreign ? processTermFor(asked) : processTerm;
    const { expansions, phraseWords } = expansionMatches(query);
    const phraseTerms = phraseWords.map(queryProcess).filter((term): term is string => !!term);
    const queryTerms = [
      ...new Set(
        words(query)
          .map(queryProcess)
          .filter((term): term is string => !!term)
          .filter((term) => !bigramLanguage || vocabulary.has(term)),
      ),
    ];
    const text = [query, ...expansions].join(' ');
    // Words added by the synonym table count a little less than the asker's own words.
    const own = new Set(queryTerms);
    const results: SearchResult[] = index.search(text, {
      ...(foreign ? { processTerm: queryProcess, tokenize: words } : {}),
      boostTerm: (term) => (own.has(term) ? 1 : 0.6),
    });
    const bySlug = new Map<string, ArticleHit>();
    for (const result of results) {
      const passage = byId.get(result.id as string)!;
      let hit = bySlug.get(passage.slug);
      if (!hit) {
        hit = {
          slug: passage.slug,
          score: 0,
          passages: [],
          matchedQueryTerms: 0,
          matchedTerms: [],
        };
        bySlug.set(passage.slug, hit);
      }
      const specific = Object.values(result.match).filter((fields) =>
        fields.some((field) => field === 'heading' || field === 'text'),
      ).length;
      hit.passages.push({ passage, score: result.score, specific });
      const matched = queryTerms.filter((term) =>
        result.queryTerms.some((matchedTerm) => matchedTerm === term),
      );
      hit.matchedQueryTerms = Math.max(hit.matchedQueryTerms, matched.length);
      for (const term of matched) if (!hit.matchedTerms.includes(term)) hit.matchedTerms.push(term);
    }
    const hits = [...bySlug.values()];
    const normalizedQuery = words(query).join(' ');
    for (const hit of hits) {
      // The best passage decides; a second good passage of the same article adds a little.
      const [first, second] = hit.passages.map((entry) => entry.score).sort((a, b) => b - a);
      hit.score = first! + 0.2 * (second ?? 0);
      const phrases = phrasesBySlug.get(hit.slug) ?? [];
      if (phrases.some((phrase) => ` ${normalizedQuery} `.includes(` ${phrase} `)))
        hit.score *= PHRASE_BOOST;
    }
    hits.sort((a, b) => b.score - a.score);
    return { hits: hits.slice(0, limit), queryTerms, expansions, phraseTerms };
  }

  return { search, passagesOf: (slug: string) => passages.filter((p) => p.slug === slug) };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
