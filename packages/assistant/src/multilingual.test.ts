// Retrieval and answers in the languages beyond English and Spanish (decisions 0860-0863), on a
// few small test articles written for this file (the translators' articles are merged apart).
import { beforeAll, describe, expect, it } from 'vitest';
import { answerApplicantQuestion } from './applicant.js';
import { createAssistant, HELP_HOURS } from './assistant.js';
import { answerEstimate } from './estimate.js';
import { citationLines, formatDay, formatFact, formatMoney, resolveFact } from './facts.js';
import { knowledgeSources } from './knowledge.generated.js';
import { stateNote } from './states.js';
import { sampleApplicantContext } from './testContext.js';
import { type AssistantLanguage, assistantLanguages } from './types.js';

const article = (title: string, keywords: string, body: string) =>
  `---\ntitle: ${title}\nkeywords: ${keywords}\n---\n${body}\n`;

// English, Spanish and Portuguese (merged) articles and the test articles below, whatever other
// languages are merged later, so these tests keep testing what they say.
const sources: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(knowledgeSources).filter(([key]) => /^(en|es|pt)\//.test(key)),
  ),
  'ko/snap': article(
    'SNAP (식품 지원)',
    'SNAP, 푸드스탬프, 식품 구매권, 식료품',
    'SNAP은 소득이 낮은 가정이 식료품을 살 수 있도록 매달 EBT 카드로 돈을 주는 프로그램입니다.\n\n## 누가 신청할 수 있나요\n누구나 신청할 수 있습니다. 기관은 가구의 소득과 인원수를 봅니다.\n\n## 신청 방법\n주 기관에 온라인, 방문 또는 우편으로 신청합니다. 보통 면접이 있습니다.',
  ),
  'ko/wic': article(
    'WIC (여성, 영유아, 어린이)',
    'WIC, 임신, 아기, 분유, 모유 수유',
    'WIC는 임산부, 수유 중인 엄마, 5세 미만 어린이에게 건강한 음식과 영양 상담을 제공합니다.',
  ),
  'zh/snap': article(
    'SNAP（食品援助）',
    'SNAP, 食品券, 粮食券, EBT',
    'SNAP 每月通过 EBT 卡帮助低收入家庭购买食品。\n\n## 如何申请\n您可以在网上、亲自或通过邮寄向您所在州的机构申请。通常需要面谈。\n\n## 收入限额\n收入限额取决于家庭人数。',
  ),
  'ru/snap': article(
    'SNAP (продовольственная помощь)',
    'SNAP, талоны на питание, продукты',
    'SNAP каждый месяц помогает семьям с низким доходом покупать продукты с помощью карты EBT.\n\n## Кто может подать заявление\nПодать заявление может любой человек. Агентство смотрит на доход и размер семьи.',
  ),
  'fr/wic': article(
    'WIC (femmes, nourrissons et enfants)',
    'WIC, enceinte, grossesse, bébé, allaitement',
    'WIC donne des aliments sains et des conseils aux femmes enceintes, aux mères qui allaitent et aux enfants de moins de 5 ans.\n\n## Règles pour recevoir WIC\nVous devez vivre dans l’État et avoir un revenu sous la limite de l’État.',
  ),
  'vi/snap': article(
    'SNAP (trợ giúp thực phẩm)',
    'SNAP, phiếu thực phẩm, tem phiếu',
    'SNAP giúp các gia đình có thu nhập thấp mua thực phẩm mỗi tháng bằng thẻ EBT.\n\n## Ai có thể nộp đơn\nAi cũng có thể nộp đơn. Cơ quan xem xét thu nhập và số người trong gia đình.',
  ),
};
const contacts = { phone: '1-800-555-0100', email: 'help@benefits.example' };
const assistant = createAssistant({ helpContacts: contacts, sources });
const ask = (message: string, language: string) =>
  assistant.ask({ message, language, context: null, date: '2026-11-25' });

// The search indexes are built on the first question in each language: build them here, with
// room for a busy CI machine, not inside the first test's 5 s.
beforeAll(() => {
  for (const language of assistantLanguages) ask('SNAP', language);
}, 60_000);

describe('answers in the language asked, from that language’s articles', () => {
  it.each<[string, string, AssistantLanguage, string, RegExp]>([
    ['푸드스탬프 신청 방법', 'ko', 'ko', 'snap', /면접/],
    ['임신 중인데 분유를 받을 수 있나요?', 'ko', 'ko', 'wic', /임산부/],
    ['如何申请食品券？', 'zh', 'zh', 'snap', /面谈/],
    ['SNAP的收入限额是多少？', 'en', 'zh', 'snap', /家庭人数/],
    ['Кто может подать заявление на SNAP?', 'ru', 'ru', 'snap', /любой человек/],
    // Typed without accents: the article's 'Règles' and 'enceintes' are found.
    ['Quelles sont les regles pour recevoir WIC ?', 'fr', 'fr', 'wic', /vivre dans l’État/],
    ['ai co the nop don SNAP', 'vi', 'vi', 'snap', /Ai cũng có thể nộp đơn/],
    // Portuguese, from the translated articles in the repository
    ['O que é o SNAP?', 'en', 'pt', 'snap', /ajuda pessoas com renda baixa a comprar comida/],
    ['Quem pode solicitar o SNAP?', 'pt', 'pt', 'snap', /Qualquer pessoa pode solicitar/],
    ['gravida posso receber WIC?', 'pt', 'pt', 'wic', /Pessoas grávidas/],
  ])('%s (page %s) -> %s/%s', (question, page, language, slug, text) => {
    const answer = ask(question, page);
    expect(answer.language).toBe(language);
    expect(answer.kind).toBe('knowledge');
    expect(answer.sources[0]?.id).toBe(slug);
    expect(answer.message).toMatch(text);
  });

  it('ranks the language’s own article first for a bare program question', () => {
    const answer = ask('SNAP은 무엇입니까?', 'en');
    expect(answer.language).toBe('ko');
    expect(answer.search.queryTerms).toEqual(['snap']);
    expect(answer.sources[0]?.id).toBe('snap');
  });

  it('answers a language without articles from the English article, saying so in the language', () => {
    const answer = ask('Ano ang SNAP?', 'tl');
    expect(answer.language).toBe('tl');
    expect(answer.sources[0]?.id).toBe('snap');
    expect(answer.message).toContain('Wala pa sa Tagalog ang impormasyong ito');
    expect(answer.message).toContain('SNAP helps people with low income buy food');
    const arabic = ask('ما هو WIC؟', 'ar');
    expect(arabic.language).toBe('ar');
    expect(arabic.sources[0]?.id).toBe('wic');
    expect(arabic.message).toContain('هذه المعلومات غير متوفرة بالعربية بعد');
    // Russian has articles, but not this one yet: the English one, with the note.
    const russian = ask('Что такое WIC?', 'ru');
    expect(russian.sources[0]?.id).toBe('wic');
    expect(russian.message).toContain('Этой информации пока нет на русском языке');
  });

  it('never answers with an unrelated article: a question it cannot place gets the help line in the language', () => {
    for (const [question, page, line] of [
      ['كيف حال الطقس اليوم في المدينة؟', 'ar', 'لست متأكدًا'],
      ['오늘 날씨가 어떤가요?', 'ko', '잘 모르겠고'],
      ['Quel temps fait-il à Paris aujourd’hui ?', 'fr', 'Je ne suis pas sûr'],
    ] as const) {
      const answer = ask(question, page);
      expect(answer.kind, question).toBe('fallback');
      expect(answer.message).toContain(line);
      expect(answer.message).toContain(contacts.phone);
    }
  });

  it('says its own lines in the language: the qualify caveat and the language menu', () => {
    const answer = ask('SNAP 자격이 되나요?', 'en');
    expect(answer.language).toBe('ko');
    expect(answer.message).toContain('언어 메뉴에서 한국어를 선택하면');
  });
});

describe('the assistant’s own texts in every language', () => {
  it('has help hours, fallbacks and applicant answers in each of the 11', () => {
    const seen = new Set<string>();
    for (const language of assistantLanguages) {
      expect(HELP_HOURS[language]).toBeTruthy();
      const step = answerApplicantQuestion('step', sampleApplicantContext, language);
      const income = answerApplicantQuestion('income', sampleApplicantContext, language);
      const hours = answerApplicantQuestion('workHours', sampleApplicantContext, language);
      for (const text of [step, income, hours]) expect(text).not.toMatch(/undefined|NaN/);
      seen.add(step);
    }
    // Eleven different wordings, not English copied into the others.
    expect(seen.size).toBe(assistantLanguages.length);
  });

  it('writes amounts, numbers and days with Intl for the language', () => {
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'fr')).toMatch(/^1\s234,50\s\$$/);
    expect(formatMoney(1234.5, 'vi')).toMatch(/^1\.234,50\s\$$/);
    expect(formatDay('2026-10-01', 'ko')).toBe('2026년 10월 1일');
    expect(formatDay('2026-10-01', 'ht')).toBe('1 oktòb 2026');
    expect(formatDay('2026-10-01', 'ru')).toMatch(/^1 октября 2026/);
    const fact = resolveFact('snap.maxAllotment.1', '2026-11-25');
    if (fact) expect(formatFact(fact, 'pt')).toMatch(/^\$\s\d/);
  });

  it('words the estimate, the state notes and the citation in the language', () => {
    const estimate = {
      programs: [{ program: 'snap', eligible: true, monthlyAmount: 291, reasons: ['x'] }],
    } as unknown as Parameters<typeof answerEstimate>[0];
    expect(answerEstimate(estimate, 'zh')).toContain('$291.00');
    expect(stateNote({ code: 'TX', name: 'Texas' }, 'chip', '2026-11-25', 'ar')).toContain(
      'في Texas',
    );
    const fact = resolveFact('snap.maxAllotment.1', '2026-11-25');
    if (fact)
      expect(citationLines([{ key: 'k', fact }], 'fr')[0]).toMatch(
        /^Source : .*en vigueur depuis le/,
      );
  });
});

describe('questions about the applicant’s own application in the other languages', () => {
  it.each<[string, 'income' | 'verification' | 'step' | 'workHours' | 'benefits']>([
    ['我的收入是多少？', 'income'],
    ['我在第几步？', 'step'],
    ['제 소득은 얼마인가요?', 'income'],
    ['몇 단계에 있나요?', 'step'],
    ['Какой мой доход?', 'income'],
    ['На каком я шаге?', 'step'],
    ['ما هو دخلي؟', 'income'],
    ['في أي خطوة أنا؟', 'step'],
    ['Thu nhập của tôi là bao nhiêu?', 'income'],
    ['Tôi đang ở bước nào?', 'step'],
    ['Magkano ang kita ko?', 'income'],
    ['Konbyen revni mwen?', 'income'],
    ['Ki etap mwen ye?', 'step'],
    ['Quels sont mes revenus ?', 'income'],
    ['À quelle étape suis-je ?', 'step'],
    ['Mes heures de travail suffisent ?', 'workHours'],
    ['Qual é a minha renda?', 'income'],
    ['Em que etapa estou?', 'step'],
    ['Quais benefícios escolhi?', 'benefits'],
    ['Что ещё нужно подтвердить из доходов?', 'verification'],
  ])('%s -> %s, answered from the application in the language', (question, intent) => {
    const answer = assistant.ask({
      message: question,
      language: 'en',
      context: sampleApplicantContext,
    });
    expect(answer.intent).toBe(intent);
    expect(answer.kind).toBe('applicant');
    expect(answer.language).not.toBe('en');
    expect(answer.message).toBe(
      [
        answerApplicantQuestion(intent, sampleApplicantContext, answer.language),
        // The page is in English: the line about the language menu, in the language.
        answer.message.split('\n\n').at(-1),
      ].join('\n\n'),
    );
  });

  it('does not take a rule question for the applicant’s own data', () => {
    for (const question of ['SNAP 的收入限额是多少？', 'Quel est le revenu maximum pour SNAP ?'])
      expect(assistant.ask({ message: question, language: 'en', context: null }).intent).toBeNull();
  });
});
