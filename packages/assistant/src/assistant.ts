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
import { namedPrograms, preferNamedPrograms, programHits, speaksOfAll } from './programs.js';
import { rewriteQuery } from './rewrites.js';
import {
  createSearchIndex,
  type PassageHit,
  type SearchIndex,
  type SearchOutcome,
} from './search.js';
import { stateIn, stateNote } from './states.js';
import { answerLanguage, normalize, processTerm, words } from './text.js';
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
  zh: '周一至周五，上午 8 点至下午 5 点',
  vi: 'thứ Hai đến thứ Sáu, 8 giờ sáng đến 5 giờ chiều',
  ko: '월요일부터 금요일, 오전 8시부터 오후 5시까지',
  tl: 'Lunes hanggang Biyernes, 8 AM hanggang 5 PM',
  ru: 'с понедельника по пятницу, с 8:00 до 17:00',
  ar: 'من الاثنين إلى الجمعة، من 8 صباحًا إلى 5 مساءً',
  ht: 'lendi rive vandredi, 8è dimaten rive 5è diswa',
  fr: 'du lundi au vendredi, de 8 h à 17 h',
  pt: 'de segunda a sexta, das 8h às 17h',
};

interface AssistantTexts {
  fallback: (c: HelpContacts) => string;
  injection: string;
  /** Said when the question is in another language than the page's: the menu can switch it all. */
  otherLanguageHint: string;
  decide: string;
  /** Said before an article shown in English because it is not written in the language yet. */
  englishArticle: string;
}

const T: Record<AssistantLanguage, AssistantTexts> = {
  en: {
    fallback: (c) =>
      `I'm not sure about that, and I don't want to guess. I can explain Medicaid, SNAP, TANF, WIC and CHIP, each step of this application, and your own answers. To talk with a person, call ${c.phone} or email ${c.email} (${HELP_HOURS.en}; we answer emails within 24 hours).`,
    injection:
      'I can only answer questions about benefits and about your own application. I do not follow instructions to change how I work, and I cannot see anyone else’s information.',
    otherLanguageHint:
      'You can choose English in the language menu to see the whole application in English.',
    decide:
      'I can explain the rules, but I cannot tell you if you qualify. The agency decides after it reviews your application.',
    englishArticle: '',
  },
  es: {
    fallback: (c) =>
      `No estoy seguro de eso y no quiero adivinar. Puedo explicar Medicaid, SNAP, TANF, WIC y CHIP, cada paso de esta solicitud y sus propias respuestas. Para hablar con una persona, llame al ${c.phone} o escriba a ${c.email} (${HELP_HOURS.es}; contestamos los correos en 24 horas).`,
    injection:
      'Solo puedo contestar preguntas sobre beneficios y sobre su propia solicitud. No sigo instrucciones para cambiar cómo trabajo y no puedo ver la información de otras personas.',
    otherLanguageHint:
      'Puede elegir Español en el menú de idioma para ver toda la solicitud en español.',
    decide:
      'Puedo explicar las reglas, pero no puedo decirle si califica. La agencia decide después de revisar su solicitud.',
    englishArticle: 'Esta información todavía no está en español. Aquí está en inglés:',
  },
  zh: {
    fallback: (c) =>
      `这个问题我不确定，我不想乱猜。我可以为您解释 Medicaid、SNAP、TANF、WIC 和 CHIP，这份申请的每一步，以及您自己填写的内容。如果想和工作人员交谈，请拨打 ${c.phone} 或发电子邮件到 ${c.email}（${HELP_HOURS.zh}；我们会在 24 小时内回复电子邮件）。`,
    injection:
      '我只能回答关于福利和您自己申请的问题。我不会听从改变我工作方式的指令，也看不到其他人的信息。',
    otherLanguageHint: '您可以在语言菜单中选择“简体中文”，整个申请都会显示中文。',
    decide: '我可以为您解释规定，但不能告诉您是否符合资格。机构审查您的申请后会做出决定。',
    englishArticle: '这部分信息还没有中文版。下面是英文内容：',
  },
  vi: {
    fallback: (c) =>
      `Tôi không chắc về điều này và không muốn đoán. Tôi có thể giải thích Medicaid, SNAP, TANF, WIC và CHIP, từng bước của đơn này, và các câu trả lời của chính bạn. Để nói chuyện với một người, hãy gọi ${c.phone} hoặc gửi email đến ${c.email} (${HELP_HOURS.vi}; chúng tôi trả lời email trong vòng 24 giờ).`,
    injection:
      'Tôi chỉ có thể trả lời câu hỏi về phúc lợi và về đơn của chính bạn. Tôi không làm theo lệnh thay đổi cách tôi làm việc, và tôi không thể xem thông tin của người khác.',
    otherLanguageHint:
      'Bạn có thể chọn Tiếng Việt trong menu ngôn ngữ để xem toàn bộ đơn bằng tiếng Việt.',
    decide:
      'Tôi có thể giải thích các quy định, nhưng không thể nói bạn có đủ điều kiện hay không. Cơ quan sẽ quyết định sau khi xem xét đơn của bạn.',
    englishArticle: 'Thông tin này chưa có bằng tiếng Việt. Đây là bản tiếng Anh:',
  },
  ko: {
    fallback: (c) =>
      `그 부분은 잘 모르겠고, 추측하고 싶지 않습니다. Medicaid, SNAP, TANF, WIC, CHIP, 이 신청서의 각 단계, 그리고 본인이 입력한 내용은 설명해 드릴 수 있습니다. 상담원과 이야기하려면 ${c.phone}번으로 전화하거나 ${c.email}로 이메일을 보내 주세요(${HELP_HOURS.ko}, 이메일은 24시간 안에 답변합니다).`,
    injection:
      '저는 복지 혜택과 본인의 신청서에 관한 질문에만 답할 수 있습니다. 제 작동 방식을 바꾸라는 지시는 따르지 않으며, 다른 사람의 정보는 볼 수 없습니다.',
    otherLanguageHint: '언어 메뉴에서 한국어를 선택하면 신청서 전체를 한국어로 볼 수 있습니다.',
    decide:
      '규정은 설명해 드릴 수 있지만, 자격이 되는지는 말씀드릴 수 없습니다. 기관이 신청서를 검토한 후 결정합니다.',
    englishArticle: '이 정보는 아직 한국어로 준비되지 않았습니다. 영어로 안내해 드립니다:',
  },
  tl: {
    fallback: (c) =>
      `Hindi ako sigurado diyan, at ayaw kong manghula. Maipapaliwanag ko ang Medicaid, SNAP, TANF, WIC at CHIP, ang bawat hakbang ng aplikasyong ito, at ang sarili ninyong mga sagot. Para makausap ang isang tao, tumawag sa ${c.phone} o mag-email sa ${c.email} (${HELP_HOURS.tl}; sinasagot namin ang mga email sa loob ng 24 oras).`,
    injection:
      'Mga tanong lamang tungkol sa mga benepisyo at sa sarili ninyong aplikasyon ang masasagot ko. Hindi ako sumusunod sa mga utos na baguhin ang paraan ng aking trabaho, at hindi ko nakikita ang impormasyon ng ibang tao.',
    otherLanguageHint:
      'Maaari ninyong piliin ang Tagalog sa menu ng wika para makita ang buong aplikasyon sa Tagalog.',
    decide:
      'Maipapaliwanag ko ang mga patakaran, pero hindi ko masasabi kung kwalipikado kayo. Ang ahensya ang magpapasya pagkatapos nitong suriin ang inyong aplikasyon.',
    englishArticle: 'Wala pa sa Tagalog ang impormasyong ito. Narito ito sa Ingles:',
  },
  ru: {
    fallback: (c) =>
      `Я не уверен в этом и не хочу гадать. Я могу рассказать о Medicaid, SNAP, TANF, WIC и CHIP, о каждом шаге этого заявления и о ваших собственных ответах. Чтобы поговорить с человеком, позвоните по номеру ${c.phone} или напишите на ${c.email} (${HELP_HOURS.ru}; мы отвечаем на письма в течение 24 часов).`,
    injection:
      'Я могу отвечать только на вопросы о льготах и о вашем собственном заявлении. Я не выполняю указания изменить то, как я работаю, и не вижу информацию других людей.',
    otherLanguageHint:
      'Вы можете выбрать «Русский» в меню языка, чтобы видеть всё заявление на русском.',
    decide:
      'Я могу объяснить правила, но не могу сказать, имеете ли вы право на помощь. Решение принимает агентство после проверки вашего заявления.',
    englishArticle: 'Этой информации пока нет на русском языке. Вот она на английском:',
  },
  ar: {
    fallback: (c) =>
      `لست متأكدًا من ذلك، ولا أريد أن أخمّن. يمكنني شرح Medicaid وSNAP وTANF وWIC وCHIP، وكل خطوة في هذا الطلب، وإجاباتك أنت. للتحدث مع شخص، اتصل على ${c.phone} أو راسلنا على ${c.email} (${HELP_HOURS.ar}؛ نرد على الرسائل خلال 24 ساعة).`,
    injection:
      'يمكنني فقط الإجابة عن أسئلة حول المزايا وحول طلبك أنت. لا أتبع تعليمات لتغيير طريقة عملي، ولا يمكنني رؤية معلومات أي شخص آخر.',
    otherLanguageHint: 'يمكنك اختيار العربية من قائمة اللغة لترى الطلب كله باللغة العربية.',
    decide:
      'يمكنني شرح القواعد، لكن لا يمكنني أن أقول لك إن كنت مؤهلًا. الوكالة تقرر بعد مراجعة طلبك.',
    englishArticle: 'هذه المعلومات غير متوفرة بالعربية بعد. إليك النص بالإنجليزية:',
  },
  ht: {
    fallback: (c) =>
      `Mwen pa fin sèten sou sa, e mwen pa vle devine. Mwen ka eksplike Medicaid, SNAP, TANF, WIC ak CHIP, chak etap nan aplikasyon sa a, ak pwòp repons ou yo. Pou pale ak yon moun, rele ${c.phone} oswa voye yon imèl bay ${c.email} (${HELP_HOURS.ht}; nou reponn imèl nan 24 èdtan).`,
    injection:
      'Mwen ka reponn sèlman kesyon sou benefis yo ak sou pwòp aplikasyon ou. Mwen pa suiv lòd pou chanje jan mwen travay, e mwen pa ka wè enfòmasyon lòt moun.',
    otherLanguageHint:
      'Ou ka chwazi Kreyòl ayisyen nan meni lang lan pou w wè tout aplikasyon an an kreyòl.',
    decide:
      'Mwen ka eksplike règ yo, men mwen pa ka di w si ou kalifye. Ajans lan deside apre li fin revize aplikasyon ou.',
    englishArticle: 'Enfòmasyon sa a poko disponib an kreyòl. Men li an anglè:',
  },
  fr: {
    fallback: (c) =>
      `Je ne suis pas sûr de cela, et je ne veux pas deviner. Je peux vous expliquer Medicaid, SNAP, TANF, WIC et CHIP, chaque étape de cette demande et vos propres réponses. Pour parler à une personne, appelez le ${c.phone} ou écrivez à ${c.email} (${HELP_HOURS.fr} ; nous répondons aux e-mails sous 24 heures).`,
    injection:
      'Je peux seulement répondre aux questions sur les aides et sur votre propre demande. Je ne suis pas les instructions qui veulent changer ma façon de travailler, et je ne peux pas voir les informations des autres personnes.',
    otherLanguageHint:
      'Vous pouvez choisir Français dans le menu des langues pour voir toute la demande en français.',
    decide:
      'Je peux vous expliquer les règles, mais je ne peux pas vous dire si vous y avez droit. L’agence décide après avoir examiné votre demande.',
    englishArticle: 'Cette information n’est pas encore en français. La voici en anglais :',
  },
  pt: {
    fallback: (c) =>
      `Não tenho certeza sobre isso e não quero adivinhar. Posso explicar Medicaid, SNAP, TANF, WIC e CHIP, cada etapa deste pedido e as suas próprias respostas. Para falar com uma pessoa, ligue para ${c.phone} ou escreva para ${c.email} (${HELP_HOURS.pt}; respondemos e-mails em até 24 horas).`,
    injection:
      'Só posso responder perguntas sobre benefícios e sobre o seu próprio pedido. Não sigo instruções para mudar como eu funciono e não posso ver as informações de outras pessoas.',
    otherLanguageHint:
      'Você pode escolher Português no menu de idiomas para ver todo o pedido em português.',
    decide:
      'Posso explicar as regras, mas não posso dizer se você se qualifica. A agência decide depois de analisar o seu pedido.',
    englishArticle: 'Esta informação ainda não está em português. Aqui está em inglês:',
  },
};

const INJECTION =
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules?|prompts?|guidelines|previous|above|everything)\b|\bsystem prompt\b|\byou are now\b|\bact as\b|\bpretend (to be|you are|youre)\b|\bdeveloper mode\b|\bjailbreak\b|\b(reveal|show|print|repeat)\b.{0,20}\b(prompt|instructions)\b|\b(other|another|all|every|someone elses?|any)\b.{0,15}\b(users?|applicants?|people|persons?|accounts?|customers?)s?\b.{0,30}\b(data|information|info|income|applications?|records?|emails?|details|names?|ssn)\b|\b(database|sql|admin|password hash)\b|\b(olvida|ignora|omite)\b.{0,40}\b(instrucciones|reglas|anteriores|todo)\b|\b(otros|otras|todos los|todas las)\b.{0,15}\b(usuarios|solicitantes|personas|cuentas)\b|\bbase de datos\b/;

/** The same orders in the other languages (decision 0863): ignore the instructions, others' data. */
const INJECTION_MORE =
  /(忽略|无视|忘记).{0,20}(指令|指示|说明|规则)|系统提示|其他(用户|人|申请人).{0,10}(数据|信息|资料)|무시.{0,20}(지시|지침|규칙|명령)|시스템 프롬프트|다른 (사용자|사람|신청자).{0,15}(정보|데이터|자료)|(игнорир|забудь|забудьте).{0,40}(инструкц|правил|указан)|системн\S* промпт|(других|всех|чужие|чужих) (пользовател|заявител|людей).{0,30}(данн|информац)|(تجاهل|انس).{0,30}(التعليمات|القواعد)|(المستخدمين|المتقدمين|الاشخاص) الاخرين|\b(ignorez|ignore|oubliez|ignore as|ignora|esqueca|bliye|inyorahin|kalimutan|bo qua)\b.{0,40}\b(instructions|instrucoes|regles|regras|enstriksyon|tagubilin|huong dan|chi dan)\b|\b(autres|outros|lot|ibang|nguoi khac)\b.{0,20}\b(utilisateurs|usuarios|moun|user|gumagamit)\b/;

/** True when a message reads like an order to the assistant or a reach for others' data. */
export function looksLikeInjection(message: string): boolean {
  const text = normalize(message).replace(/\s+/g, ' ');
  return INJECTION.test(text) || INJECTION_MORE.test(text);
}

/** Program names: in a section heading they say which program, not which question. */
const PROGRAM_TERMS = ['snap', 'medicaid', 'chip', 'wic', 'tanf', 'calfresh'].map(processTerm);

const QUALIFY =
  /\b(do|will|would|can) i (qualify|be eligible|get approved|be approved)\b|\bam i eligible\b|\bcalifico\b|\bvoy a calificar\b|\bsoy elegible\b|\bme (van a )?aprobar\b|我(有|够)资格|符合(资格|条件)吗|자격이 (되|있)|подхожу ли я|имею ли я право|هل انا موهل|هل يحق لي|\b(suis je|je suis|serai je) (admissible|eligible)\b|\bai je droit\b|\b(sou|serei) elegivel\b|\btenho direito\b|\bdu dieu kien\b|\bkwalipikado ba ako\b|\bmwen kalifye\b/;

const DEFINITION =
  /^\W*(what|whats|que|quien|who)\W+(is|are|es|son|significa|means?)\W+(\w+\W+){0,2}\w+\W*$|^\W*(tell me about|explain|explica|hablame de|informacion sobre)\b/;

/** 'What is SNAP?' in the other languages, when the question is short (decision 0861). */
const DEFINITION_MORE =
  /什么是|是什么|무엇인가요|뭔가요|뭐예요|란 무엇|что такое|^\W*ما (هو|هي)(\s|$)|\bquest.ce que\b|\bcest quoi\b|\bo que e\b|\bla gi\b|\bano ang\b|\b(kisa|kiyes) (se|ye)\b|\bki sa\b/;

function isDefinition(query: string): boolean {
  return DEFINITION.test(query) || (DEFINITION_MORE.test(query) && words(query).length <= 6);
}

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
  // English and Spanish are searched together, as the benchmark measured them (decision 0290);
  // every other language with articles is searched alone, in its own words. A language whose
  // articles are not written yet is searched in English and Spanish and answered from the
  // English article, with a note in the language (decision 0862).
  const written = new Set(articles.map((a) => a.language));
  const shared = createSearchIndex(
    passages.filter((p) => p.language === 'en' || p.language === 'es'),
  );
  const indexes = new Map<AssistantLanguage, SearchIndex>();
  for (const language of written)
    if (language !== 'en' && language !== 'es')
      indexes.set(
        language,
        createSearchIndex(
          passages.filter((p) => p.language === language),
          language,
        ),
      );
  const indexFor = (language: AssistantLanguage) => indexes.get(language) ?? shared;

  function findArticle(slug: string, language: AssistantLanguage): Article | undefined {
    return articleByKey.get(`${language}/${slug}`) ?? articleByKey.get(`en/${slug}`);
  }

  function source(slug: string, language: AssistantLanguage): AnswerSource {
    return { id: slug, title: findArticle(slug, language)?.title ?? slug };
  }

  /**
   * The same section of the article in the answer language (articles are written in parallel),
   * else in English when the language does not have the article yet.
   */
  function inLanguage(passage: Passage, language: AssistantLanguage): Passage {
    if (passage.language === language) return passage;
    const section = passage.id.slice(passage.id.indexOf('#'));
    return (
      passageById.get(`${language}/${passage.slug}${section}`) ??
      passageById.get(`${language}/${passage.slug}#0`) ??
      (language === 'en' ? passage : inLanguage(passage, 'en'))
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
    // The answer is in the language the question is asked in; the page's when it cannot be told
    // (a short 'SNAP?'), and a line says the language menu can switch the whole page (decision 0860).
    const page = assistantLanguage(input.language);
    const language = answerLanguage(input.message, page);
    const t = T[language];
    const suspectedInjection = looksLikeInjection(input.message);
    const hint = language !== page ? t.otherLanguageHint : null;
    let index = indexFor(language);
    const summary = input.context ? applicantSummary(input.context) : 'No application is open.';
    // The question in the articles' words; a named program steers the article (decision 0295).
    const query = rewriteQuery(input.message);
    const named = namedPrograms(query);
    let outcome = index.search(query, 5, language);
    preferNamedPrograms(outcome.hits, named);
    // A question the language's own articles do not answer may still be answered by an English
    // article (one not translated yet), with the note; else the help line (decision 0862).
    if (index !== shared && !confident(outcome)) {
      const english = shared.search(query, 5, language);
      preferNamedPrograms(english.hits, named);
      if (confident(english)) {
        index = shared;
        outcome = english;
      }
    }
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

    // A question naming a household size is answered by an article that lists figures by size:
    // the best such hit scoring at least half the top one goes first (its words may be the
    // everyday ones the program article's keywords also hold: 食品券, coupons alimentaires).
    if (size && !outcome.hits[0]!.passages.some((entry) => listsBySize(entry.passage.text))) {
      const listing = outcome.hits.find(
        (hit) =>
          hit.score >= 0.5 * outcome.hits[0]!.score &&
          speaksOfAll(hit, named) &&
          index.passagesOf(hit.slug).some((p) => listsBySize(p.text)),
      );
      if (listing) {
        outcome.hits.splice(outcome.hits.indexOf(listing), 1);
        outcome.hits.unshift(listing);
      }
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
    const articlesIn = index !== shared ? language : language === 'es' ? 'es' : 'en';
    const sizeList = size
      ? index.passagesOf(top.slug).find((p) => p.language === articlesIn && listsBySize(p.text))
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
      isDefinition(query) && lead && headingHits(ranked[0]!) === 0 && !bySize(ranked[0]!)
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
    // An article not written in the language yet is shown in English, saying so (decision 0862).
    const english = best.language !== language ? t.englishArticle || null : null;
    return finish([guard, qualify, english, `${heading}\n${body}`, citation, hint], {
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
