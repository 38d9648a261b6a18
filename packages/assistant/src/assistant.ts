import {
  answerApplicantQuestion,
  applicantSummary,
  detectApplicantIntent,
  intentArticle,
} from './applicant.js';
import { answerEstimate, isEstimateQuestion } from './estimate.js';
import { citationLines, formatFact, type RenderedText, renderFacts } from './facts.js';
import { householdSizeIn, listsBySize } from './householdSize.js';
import { type Article, articlePassages, fillPlaceholders, loadArticles } from './knowledge.js';
import { namedPrograms, preferNamedPrograms, programHits } from './programs.js';
import { rewriteQuery } from './rewrites.js';
import { createSearchIndex, type PassageHit, type SearchOutcome } from './search.js';
import { stateIn, stateNote } from './states.js';
import { detectLanguage, normalize, processTerm, words } from './text.js';
import {
  type AnswerSource,
  type ApplicantContext,
  type AssistantAnswer,
  type AssistantLanguage,
  assistantLanguage,
  type HelpContacts,
  type Passage,
  type StatedFact,
} from './types.js';

/** Below this score (or with none of the question's own words matched) the assistant says it does not know. */
export const MIN_ANSWER_SCORE = 10;
const MAX_ANSWER_CHARS = 900;

export const HELP_HOURS: Record<AssistantLanguage, string> = {
  en: 'Monday to Friday, 8 AM to 5 PM',
  es: 'de lunes a viernes, de 8 a. m. a 5 p. m.',
};

const T = {
  en: {
    fallback: (c: HelpContacts) =>
      `I'm not sure about that, and I don't want to guess. I can explain Medicaid, SNAP, TANF, WIC and CHIP, each step of this application, and your own answers. To talk with a person, call ${c.phone} or email ${c.email} (${HELP_HOURS.en}; we answer emails within 24 hours).`,
    injection:
      'I can only answer questions about benefits and about your own application. I do not follow instructions to change how I work, and I cannot see anyone else’s information.',
    otherLanguageHint: 'You can choose English in the language menu to get answers in English.',
    decide:
      'I can explain the rules, but I cannot tell you if you qualify. The agency decides after it reviews your application.',
  },
  es: {
    fallback: (c: HelpContacts) =>
      `No estoy seguro de eso y no quiero adivinar. Puedo explicar Medicaid, SNAP, TANF, WIC y CHIP, cada paso de esta solicitud y sus propias respuestas. Para hablar con una persona, llame al ${c.phone} o escriba a ${c.email} (${HELP_HOURS.es}; contestamos los correos en 24 horas).`,
    injection:
      'Solo puedo contestar preguntas sobre beneficios y sobre su propia solicitud. No sigo instrucciones para cambiar cómo trabajo y no puedo ver la información de otras personas.',
    otherLanguageHint:
      'Puede elegir Español en el menú de idioma para recibir las respuestas en español.',
    decide:
      'Puedo explicar las reglas, pero no puedo decirle si califica. La agencia decide después de revisar su solicitud.',
  },
} as const;

const INJECTION =
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules?|prompts?|guidelines|previous|above|everything)\b|\bsystem prompt\b|\byou are now\b|\bact as\b|\bpretend (to be|you are|youre)\b|\bdeveloper mode\b|\bjailbreak\b|\b(reveal|show|print|repeat)\b.{0,20}\b(prompt|instructions)\b|\b(other|another|all|every|someone elses?|any)\b.{0,15}\b(users?|applicants?|people|persons?|accounts?|customers?)s?\b.{0,30}\b(data|information|info|income|applications?|records?|emails?|details|names?|ssn)\b|\b(database|sql|admin|password hash)\b|\b(olvida|ignora|omite)\b.{0,40}\b(instrucciones|reglas|anteriores|todo)\b|\b(otros|otras|todos los|todas las)\b.{0,15}\b(usuarios|solicitantes|personas|cuentas)\b|\bbase de datos\b/;

/** True when a message reads like an order to the assistant or a reach for others' data. */
export function looksLikeInjection(message: string): boolean {
  return INJECTION.test(normalize(message).replace(/\s+/g, ' '));
}

/** Program names: in a section heading they say which program, not which question. */
const PROGRAM_TERMS = ['snap', 'medicaid', 'chip', 'wic', 'tanf', 'calfresh'].map(processTerm);

const QUALIFY =
  /\b(do|will|would|can) i (qualify|be eligible|get approved|be approved)\b|\bam i eligible\b|\bcalifico\b|\bvoy a calificar\b|\bsoy elegible\b|\bme (van a )?aprobar\b/;

const DEFINITION =
  /^\W*(what|whats|que|quien|who)\W+(is|are|es|son|significa|means?)\W+(\w+\W+){0,2}\w+\W*$|^\W*(tell me about|explain|explica|hablame de|informacion sobre)\b/;

/** A question about who (qualifies, can apply, is eligible); a heading about who. */
const WHO = /^\W*(who|quien|quienes)\b/;

function trimToSentence(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'), cut.lastIndexOf('\n'));
  return `${(end > max / 3 ? cut.slice(0, end + 1) : cut).trim()}…`;
}

export interface AssistantOptions {
  helpContacts: HelpContacts;
  /** Defaults to the knowledge base compiled into the package. */
  sources?: Readonly<Record<string, string>>;
}

export interface AskInput {
  message: string;
  /** The interface language the widget sends; the answer is in this language (docs/decisions/0126). */
  language: string;
  /** The signed-in applicant's own data; null when the question is not about an application. */
  context: ApplicantContext | null;
  /** The day whose rules apply (default: today). Figures are looked up in the rule tables by it. */
  date?: Date | string;
}

/** The built-in assistant: offline retrieval over the knowledge base plus the applicant's own data. */
export function createAssistant(options: AssistantOptions) {
  const contacts = options.helpContacts;
  const articles = loadArticles(options.sources);
  const articleByKey = new Map(articles.map((a) => [`${a.language}/${a.slug}`, a]));
  const passages = articles.flatMap(articlePassages);
  const passageById = new Map(passages.map((p) => [p.id, p]));
  const index = createSearchIndex(passages);

  function findArticle(slug: string, language: AssistantLanguage): Article | undefined {
    return articleByKey.get(`${language}/${slug}`) ?? articleByKey.get(`en/${slug}`);
  }

  function source(slug: string, language: AssistantLanguage): AnswerSource {
    return { id: slug, title: findArticle(slug, language)?.title ?? slug };
  }

  /** The same section of the article in the answer language (articles are written in parallel). */
  function inLanguage(passage: Passage, language: AssistantLanguage): Passage {
    if (passage.language === language) return passage;
    const section = passage.id.slice(passage.id.indexOf('#'));
    return (
      passageById.get(`${language}/${passage.slug}${section}`) ??
      passageById.get(`${language}/${passage.slug}#0`) ??
      passage
    );
  }

  function confident(outcome: SearchOutcome): boolean {
    const top = outcome.hits[0];
    if (!top) return false;
    // The article must match the question's own words, or they must be part of an everyday
    // phrase the synonym table knows. Up to half may be left unexplained, but none of two
    // ('Can I get a loan for a car?' explains 'car', not 'loan': no answer, the help line).
    const known = new Set([...top.matchedTerms, ...outcome.phraseTerms]);
    const unexplained = outcome.queryTerms.filter((term) => !known.has(term)).length;
    const asked = outcome.queryTerms.length;
    const covered = unexplained <= (asked === 2 ? 0 : Math.floor(asked / 2));
    return top.score >= MIN_ANSWER_SCORE && covered;
  }

  function groundingPassages(outcome: SearchOutcome, language: AssistantLanguage): Passage[] {
    const chosen: Passage[] = [];
    for (const hit of outcome.hits.slice(0, 3)) {
      for (const { passage } of hit.passages.slice(0, 2)) {
        const local = inLanguage(passage, language);
        if (!chosen.some((p) => p.id === local.id)) chosen.push(local);
      }
    }
    return chosen.slice(0, 5);
  }

  function fill(text: string) {
    return fillPlaceholders(text, contacts);
  }

  function ask(input: AskInput): AssistantAnswer & { search: SearchOutcome } {
    const language = assistantLanguage(input.language);
    const t = T[language];
    const suspectedInjection = looksLikeInjection(input.message);
    const asked = detectLanguage(input.message);
    const hint = asked && asked !== language ? T[asked].otherLanguageHint : null;
    const summary = input.context ? applicantSummary(input.context) : 'No application is open.';
    // The question in the articles' words; a named program steers the article (decision 0295).
    const query = rewriteQuery(input.message);
    const outcome = index.search(query);
    const named = namedPrograms(query);
    preferNamedPrograms(outcome.hits, named);
    const size = householdSizeIn(query);
    const date = input.date ?? new Date();
    const stated: RenderedText['facts'] = [];
    /** Help contacts and rule figures filled in; the figures shown are remembered for the citation. */
    const render = (text: string, cite: boolean) => {
      const rendered = renderFacts(fill(text), date, language);
      if (cite)
        for (const entry of rendered.facts)
          if (!stated.some((s) => s.key === entry.key)) stated.push(entry);
      return rendered.text;
    };
    const groundingFacts: StatedFact[] = [];
    const grounding = groundingPassages(outcome, language).map((p) => {
      const rendered = renderFacts(fill(p.text), date, language);
      for (const { key, fact } of rendered.facts)
        if (!groundingFacts.some((f) => f.key === key))
          groundingFacts.push({
            key,
            text: formatFact(fact, language),
            asOf: fact.asOf,
            source: fact.source,
          });
      return { ...p, text: rendered.text };
    });
    const finish = (
      parts: (string | null)[],
      rest: Pick<AssistantAnswer, 'sources' | 'kind' | 'intent'>,
    ): AssistantAnswer & { search: SearchOutcome } => ({
      message: parts.filter(Boolean).join('\n\n'),
      language,
      passages: grounding,
      groundingFacts,
      facts: stated.map(({ key, fact }) => ({
        key,
        text: formatFact(fact, language),
        asOf: fact.asOf,
        source: fact.source,
      })),
      applicantSummary: summary,
      suspectedInjection,
      search: outcome,
      ...rest,
    });
    const guard = suspectedInjection ? t.injection : null;

    if (input.context?.estimate && isEstimateQuestion(input.message))
      return finish([guard, answerEstimate(input.context.estimate, language), hint], {
        sources: [source(intentArticle.estimate, language)],
        kind: 'applicant',
        intent: 'estimate',
      });
    const intent = detectApplicantIntent(input.message);
    if (intent) {
      const answer = input.context
        ? answerApplicantQuestion(intent, input.context, language)
        : answerApplicantQuestion(intent, { application: null, incomeEntries: [] }, language);
      return finish([guard, answer, hint], {
        sources: [source(intentArticle[intent], language)],
        kind: 'applicant',
        intent,
      });
    }

    if (!confident(outcome)) {
      return finish([guard, fill(t.fallback(contacts)), hint], {
        sources: [source('contact-help', language)],
        kind: 'fallback',
        intent: null,
      });
    }

    const top = outcome.hits[0]!;
    // Within the article, the passage that matches the most of the question's words in its own
    // heading and text answers; 'What is WIC?' is answered by the lead, which says what it is.
    // A section whose heading names a word of the question that the title does not ('What is a
    // SNAP household?' -> 'What is a SNAP household') answers before the rest.
    const titleTerms = new Set([
      ...words(top.passages[0]!.passage.title).map(processTerm),
      ...PROGRAM_TERMS,
    ]);
    const headingHits = (entry: PassageHit) =>
      words(entry.passage.heading)
        .map(processTerm)
        .filter((term) => term && !titleTerms.has(term) && outcome.queryTerms.includes(term))
        .length;
    // A question naming a household size is answered by the list by size; then the heading's
    // words, then the section about the program the question names.
    const bySize = (entry: PassageHit) => (size && listsBySize(entry.passage.text) ? 1 : 0);
    // 'Who is eligible for CalWORKs?' is answered by the section about who (a 'Who ...' heading).
    const who = WHO.test(query);
    const aboutWho = (entry: PassageHit) =>
      who && WHO.test(normalize(entry.passage.heading).replace(/^para /, '')) ? 1 : 0;
    const candidates = [...top.passages];
    const sizeList = size
      ? index.passagesOf(top.slug).find((p) => p.language === language && listsBySize(p.text))
      : undefined;
    if (sizeList && !candidates.some(bySize))
      candidates.push({ passage: sizeList, score: top.passages[0]!.score, specific: 0 });
    const ranked = candidates.sort(
      (a, b) =>
        bySize(b) - bySize(a) ||
        aboutWho(b) - aboutWho(a) ||
        headingHits(b) - headingHits(a) ||
        programHits(b, named) - programHits(a, named) ||
        b.specific - a.specific ||
        b.score - a.score,
    );
    const lead = top.passages.find((entry) => entry.passage.id.endsWith('#0'));
    const first =
      DEFINITION.test(query) && lead && headingHits(ranked[0]!) === 0 && !bySize(ranked[0]!)
        ? lead
        : ranked[0]!;
    const best = inLanguage(first.passage, language);
    const parts = [render(best.text, true)];
    const second = ranked.find(
      (entry) =>
        entry !== first &&
        entry.score >= 0.5 * first.score &&
        inLanguage(entry.passage, language).id !== best.id,
    );
    if (second) {
      const extraSource = inLanguage(second.passage, language).text;
      if (best.text.length + extraSource.length <= MAX_ANSWER_CHARS)
        parts.push(render(extraSource, true));
    }
    const state = stateIn(input.message);
    const note = state ? stateNote(state, top.slug, date, language, size) : null;
    const body = [trimToSentence(parts.join('\n\n'), MAX_ANSWER_CHARS), note && render(note, true)]
      .filter(Boolean)
      .join('\n\n');
    const heading = best.heading === best.title ? best.title : `${best.title}: ${best.heading}`;
    const sources = [source(top.slug, language)];
    const runnerUp = outcome.hits[1];
    if (runnerUp && runnerUp.score >= 0.75 * top.score)
      sources.push(source(runnerUp.slug, language));
    const qualify = QUALIFY.test(normalize(input.message)) ? t.decide : null;
    // Cite only the figures the (possibly shortened) answer still shows.
    const shown = stated.filter(({ fact }) => body.includes(formatFact(fact, language)));
    stated.splice(0, stated.length, ...shown);
    const cited = shown;
    const citation = cited.length > 0 ? citationLines(cited, language).join('\n') : null;
    return finish([guard, qualify, `${heading}\n${body}`, citation, hint], {
      sources,
      kind: 'knowledge',
      intent: null,
    });
  }

  return {
    ask,
    /** GET /api/knowledge/:slug: the article in the language, else English; undefined if unknown. */
    article(slug: string, language: string) {
      const article = findArticle(slug, assistantLanguage(language));
      if (!article) return undefined;
      return {
        slug: article.slug,
        language: article.language,
        title: article.title,
        markdown: renderFacts(
          fill(`# ${article.title}\n\n${article.markdown}`),
          new Date(),
          article.language,
        ).text,
      };
    },
    slugs: [...new Set(articles.map((a) => a.slug))].sort(),
    articles,
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
