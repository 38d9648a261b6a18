import type { EstimateResponse } from '@benefits/domain';
import { formatMoney } from './facts.js';
import { normalize } from './text.js';
import type { AssistantLanguage } from './types.js';

// Issue 17 item 4: "How much SNAP could I get?" asked on an application is answered from the
// estimate of that application (GET /api/applications/:id/estimate), which the server puts in
// the context, worded in the chat's language, only when this question is asked.

const ESTIMATE_QUESTION =
  /\bhow much (snap|food stamps?|food (help|benefits?|assistance)|ebt|benefits?)\b.*\b(i|we)\b.*\b(get|receive|qualify)|\b(what|whats) (is |would be )?my (snap )?(benefit )?estimate\b|\bcuant[oa]s? (de |en )?(snap|cupones|estampillas|beneficios?|ayuda (de|para) comida)\b.*\b(puedo|podria|podriamos|podemos|voy a|vamos a|me (dan|darian|toca|tocaria))\b|\bcual (es|seria) mi (estimado|calculo)\b/;

/** Whether a message asks what the applicant's own SNAP estimate is (English or Spanish). */
export function isEstimateQuestion(message: string): boolean {
  const text = normalize(message)
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ');
  return ESTIMATE_QUESTION.test(text);
}

interface EstimateTexts {
  amount: (amount: string) => string;
  notEligible: string;
  unknown: string;
  why: string;
  more: string;
}

const T: Record<AssistantLanguage, EstimateTexts> = {
  en: {
    amount: (amount) =>
      `From what this application holds, you may get about ${amount} a month of SNAP. This is an estimate, not a decision: the agency decides.`,
    notEligible:
      'From what this application holds, you may not qualify for SNAP. This is an estimate, not a decision: the agency decides, and you can still apply.',
    unknown:
      "From what this application holds, we can't tell yet whether you may qualify for SNAP. The agency decides.",
    why: 'How we got this:',
    more: 'The What Programs Count step (step 11) shows the estimate for each program.',
  },
  es: {
    amount: (amount) =>
      `Con lo que tiene esta solicitud, podría recibir unos ${amount} al mes de SNAP. Es un estimado, no una decisión: la agencia decide.`,
    notEligible:
      'Con lo que tiene esta solicitud, podría no calificar para SNAP. Es un estimado, no una decisión: la agencia decide, y aún puede solicitar.',
    unknown:
      'Con lo que tiene esta solicitud, aún no podemos saber si podría calificar para SNAP. La agencia decide.',
    why: 'Cómo lo calculamos:',
    more: 'El paso Lo que cuentan los programas (paso 11) muestra el estimado de cada programa.',
  },
  zh: {
    amount: (amount) =>
      `根据这份申请中的信息，您每月可能获得大约 ${amount} 的 SNAP。这只是估算，不是决定：由机构决定。`,
    notEligible:
      '根据这份申请中的信息，您可能不符合 SNAP 的条件。这只是估算，不是决定：由机构决定，您仍然可以申请。',
    unknown: '根据这份申请中的信息，我们还无法判断您是否可能符合 SNAP 的条件。由机构决定。',
    why: '我们是这样算的：',
    more: '“各项目计算的内容”这一步（第 11 步）会显示每个项目的估算。',
  },
  vi: {
    amount: (amount) =>
      `Theo thông tin trong đơn này, bạn có thể nhận khoảng ${amount} SNAP mỗi tháng. Đây là ước tính, không phải quyết định: cơ quan sẽ quyết định.`,
    notEligible:
      'Theo thông tin trong đơn này, có thể bạn không đủ điều kiện nhận SNAP. Đây là ước tính, không phải quyết định: cơ quan sẽ quyết định, và bạn vẫn có thể nộp đơn.',
    unknown:
      'Theo thông tin trong đơn này, chúng tôi chưa thể biết bạn có thể đủ điều kiện nhận SNAP hay không. Cơ quan sẽ quyết định.',
    why: 'Cách chúng tôi tính:',
    more: 'Bước Các chương trình tính gì (bước 11) cho thấy ước tính của từng chương trình.',
  },
  ko: {
    amount: (amount) =>
      `이 신청서의 내용으로 보면 매달 약 ${amount}의 SNAP을 받을 수도 있습니다. 이것은 추정치이며 결정이 아닙니다. 결정은 기관이 합니다.`,
    notEligible:
      '이 신청서의 내용으로 보면 SNAP 자격이 되지 않을 수도 있습니다. 이것은 추정치이며 결정이 아닙니다. 결정은 기관이 하며, 그래도 신청할 수 있습니다.',
    unknown:
      '이 신청서의 내용으로는 SNAP 자격이 될 수 있는지 아직 알 수 없습니다. 결정은 기관이 합니다.',
    why: '계산 방법:',
    more: '‘프로그램별 계산’ 단계(11단계)에서 프로그램마다 추정치를 볼 수 있습니다.',
  },
  tl: {
    amount: (amount) =>
      `Batay sa nasa aplikasyong ito, maaari kayong makatanggap ng humigit-kumulang ${amount} na SNAP bawat buwan. Ito ay tantiya, hindi desisyon: ang ahensya ang magpapasya.`,
    notEligible:
      'Batay sa nasa aplikasyong ito, maaaring hindi kayo kwalipikado para sa SNAP. Ito ay tantiya, hindi desisyon: ang ahensya ang magpapasya, at maaari pa rin kayong mag-apply.',
    unknown:
      'Batay sa nasa aplikasyong ito, hindi pa namin masabi kung maaari kayong maging kwalipikado para sa SNAP. Ang ahensya ang magpapasya.',
    why: 'Paano namin ito nakuha:',
    more: 'Ipinapakita ng hakbang na Ano ang Binibilang ng mga Programa (hakbang 11) ang tantiya para sa bawat programa.',
  },
  ru: {
    amount: (amount) =>
      `По данным этого заявления вы можете получать около ${amount} SNAP в месяц. Это примерный расчёт, а не решение: решает агентство.`,
    notEligible:
      'По данным этого заявления вы, возможно, не имеете права на SNAP. Это примерный расчёт, а не решение: решает агентство, и вы всё равно можете подать заявление.',
    unknown:
      'По данным этого заявления мы пока не можем сказать, можете ли вы иметь право на SNAP. Решает агентство.',
    why: 'Как мы это посчитали:',
    more: 'На шаге «Что учитывают программы» (шаг 11) показан расчёт для каждой программы.',
  },
  ar: {
    amount: (amount) =>
      `بناءً على ما في هذا الطلب، قد تحصل على حوالي ${amount} شهريًا من SNAP. هذا تقدير وليس قرارًا: الوكالة هي التي تقرر.`,
    notEligible:
      'بناءً على ما في هذا الطلب، قد لا تكون مؤهلًا لـ SNAP. هذا تقدير وليس قرارًا: الوكالة هي التي تقرر، ولا يزال بإمكانك التقديم.',
    unknown:
      'بناءً على ما في هذا الطلب، لا يمكننا أن نعرف بعد إن كنت قد تكون مؤهلًا لـ SNAP. الوكالة هي التي تقرر.',
    why: 'كيف حسبنا ذلك:',
    more: 'تعرض خطوة "ما الذي تحسبه البرامج" (الخطوة 11) التقدير لكل برنامج.',
  },
  ht: {
    amount: (amount) =>
      `Dapre sa ki nan aplikasyon sa a, ou ka resevwa anviwon ${amount} SNAP chak mwa. Sa a se yon estimasyon, se pa yon desizyon: se ajans lan ki deside.`,
    notEligible:
      'Dapre sa ki nan aplikasyon sa a, ou ka pa kalifye pou SNAP. Sa a se yon estimasyon, se pa yon desizyon: se ajans lan ki deside, e ou ka toujou aplike.',
    unknown:
      'Dapre sa ki nan aplikasyon sa a, nou poko ka di si ou ka kalifye pou SNAP. Se ajans lan ki deside.',
    why: 'Kijan nou jwenn sa:',
    more: 'Etap Sa Pwogram yo Konte a (etap 11) montre estimasyon pou chak pwogram.',
  },
  fr: {
    amount: (amount) =>
      `D’après les informations de cette demande, vous pourriez recevoir environ ${amount} de SNAP par mois. C’est une estimation, pas une décision : l’agence décide.`,
    notEligible:
      'D’après les informations de cette demande, vous pourriez ne pas avoir droit à SNAP. C’est une estimation, pas une décision : l’agence décide, et vous pouvez quand même faire une demande.',
    unknown:
      'D’après les informations de cette demande, nous ne pouvons pas encore dire si vous pourriez avoir droit à SNAP. L’agence décide.',
    why: 'Comment nous l’avons calculé :',
    more: 'L’étape Ce que les programmes comptent (étape 11) montre l’estimation pour chaque programme.',
  },
  pt: {
    amount: (amount) =>
      `Com o que este pedido contém, você pode receber cerca de ${amount} por mês de SNAP. Isto é uma estimativa, não uma decisão: a agência decide.`,
    notEligible:
      'Com o que este pedido contém, você pode não se qualificar para o SNAP. Isto é uma estimativa, não uma decisão: a agência decide, e você ainda pode se inscrever.',
    unknown:
      'Com o que este pedido contém, ainda não podemos saber se você pode se qualificar para o SNAP. A agência decide.',
    why: 'Como calculamos:',
    more: 'A etapa O que os programas contam (etapa 11) mostra a estimativa de cada programa.',
  },
};

/** The SNAP estimate of the application in plain words, with its reasons. */
export function answerEstimate(estimate: EstimateResponse, language: AssistantLanguage): string {
  const t = T[language];
  const snap = estimate.programs.find((program) => program.program === 'snap');
  let lead: string = t.unknown;
  if (snap?.eligible === false) lead = t.notEligible;
  else if (snap?.eligible && snap.monthlyAmount !== null)
    lead = t.amount(formatMoney(snap.monthlyAmount, language));
  const reasons = (snap?.reasons ?? []).map((reason) => `- ${reason}`);
  return [lead, [t.why, ...reasons].join('\n'), t.more].join('\n\n');
}
