import {
  benefitName,
  benefitNameIn,
  financialSummary,
  formatDollars,
  incomeCategoryName,
  incomeCategoryNameIn,
  nextWizardStep,
  type VerificationMethod,
  verificationMethodLabels,
  verificationProgress,
  WIZARD_STEP_COUNT,
  type WizardStep,
  wizardStepNumber,
  workRequirementStatus,
} from '@benefits/domain';
import { formatMoney, formatNumber } from './facts.js';
import { normalize } from './text.js';
import type { ApplicantContext, ApplicantIntent, AssistantLanguage } from './types.js';

// Application-aware answers: questions about the applicant's own application are answered from
// the ApplicantContext through packages/domain (the same math as the summary screens).

const INTENT_PATTERNS: readonly [ApplicantIntent, RegExp][] = [
  [
    'verification',
    /\b(left|still|remaining|pending|yet|missing|unverified|not verified|need) (to )?(be )?verif|\bverif\w* (left|remaining|pending|missing|still)|\b(which|what) (of my )?(income )?(sources?|incomes?) (are|is|still|have) ?(not |still |yet )?(been )?(verified|unverified)|\b(have|did) i verif|\bmy verification\b|\b(falta|faltan|pendiente|pendientes|quedan?|todavia|aun)\b.*\bverific|\bverific\w*.*\b(falta|faltan|pendiente|pendientes)\b|\bmis? verificacion/,
  ],
  [
    'workHours',
    /\bmy (work |working )?hours\b|\b(do|will|did) i (meet|pass|have enough|reach|make)\b.*\b(hours|work requirement|requirement)|\bam i (meeting|above|below|under|over|close)\b.*\b(hours|requirement)|\bhow many (work )?hours (do|have|did) i (have|work|report|log|get)\b|\bmy work (requirement|status)\b|\bmis horas\b|\bcumplo\b.*\b(requisito|horas)|\bcuantas horas (tengo|llevo|trabajo|he)\b|\b(tengo|llevo) (suficientes|bastantes) horas\b/,
  ],
  [
    'income',
    /\bmy (total |monthly |yearly |annual |reported |household |combined )?(income|earnings)\b(?! (as|from|with|to|on))|\bhow much (money |income )?(do|did|have) i (make|earn|report|made|earned|reported|get)\b|\bhow much i (make|earn|reported)\b|\bmis? ingresos?( mensual(es)?| total(es)?| reportados?| anual(es)?)?\b(?! (de|con|como))|\bcuanto (dinero )?(gano|ganamos|reporte|he reportado|recibo|gane)\b/,
  ],
  [
    'step',
    /\b(what|which) step (am i|i am|im)\b|\bwhere am i\b|\bmy progress\b|\bhow far (am i|along)\b|\bwhere (did i|do i) (leave off|stop|stopped|left off)\b|\bhow many steps (are )?(left|remaining)\b|\bwhat('?s| is) my next step\b|\bwhat (do|should) i do next\b|\ben (que|cual) paso (estoy|voy|me quede|va)\b|\bdonde (estoy|voy|me quede)\b|\bmi progreso\b|\bcuantos pasos (me )?faltan\b|\bcual es mi siguiente paso\b|\bque (hago|sigue) ahora\b/,
  ],
  [
    'benefits',
    /\b(what|which) (benefits?|programs?) (did|have|am) i (choose|chose|chosen|select|selected|pick|picked|apply|applied|applying)\b|\bwhat (did|have) i appl(y|ied) for\b|\bmy (selected |chosen )?(benefits|programs)\b|\b(que|cuales) (beneficios|programas) (elegi|escogi|seleccione|pedi|solicite|estoy pidiendo)\b|\bmis (beneficios|programas)\b/,
  ],
];

/** Income questions must ask for an amount, not about a rule ('how far back does SNAP look at my income'). */
const AMOUNT_CUE =
  /\b(what|whats|how much|total|show|tell|sum|cuanto|cuanta|cual|cuales|dime|muestrame)\b/;
const NOT_AMOUNT =
  /\b(look|looks|change|changes|changed|count|counts|prove|proof|verify|fix|mistake|edit|wrong|cambia|cambio|probar|corregir|error)\b/;

const HOW_TO =
  /\b(how (do|can|should) i|where do i|what counts|do i (need|have) to|should i|can i|como (reporto|agrego|pongo|declaro|puedo)|que cuenta como|tengo que|debo)\b/;

const BENEFIT_ACTION =
  /\b(appeal|renew|report|lose|lost|stop|stopped|cut|denied|deny|keep|end|ended|apelar|apelo|renovar|renuevo|reportar|perder|perdi|terminar|termino|negaron|mantener)\b/;

const RULE_QUESTION =
  /\b(have to|need to|must|required to|supposed to|tengo que|debo|hay que|necesito)\b.*\b(work|trabajar)\b|\b(to keep|for|para (mantener|recibir|tener))\b.*\b(snap|food stamps|medicaid|tanf|cupones|beneficios|benefits)\b/;

/**
 * The same questions in the nine other languages (decision 0863), as normalize() leaves them
 * (no accents; Arabic without vowel marks). Each asks about the applicant's own data only.
 */
const MORE_INTENTS: readonly [ApplicantIntent, RegExp][] = [
  [
    'verification',
    /(还有|哪些).{0,8}(没有|还没|未)(核实|验证)|(核实|验证).{0,6}(还剩|剩下)|확인.{0,8}(남은|안 된|안된)|(что|какие).{0,30}еще .{0,20}подтверд|не подтвержден|(لم|ما زال).{0,20}التحقق|chua (duoc )?xac minh|con phai xac minh|hindi pa na-?verify|kailangan pang i-?verify|poko verifye|rete pou (m )?verifye|reste a verifier|pas encore verifie|falta comprovar|ainda nao (foram )?comprovad/u,
  ],
  [
    'workHours',
    /我的(工作时间|工时)|(내|제) (근무|근로|일한) 시간|мои (рабочие )?часы|сколько (у меня )?(рабочих )?часов|ساعات عملي|gio lam (viec )?cua toi|oras ng (aking )?trabaho ko|aking oras ng trabaho|edtan travay mwen|mes heures( de travail)?\b|minhas horas( de trabalho)?\b/u,
  ],
  [
    'income',
    /我的(总|每月)?收入是多少|我(申报|报)的收入|(내|제) (총 |월 )?소득(은|이)? 얼마|(какои|каков) (у меня )?(мои )?(общии )?доход|мои (общии |месячныи )?доход|كم (هو )?دخلي|ما (هو )?دخلي|thu nhap cua toi (la )?bao nhieu|magkano ang (aking |kabuuang )?kita ko|konbyen revni mwen|quel(s)? (est|sont) mon revenu|quels sont mes revenus|a combien s.eleve(nt)? mes revenus|qual (e )?a minha renda|quanto e (a )?minha renda/u,
  ],
  [
    'step',
    /我(在|到)(第)?(几|哪)(一)?步|我的进度|(몇|어느) 단계(에|인)|(내|제) 진행 (상황|상태)|на каком (я )?шаге|мои прогресс|في اي خطوه|toi (dang )?o buoc (nao|may)|saang hakbang na ako|anong hakbang na ako|nan ki etap mwen ye|ki etap mwen ye|a quelle etape (je suis|suis-je)|ou en suis-je|ma progression|em (que|qual) etapa (eu )?estou|meu progresso/u,
  ],
  [
    'benefits',
    /我(选|选择|申请)了(哪些|什么)(福利|项目)|(내가|제가) (선택한|고른|신청한) (혜택|프로그램)|какие (льготы|программы) я (выбрал|выбрала)|ما (المزايا|البرامج) التي اخترتها|toi da chon (phuc loi|chuong trinh) (nao|gi)|anong mga (benepisyo|programa) ang pinili ko|ki (benefis|pwogram) mwen chwazi|quelles (aides|programmes) (ai-je|jai) choisi|quais (beneficios|programas) (eu )?escolhi/u,
  ],
];

/** The application-aware question a message asks, if any (in any of the 11 languages). */
export function detectApplicantIntent(message: string): ApplicantIntent | null {
  const unicode = normalize(message)
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [intent, pattern] of MORE_INTENTS) if (pattern.test(unicode)) return intent;
  const text = normalize(message)
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ');
  for (const [intent, pattern] of INTENT_PATTERNS) {
    if (!pattern.test(text)) continue;
    // 'How do I report my income?' asks how, not how much: leave it to the articles.
    // 'How do I appeal a decision about my benefits?' is about the benefits, not the choice.
    if (intent === 'benefits' && BENEFIT_ACTION.test(text)) continue;
    // 'How many hours do I have to work?' asks the rule, not the applicant's own hours.
    if (intent === 'workHours' && RULE_QUESTION.test(text)) continue;
    if (
      intent === 'income' &&
      (HOW_TO.test(text) || !AMOUNT_CUE.test(text) || NOT_AMOUNT.test(text))
    )
      continue;
    return intent;
  }
  return null;
}

/** The article an application-aware answer points to for more. */
export const intentArticle: Readonly<Record<ApplicantIntent, string>> = {
  income: 'step-income-summary-pre',
  verification: 'step-income-verification',
  step: 'wizard-steps',
  workHours: 'work-requirements',
  benefits: 'programs-overview',
  estimate: 'snap-how-much',
};

/** The steps' titles as the progress header shows them (apps/web wizard.steps.*.title). */
const stepTitles: Record<AssistantLanguage, Record<WizardStep, string>> = {
  en: {
    'account-creation': 'Create Your Account',
    'benefits-selection': 'Choose Your Benefits',
    'household-members': 'Your Household',
    'home-address': 'Your Address',
    'work-requirements': 'Work Requirements',
    'process-overview': 'How It Works',
    'document-upload': 'Upload Documents',
    'income-categories': 'Your Income',
    'income-summary-pre': 'Income Summary',
    'income-verification': 'Verify Your Income',
    'expense-workflow-intro': 'Business Expenses',
    'expense-categories': 'Your Expenses',
    'home-costs': 'Home Costs',
    resources: 'Money You Have',
    'enhanced-financial-summary': 'What Programs Count',
    'final-review': 'Final Review',
    submission: 'Submit Application',
  },
  es: {
    'account-creation': 'Cree su cuenta',
    'benefits-selection': 'Elija sus beneficios',
    'household-members': 'Su hogar',
    'home-address': 'Su dirección',
    'work-requirements': 'Requisitos de trabajo',
    'process-overview': 'Cómo funciona',
    'document-upload': 'Suba documentos',
    'income-categories': 'Sus ingresos',
    'income-summary-pre': 'Resumen de ingresos',
    'income-verification': 'Pruebe sus ingresos',
    'expense-workflow-intro': 'Gastos de negocio',
    'expense-categories': 'Sus gastos',
    'home-costs': 'Gastos del hogar',
    resources: 'Dinero que tiene',
    'enhanced-financial-summary': 'Lo que cuentan los programas',
    'final-review': 'Revisión final',
    submission: 'Envíe su solicitud',
  },
  zh: {
    'account-creation': '创建您的账户',
    'benefits-selection': '选择您的福利',
    'household-members': '您的家庭',
    'home-address': '您的地址',
    'work-requirements': '工作要求',
    'process-overview': '申请流程',
    'document-upload': '上传文件',
    'income-categories': '您的收入',
    'income-summary-pre': '收入摘要',
    'income-verification': '核实您的收入',
    'expense-workflow-intro': '营业开支',
    'expense-categories': '您的开支',
    'home-costs': '住房费用',
    resources: '您拥有的钱',
    'enhanced-financial-summary': '各项目计算的内容',
    'final-review': '最终检查',
    submission: '提交申请',
  },
  vi: {
    'account-creation': 'Tạo tài khoản của bạn',
    'benefits-selection': 'Chọn phúc lợi của bạn',
    'household-members': 'Hộ gia đình của bạn',
    'home-address': 'Địa chỉ của bạn',
    'work-requirements': 'Yêu cầu về việc làm',
    'process-overview': 'Cách thức hoạt động',
    'document-upload': 'Tải lên giấy tờ',
    'income-categories': 'Thu nhập của bạn',
    'income-summary-pre': 'Tóm tắt thu nhập',
    'income-verification': 'Xác minh thu nhập của bạn',
    'expense-workflow-intro': 'Chi phí kinh doanh',
    'expense-categories': 'Chi phí của bạn',
    'home-costs': 'Chi phí nhà ở',
    resources: 'Tiền bạn có',
    'enhanced-financial-summary': 'Các chương trình tính gì',
    'final-review': 'Xem lại lần cuối',
    submission: 'Nộp đơn',
  },
  ko: {
    'account-creation': '계정 만들기',
    'benefits-selection': '혜택 선택',
    'household-members': '가구 구성원',
    'home-address': '주소',
    'work-requirements': '근로 요건',
    'process-overview': '진행 방법',
    'document-upload': '서류 업로드',
    'income-categories': '소득',
    'income-summary-pre': '소득 요약',
    'income-verification': '소득 확인',
    'expense-workflow-intro': '사업 비용',
    'expense-categories': '지출',
    'home-costs': '주거비',
    resources: '보유 자금',
    'enhanced-financial-summary': '프로그램별 계산',
    'final-review': '최종 검토',
    submission: '신청서 제출',
  },
  tl: {
    'account-creation': 'Gumawa ng Inyong Account',
    'benefits-selection': 'Piliin ang Inyong mga Benepisyo',
    'household-members': 'Ang Inyong Sambahayan',
    'home-address': 'Ang Inyong Address',
    'work-requirements': 'Mga Kinakailangan sa Trabaho',
    'process-overview': 'Paano Ito Gumagana',
    'document-upload': 'Mag-upload ng mga Dokumento',
    'income-categories': 'Ang Inyong Kita',
    'income-summary-pre': 'Buod ng Kita',
    'income-verification': 'I-verify ang Inyong Kita',
    'expense-workflow-intro': 'Mga Gastos sa Negosyo',
    'expense-categories': 'Ang Inyong mga Gastos',
    'home-costs': 'Mga Gastos sa Bahay',
    resources: 'Perang Mayroon Kayo',
    'enhanced-financial-summary': 'Ano ang Binibilang ng mga Programa',
    'final-review': 'Huling Pagsusuri',
    submission: 'Isumite ang Aplikasyon',
  },
  ru: {
    'account-creation': 'Создайте учётную запись',
    'benefits-selection': 'Выберите льготы',
    'household-members': 'Ваша семья',
    'home-address': 'Ваш адрес',
    'work-requirements': 'Требования к работе',
    'process-overview': 'Как это работает',
    'document-upload': 'Загрузка документов',
    'income-categories': 'Ваш доход',
    'income-summary-pre': 'Сводка доходов',
    'income-verification': 'Подтвердите доход',
    'expense-workflow-intro': 'Расходы на бизнес',
    'expense-categories': 'Ваши расходы',
    'home-costs': 'Расходы на жильё',
    resources: 'Ваши деньги',
    'enhanced-financial-summary': 'Что учитывают программы',
    'final-review': 'Последняя проверка',
    submission: 'Отправка заявления',
  },
  ar: {
    'account-creation': 'أنشئ حسابك',
    'benefits-selection': 'اختر المزايا',
    'household-members': 'أسرتك',
    'home-address': 'عنوانك',
    'work-requirements': 'متطلبات العمل',
    'process-overview': 'كيف تعمل العملية',
    'document-upload': 'تحميل المستندات',
    'income-categories': 'دخلك',
    'income-summary-pre': 'ملخص الدخل',
    'income-verification': 'تحقق من دخلك',
    'expense-workflow-intro': 'نفقات العمل التجاري',
    'expense-categories': 'نفقاتك',
    'home-costs': 'تكاليف السكن',
    resources: 'الأموال التي لديك',
    'enhanced-financial-summary': 'ما الذي تحسبه البرامج',
    'final-review': 'المراجعة النهائية',
    submission: 'إرسال الطلب',
  },
  ht: {
    'account-creation': 'Kreye Kont Ou',
    'benefits-selection': 'Chwazi Benefis Ou',
    'household-members': 'Fanmi Ou',
    'home-address': 'Adrès Ou',
    'work-requirements': 'Kondisyon Travay',
    'process-overview': 'Kijan Sa Mache',
    'document-upload': 'Telechaje Dokiman',
    'income-categories': 'Revni Ou',
    'income-summary-pre': 'Rezime Revni',
    'income-verification': 'Verifye Revni Ou',
    'expense-workflow-intro': 'Depans Biznis',
    'expense-categories': 'Depans Ou',
    'home-costs': 'Frè Lakay',
    resources: 'Lajan Ou Genyen',
    'enhanced-financial-summary': 'Sa Pwogram yo Konte',
    'final-review': 'Dènye Revizyon',
    submission: 'Soumèt Aplikasyon',
  },
  fr: {
    'account-creation': 'Créez votre compte',
    'benefits-selection': 'Choisissez vos aides',
    'household-members': 'Votre foyer',
    'home-address': 'Votre adresse',
    'work-requirements': 'Exigences de travail',
    'process-overview': 'Comment ça marche',
    'document-upload': 'Envoyer des documents',
    'income-categories': 'Vos revenus',
    'income-summary-pre': 'Résumé des revenus',
    'income-verification': 'Vérifiez vos revenus',
    'expense-workflow-intro': 'Dépenses d’entreprise',
    'expense-categories': 'Vos dépenses',
    'home-costs': 'Frais de logement',
    resources: 'L’argent que vous avez',
    'enhanced-financial-summary': 'Ce que les programmes comptent',
    'final-review': 'Vérification finale',
    submission: 'Envoyer la demande',
  },
  pt: {
    'account-creation': 'Crie sua conta',
    'benefits-selection': 'Escolha seus benefícios',
    'household-members': 'Sua família',
    'home-address': 'Seu endereço',
    'work-requirements': 'Requisitos de trabalho',
    'process-overview': 'Como funciona',
    'document-upload': 'Envie documentos',
    'income-categories': 'Sua renda',
    'income-summary-pre': 'Resumo da renda',
    'income-verification': 'Comprove sua renda',
    'expense-workflow-intro': 'Despesas do negócio',
    'expense-categories': 'Suas despesas',
    'home-costs': 'Custos da moradia',
    resources: 'Dinheiro que você tem',
    'enhanced-financial-summary': 'O que os programas contam',
    'final-review': 'Revisão final',
    submission: 'Envie seu pedido',
  },
};

export function stepTitle(step: WizardStep, language: AssistantLanguage): string {
  return stepTitles[language][step];
}

type Frequency = 'weekly' | 'biweekly' | 'monthly' | 'annual';
const frequencyWords: Record<AssistantLanguage, Record<Frequency, string>> = {
  en: { weekly: 'a week', biweekly: 'every 2 weeks', monthly: 'a month', annual: 'a year' },
  es: { weekly: 'por semana', biweekly: 'cada 2 semanas', monthly: 'al mes', annual: 'al año' },
  zh: { weekly: '每周', biweekly: '每两周', monthly: '每月', annual: '每年' },
  vi: { weekly: 'mỗi tuần', biweekly: 'mỗi 2 tuần', monthly: 'mỗi tháng', annual: 'mỗi năm' },
  ko: { weekly: '매주', biweekly: '2주마다', monthly: '매달', annual: '매년' },
  tl: {
    weekly: 'bawat linggo',
    biweekly: 'bawat 2 linggo',
    monthly: 'bawat buwan',
    annual: 'bawat taon',
  },
  ru: { weekly: 'в неделю', biweekly: 'раз в 2 недели', monthly: 'в месяц', annual: 'в год' },
  ar: { weekly: 'أسبوعيًا', biweekly: 'كل أسبوعين', monthly: 'شهريًا', annual: 'سنويًا' },
  ht: { weekly: 'chak semèn', biweekly: 'chak 2 semèn', monthly: 'chak mwa', annual: 'chak ane' },
  fr: {
    weekly: 'par semaine',
    biweekly: 'toutes les 2 semaines',
    monthly: 'par mois',
    annual: 'par an',
  },
  pt: { weekly: 'por semana', biweekly: 'a cada 2 semanas', monthly: 'por mês', annual: 'por ano' },
};

interface ApplicantTexts {
  noApplication: string;
  noIncome: string;
  income: (monthly: string, annual: string, count: number) => string;
  work: (monthly: string) => string;
  incomeNote: string;
  allVerified: (total: number) => string;
  verifiedCount: (verified: number, total: number) => string;
  leftToVerify: string;
  verifiedList: string;
  verifyHow: string;
  step: (n: number, title: string) => string;
  next: (title: string) => string;
  notStarted: string;
  submitted: string;
  status: (status: string) => string;
  hours: (month: string, week: string) => string;
  basis: Record<'reported' | 'minimumWage' | 'mixed' | 'none', string>;
  band: Record<'met' | 'approaching' | 'below', string>;
  hoursNote: string;
  benefits: (list: string) => string;
  noBenefits: string;
}

const T: Record<AssistantLanguage, ApplicantTexts> = {
  en: {
    noApplication:
      'I cannot see an application yet. Open your application (or start one) and ask me again, and I will answer from your own answers.',
    noIncome: 'You have not added any income sources yet. You can add them on step 6, Your Income.',
    income: (monthly: string, annual: string, count: number) =>
      `Your reported income is ${monthly} a month (${annual} a year), from ${count} ${count === 1 ? 'source' : 'sources'}:`,
    work: (monthly: string) => `Work income (wages and self-employment): ${monthly} a month.`,
    incomeNote:
      'These totals come from what you entered. The agency decides eligibility, not this number alone.',
    allVerified: (total: number) =>
      `All ${total} of your income ${total === 1 ? 'source is' : 'sources are'} verified. You can continue to business expenses.`,
    verifiedCount: (verified: number, total: number) =>
      `You have verified ${verified} of ${total} income ${total === 1 ? 'source' : 'sources'}.`,
    leftToVerify: 'Still to verify:',
    verifiedList: 'Already verified:',
    verifyHow:
      'On step 8, press "Verify Now" next to a source. You can upload a document, link payroll (jobs and self-employment only), link your bank, or write a note.',
    step: (n: number, title: string) => `You are on step ${n} of ${WIZARD_STEP_COUNT}: ${title}.`,
    next: (title: string) => `Next comes: ${title}.`,
    notStarted: 'You have not started the steps yet. Begin with step 2, Choose Your Benefits.',
    submitted:
      'Your application was submitted. Each program you asked for has its own time limit and sends you a letter with its decision. Your confirmation page and email list the next steps for each one.',
    status: (status: string) => `Your application status is: ${status}.`,
    hours: (month: string, week: string) =>
      `Your work hours are about ${month} hours a month (${week} a week).`,
    basis: {
      reported: 'This uses the hours you entered.',
      minimumWage:
        'You did not enter hours, so this is an estimate: your monthly work income divided by the $7.25 federal minimum wage.',
      mixed:
        'This adds the hours you entered and, for sources without hours, an estimate from the $7.25 minimum wage.',
      none: 'You have no wage or self-employment income in your application, so your work hours are 0.',
    },
    band: {
      met: 'Status: Work Requirement Met (80 or more hours a month).',
      approaching:
        'Status: Approaching Requirement (60 to under 80 hours a month). The goal is 80.',
      below: 'Status: Below Work Requirement (under 60 hours a month). The goal is 80.',
    },
    hoursNote:
      'Work rules depend on the program, your age and your situation, and many people are exempt. The agency makes the final decision.',
    benefits: (list: string) => `You chose: ${list}.`,
    noBenefits: 'You have not chosen any benefits yet. You can choose them on step 2.',
  },
  es: {
    noApplication:
      'Todavía no veo una solicitud. Abra su solicitud (o empiece una) y pregúnteme otra vez; le contestaré con sus propias respuestas.',
    noIncome: 'Todavía no agregó fuentes de ingresos. Puede agregarlas en el paso 6, Sus ingresos.',
    income: (monthly: string, annual: string, count: number) =>
      `Sus ingresos reportados son ${monthly} al mes (${annual} al año), de ${count} ${count === 1 ? 'fuente' : 'fuentes'}:`,
    work: (monthly: string) =>
      `Ingresos de trabajo (salarios y trabajo por cuenta propia): ${monthly} al mes.`,
    incomeNote:
      'Estos totales salen de lo que usted escribió. La agencia decide si califica, no solo este número.',
    allVerified: (total: number) =>
      `${total === 1 ? 'Su fuente de ingresos está verificada' : `Sus ${total} fuentes de ingresos están verificadas`}. Puede seguir a los gastos de negocio.`,
    verifiedCount: (verified: number, total: number) =>
      `Usted verificó ${verified} de ${total} ${total === 1 ? 'fuente' : 'fuentes'} de ingresos.`,
    leftToVerify: 'Falta verificar:',
    verifiedList: 'Ya verificadas:',
    verifyHow:
      'En el paso 8, toque "Verificar ahora" junto a una fuente. Puede subir un documento, conectar la nómina (solo trabajos y trabajo por cuenta propia), conectar su banco o escribir una nota.',
    step: (n: number, title: string) =>
      `Usted está en el paso ${n} de ${WIZARD_STEP_COUNT}: ${title}.`,
    next: (title: string) => `Después sigue: ${title}.`,
    notStarted: 'Todavía no empezó los pasos. Empiece con el paso 2, Elija sus beneficios.',
    submitted:
      'Su solicitud fue enviada. Cada programa que pidió tiene su propio plazo y le envía una carta con su decisión. Su página de confirmación y su correo muestran los próximos pasos de cada uno.',
    status: (status: string) => `El estado de su solicitud es: ${status}.`,
    hours: (month: string, week: string) =>
      `Sus horas de trabajo son unas ${month} horas al mes (${week} por semana).`,
    basis: {
      reported: 'Esto usa las horas que usted escribió.',
      minimumWage:
        'Usted no escribió horas, así que es un cálculo: sus ingresos de trabajo del mes divididos entre el salario mínimo federal de $7.25.',
      mixed:
        'Esto suma las horas que usted escribió y, para las fuentes sin horas, un cálculo con el salario mínimo de $7.25.',
      none: 'No tiene ingresos de salario ni de trabajo por cuenta propia en su solicitud, así que sus horas de trabajo son 0.',
    },
    band: {
      met: 'Estado: cumple el requisito de trabajo (80 horas o más al mes).',
      approaching: 'Estado: cerca del requisito (de 60 a menos de 80 horas al mes). La meta es 80.',
      below:
        'Estado: por debajo del requisito de trabajo (menos de 60 horas al mes). La meta es 80.',
    },
    hoursNote:
      'Las reglas de trabajo dependen del programa, su edad y su situación, y muchas personas están exentas. La agencia toma la decisión final.',
    benefits: (list: string) => `Usted eligió: ${list}.`,
    noBenefits: 'Todavía no eligió beneficios. Puede elegirlos en el paso 2.',
  },
  zh: {
    noApplication:
      '我还看不到申请。请打开您的申请（或开始一份新申请）后再问我，我会根据您自己填写的内容回答。',
    noIncome: '您还没有添加任何收入来源。您可以在第 6 步“您的收入”中添加。',
    income: (monthly, annual, count) =>
      `您申报的收入是每月 ${monthly}（每年 ${annual}），来自 ${count} 个来源：`,
    work: (monthly) => `工作收入（工资和自雇收入）：每月 ${monthly}。`,
    incomeNote: '这些总数来自您填写的内容。是否符合资格由机构决定，不只看这个数字。',
    allVerified: (total) => `您的 ${total} 个收入来源都已核实。您可以继续填写营业开支。`,
    verifiedCount: (verified, total) => `您已核实 ${total} 个收入来源中的 ${verified} 个。`,
    leftToVerify: '还需要核实：',
    verifiedList: '已经核实：',
    verifyHow:
      '在第 8 步，点击收入来源旁边的“立即核实”。您可以上传文件、连接工资系统（仅限工作和自雇收入）、连接银行账户，或写一条说明。',
    step: (n, title) => `您在第 ${n} 步（共 ${WIZARD_STEP_COUNT} 步）：${title}。`,
    next: (title) => `下一步是：${title}。`,
    notStarted: '您还没有开始填写步骤。请从第 2 步“选择您的福利”开始。',
    submitted:
      '您的申请已经提交。您申请的每个项目都有自己的处理时限，并会寄信告诉您决定。您的确认页面和电子邮件列出了每个项目的下一步。',
    status: (status) => `您的申请状态是：${status}。`,
    hours: (month, week) => `您的工作时间大约是每月 ${month} 小时（每周 ${week} 小时）。`,
    basis: {
      reported: '这是根据您填写的工作时间计算的。',
      minimumWage:
        '您没有填写工作时间，所以这是一个估算：用您每月的工作收入除以联邦最低工资每小时 7.25 美元。',
      mixed:
        '这里加上了您填写的工作时间；对于没有填写时间的来源，按每小时 7.25 美元的最低工资估算。',
      none: '您的申请中没有工资或自雇收入，所以您的工作时间是 0。',
    },
    band: {
      met: '状态：已达到工作要求（每月 80 小时或以上）。',
      approaching: '状态：接近要求（每月 60 到不满 80 小时）。目标是 80 小时。',
      below: '状态：未达到工作要求（每月不满 60 小时）。目标是 80 小时。',
    },
    hoursNote: '工作规定取决于项目、您的年龄和您的情况，很多人可以免除。最后由机构决定。',
    benefits: (list) => `您选择了：${list}。`,
    noBenefits: '您还没有选择任何福利。您可以在第 2 步选择。',
  },
  vi: {
    noApplication:
      'Tôi chưa thấy đơn nào. Hãy mở đơn của bạn (hoặc bắt đầu một đơn mới) rồi hỏi lại, tôi sẽ trả lời dựa trên câu trả lời của chính bạn.',
    noIncome: 'Bạn chưa thêm nguồn thu nhập nào. Bạn có thể thêm ở bước 6, Thu nhập của bạn.',
    income: (monthly, annual, count) =>
      `Thu nhập bạn đã khai là ${monthly} mỗi tháng (${annual} mỗi năm), từ ${count} nguồn:`,
    work: (monthly) => `Thu nhập từ việc làm (tiền lương và tự kinh doanh): ${monthly} mỗi tháng.`,
    incomeNote:
      'Các tổng số này lấy từ những gì bạn đã nhập. Cơ quan quyết định bạn có đủ điều kiện hay không, không chỉ dựa vào con số này.',
    allVerified: (total) =>
      `Cả ${total} nguồn thu nhập của bạn đã được xác minh. Bạn có thể tiếp tục sang chi phí kinh doanh.`,
    verifiedCount: (verified, total) => `Bạn đã xác minh ${verified} trên ${total} nguồn thu nhập.`,
    leftToVerify: 'Còn cần xác minh:',
    verifiedList: 'Đã xác minh:',
    verifyHow:
      'Ở bước 8, bấm "Xác minh ngay" bên cạnh một nguồn. Bạn có thể tải lên giấy tờ, kết nối bảng lương (chỉ cho việc làm và tự kinh doanh), kết nối ngân hàng, hoặc viết ghi chú.',
    step: (n, title) => `Bạn đang ở bước ${n} trên ${WIZARD_STEP_COUNT}: ${title}.`,
    next: (title) => `Tiếp theo là: ${title}.`,
    notStarted: 'Bạn chưa bắt đầu các bước. Hãy bắt đầu với bước 2, Chọn phúc lợi của bạn.',
    submitted:
      'Đơn của bạn đã được nộp. Mỗi chương trình bạn xin có thời hạn riêng và sẽ gửi thư báo quyết định cho bạn. Trang xác nhận và email của bạn liệt kê các bước tiếp theo cho từng chương trình.',
    status: (status) => `Tình trạng đơn của bạn là: ${status}.`,
    hours: (month, week) =>
      `Số giờ làm việc của bạn khoảng ${month} giờ mỗi tháng (${week} giờ mỗi tuần).`,
    basis: {
      reported: 'Con số này dùng số giờ bạn đã nhập.',
      minimumWage:
        'Bạn chưa nhập số giờ, nên đây là ước tính: thu nhập từ việc làm mỗi tháng chia cho mức lương tối thiểu liên bang $7.25.',
      mixed:
        'Con số này cộng số giờ bạn đã nhập và, với các nguồn không có số giờ, một ước tính theo mức lương tối thiểu $7.25.',
      none: 'Đơn của bạn không có thu nhập từ tiền lương hay tự kinh doanh, nên số giờ làm việc của bạn là 0.',
    },
    band: {
      met: 'Tình trạng: Đạt yêu cầu về việc làm (80 giờ trở lên mỗi tháng).',
      approaching: 'Tình trạng: Gần đạt yêu cầu (từ 60 đến dưới 80 giờ mỗi tháng). Mục tiêu là 80.',
      below: 'Tình trạng: Chưa đạt yêu cầu về việc làm (dưới 60 giờ mỗi tháng). Mục tiêu là 80.',
    },
    hoursNote:
      'Quy định về việc làm tùy theo chương trình, tuổi và hoàn cảnh của bạn, và nhiều người được miễn. Cơ quan đưa ra quyết định cuối cùng.',
    benefits: (list) => `Bạn đã chọn: ${list}.`,
    noBenefits: 'Bạn chưa chọn phúc lợi nào. Bạn có thể chọn ở bước 2.',
  },
  ko: {
    noApplication:
      '아직 신청서가 보이지 않습니다. 신청서를 열거나 새로 시작한 후 다시 물어보세요. 직접 입력하신 내용으로 답해 드리겠습니다.',
    noIncome: '아직 소득원을 추가하지 않았습니다. 6단계 ‘소득’에서 추가할 수 있습니다.',
    income: (monthly, annual, count) =>
      `신고한 소득은 매달 ${monthly}(연간 ${annual})이며, 소득원은 ${count}개입니다:`,
    work: (monthly) => `근로 소득(급여와 자영업): 매달 ${monthly}.`,
    incomeNote:
      '이 합계는 입력하신 내용에서 나온 것입니다. 자격은 이 숫자만으로 정해지지 않으며 기관이 결정합니다.',
    allVerified: (total) =>
      `소득원 ${total}개가 모두 확인되었습니다. 사업 비용 단계로 계속 진행할 수 있습니다.`,
    verifiedCount: (verified, total) => `소득원 ${total}개 중 ${verified}개를 확인했습니다.`,
    leftToVerify: '아직 확인할 항목:',
    verifiedList: '확인 완료:',
    verifyHow:
      '8단계에서 소득원 옆의 "지금 확인"을 누르세요. 서류를 올리거나, 급여 시스템을 연결하거나(근로 및 자영업만), 은행을 연결하거나, 메모를 쓸 수 있습니다.',
    step: (n, title) => `현재 ${WIZARD_STEP_COUNT}단계 중 ${n}단계입니다: ${title}.`,
    next: (title) => `다음 단계: ${title}.`,
    notStarted: '아직 단계를 시작하지 않았습니다. 2단계 ‘혜택 선택’부터 시작하세요.',
    submitted:
      '신청서가 제출되었습니다. 신청한 프로그램마다 처리 기한이 따로 있으며, 결정은 편지로 알려 드립니다. 확인 페이지와 이메일에 프로그램별 다음 단계가 나와 있습니다.',
    status: (status) => `신청서 상태: ${status}.`,
    hours: (month, week) => `근무 시간은 매달 약 ${month}시간(매주 ${week}시간)입니다.`,
    basis: {
      reported: '입력하신 근무 시간을 사용했습니다.',
      minimumWage:
        '근무 시간을 입력하지 않아서 추정한 값입니다: 매달 근로 소득을 연방 최저임금 $7.25로 나눈 값입니다.',
      mixed:
        '입력하신 근무 시간에, 시간이 없는 소득원은 최저임금 $7.25로 추정한 시간을 더했습니다.',
      none: '신청서에 급여나 자영업 소득이 없어서 근무 시간은 0입니다.',
    },
    band: {
      met: '상태: 근로 요건 충족(매달 80시간 이상).',
      approaching: '상태: 요건에 근접(매달 60시간 이상 80시간 미만). 목표는 80시간입니다.',
      below: '상태: 근로 요건 미달(매달 60시간 미만). 목표는 80시간입니다.',
    },
    hoursNote:
      '근로 규정은 프로그램, 나이, 상황에 따라 다르며 면제되는 사람도 많습니다. 최종 결정은 기관이 합니다.',
    benefits: (list) => `선택한 혜택: ${list}.`,
    noBenefits: '아직 혜택을 선택하지 않았습니다. 2단계에서 선택할 수 있습니다.',
  },
  tl: {
    noApplication:
      'Wala pa akong nakikitang aplikasyon. Buksan ang inyong aplikasyon (o magsimula ng bago) at magtanong ulit, at sasagot ako batay sa sarili ninyong mga sagot.',
    noIncome:
      'Wala pa kayong idinagdag na pinagkukunan ng kita. Maaari ninyong idagdag ang mga ito sa hakbang 6, Ang Inyong Kita.',
    income: (monthly, annual, count) =>
      `Ang iniulat ninyong kita ay ${monthly} bawat buwan (${annual} bawat taon), mula sa ${count} na pinagkukunan:`,
    work: (monthly) => `Kita mula sa trabaho (sahod at sariling negosyo): ${monthly} bawat buwan.`,
    incomeNote:
      'Galing ang mga kabuuang ito sa inilagay ninyo. Ang ahensya ang nagpapasya kung kwalipikado kayo, hindi lamang ang numerong ito.',
    allVerified: (total) =>
      `Na-verify na ang lahat ng ${total} na pinagkukunan ng inyong kita. Maaari na kayong magpatuloy sa mga gastos sa negosyo.`,
    verifiedCount: (verified, total) =>
      `Na-verify na ninyo ang ${verified} sa ${total} na pinagkukunan ng kita.`,
    leftToVerify: 'Kailangan pang i-verify:',
    verifiedList: 'Na-verify na:',
    verifyHow:
      'Sa hakbang 8, pindutin ang "I-verify Ngayon" sa tabi ng pinagkukunan. Maaari kayong mag-upload ng dokumento, ikonekta ang payroll (trabaho at sariling negosyo lamang), ikonekta ang inyong bangko, o sumulat ng tala.',
    step: (n, title) => `Nasa hakbang ${n} kayo ng ${WIZARD_STEP_COUNT}: ${title}.`,
    next: (title) => `Susunod: ${title}.`,
    notStarted:
      'Hindi pa ninyo sinisimulan ang mga hakbang. Magsimula sa hakbang 2, Piliin ang Inyong mga Benepisyo.',
    submitted:
      'Naisumite na ang inyong aplikasyon. Ang bawat programang hiniling ninyo ay may sariling takdang panahon at magpapadala sa inyo ng sulat tungkol sa desisyon nito. Nakalista sa inyong confirmation page at email ang mga susunod na hakbang para sa bawat isa.',
    status: (status) => `Ang status ng inyong aplikasyon ay: ${status}.`,
    hours: (month, week) =>
      `Ang oras ng inyong trabaho ay mga ${month} oras bawat buwan (${week} bawat linggo).`,
    basis: {
      reported: 'Ginagamit nito ang mga oras na inilagay ninyo.',
      minimumWage:
        'Hindi kayo naglagay ng oras, kaya ito ay tantiya: ang buwanang kita ninyo mula sa trabaho na hinati sa pederal na minimum na sahod na $7.25.',
      mixed:
        'Pinagsasama nito ang mga oras na inilagay ninyo at, para sa mga pinagkukunang walang oras, isang tantiya mula sa minimum na sahod na $7.25.',
      none: 'Wala kayong kita mula sa sahod o sariling negosyo sa inyong aplikasyon, kaya 0 ang oras ng inyong trabaho.',
    },
    band: {
      met: 'Status: Natugunan ang Kinakailangan sa Trabaho (80 oras o higit pa bawat buwan).',
      approaching:
        'Status: Malapit na sa Kinakailangan (60 hanggang wala pang 80 oras bawat buwan). Ang layunin ay 80.',
      below:
        'Status: Kulang sa Kinakailangan sa Trabaho (wala pang 60 oras bawat buwan). Ang layunin ay 80.',
    },
    hoursNote:
      'Nakadepende ang mga patakaran sa trabaho sa programa, sa inyong edad at sa inyong sitwasyon, at marami ang hindi sakop. Ang ahensya ang gagawa ng huling desisyon.',
    benefits: (list) => `Pinili ninyo ang: ${list}.`,
    noBenefits: 'Hindi pa kayo pumipili ng benepisyo. Maaari kayong pumili sa hakbang 2.',
  },
  ru: {
    noApplication:
      'Я пока не вижу заявления. Откройте своё заявление (или начните новое) и спросите ещё раз, и я отвечу по вашим собственным ответам.',
    noIncome: 'Вы ещё не добавили источники дохода. Их можно добавить на шаге 6 «Ваш доход».',
    income: (monthly, annual, count) =>
      `Ваш указанный доход: ${monthly} в месяц (${annual} в год). Источники (${count}):`,
    work: (monthly) => `Доход от работы (зарплата и самозанятость): ${monthly} в месяц.`,
    incomeNote:
      'Эти суммы взяты из того, что вы ввели. Право на помощь определяет агентство, а не только эта цифра.',
    allVerified: (total) =>
      `Все источники дохода подтверждены (${total}). Можно перейти к расходам на бизнес.`,
    verifiedCount: (verified, total) => `Вы подтвердили ${verified} из ${total} источников дохода.`,
    leftToVerify: 'Ещё нужно подтвердить:',
    verifiedList: 'Уже подтверждено:',
    verifyHow:
      'На шаге 8 нажмите «Подтвердить сейчас» рядом с источником. Можно загрузить документ, подключить зарплатную систему (только работа и самозанятость), подключить банк или написать пояснение.',
    step: (n, title) => `Вы на шаге ${n} из ${WIZARD_STEP_COUNT}: ${title}.`,
    next: (title) => `Следующий шаг: ${title}.`,
    notStarted: 'Вы ещё не начали шаги. Начните с шага 2 «Выберите льготы».',
    submitted:
      'Ваше заявление отправлено. У каждой программы, в которую вы обратились, свой срок, и каждая пришлёт вам письмо с решением. На странице подтверждения и в письме указаны следующие шаги для каждой программы.',
    status: (status) => `Статус вашего заявления: ${status}.`,
    hours: (month, week) => `Вы работаете примерно ${month} часов в месяц (${week} в неделю).`,
    basis: {
      reported: 'Здесь используются часы, которые вы указали.',
      minimumWage:
        'Вы не указали часы, поэтому это примерный расчёт: ваш месячный доход от работы, делённый на федеральную минимальную зарплату $7.25.',
      mixed:
        'Здесь сложены часы, которые вы указали, и, для источников без часов, примерный расчёт по минимальной зарплате $7.25.',
      none: 'В вашем заявлении нет зарплаты или дохода от самозанятости, поэтому ваши рабочие часы равны 0.',
    },
    band: {
      met: 'Статус: требование к работе выполнено (80 часов или больше в месяц).',
      approaching: 'Статус: близко к требованию (от 60 до 80 часов в месяц). Цель — 80.',
      below: 'Статус: ниже требования к работе (меньше 60 часов в месяц). Цель — 80.',
    },
    hoursNote:
      'Правила о работе зависят от программы, вашего возраста и положения, и многие люди освобождены от них. Окончательное решение принимает агентство.',
    benefits: (list) => `Вы выбрали: ${list}.`,
    noBenefits: 'Вы ещё не выбрали льготы. Их можно выбрать на шаге 2.',
  },
  ar: {
    noApplication:
      'لا أرى طلبًا بعد. افتح طلبك (أو ابدأ طلبًا جديدًا) ثم اسألني مرة أخرى، وسأجيب من إجاباتك أنت.',
    noIncome: 'لم تُضف أي مصدر للدخل بعد. يمكنك إضافتها في الخطوة 6، دخلك.',
    income: (monthly, annual, count) =>
      `دخلك المُبلَّغ عنه هو ${monthly} شهريًا (${annual} سنويًا)، من ${count} مصدر:`,
    work: (monthly) => `دخل العمل (الأجور والعمل الحر): ${monthly} شهريًا.`,
    incomeNote:
      'هذه المجاميع من المعلومات التي أدخلتها. الوكالة تقرر الأهلية، وليس هذا الرقم وحده.',
    allVerified: (total) =>
      `تم التحقق من جميع مصادر دخلك (${total}). يمكنك المتابعة إلى نفقات العمل التجاري.`,
    verifiedCount: (verified, total) => `تحققت من ${verified} من أصل ${total} من مصادر الدخل.`,
    leftToVerify: 'ما زال يلزم التحقق:',
    verifiedList: 'تم التحقق:',
    verifyHow:
      'في الخطوة 8، اضغط "تحقق الآن" بجانب المصدر. يمكنك تحميل مستند، أو ربط نظام الرواتب (للعمل والعمل الحر فقط)، أو ربط حسابك البنكي، أو كتابة ملاحظة.',
    step: (n, title) => `أنت في الخطوة ${n} من ${WIZARD_STEP_COUNT}: ${title}.`,
    next: (title) => `الخطوة التالية: ${title}.`,
    notStarted: 'لم تبدأ الخطوات بعد. ابدأ بالخطوة 2، اختر المزايا.',
    submitted:
      'تم إرسال طلبك. لكل برنامج طلبته مهلة خاصة به، وسيرسل إليك رسالة بقراره. تعرض صفحة التأكيد والبريد الإلكتروني الخطوات التالية لكل برنامج.',
    status: (status) => `حالة طلبك: ${status}.`,
    hours: (month, week) => `ساعات عملك حوالي ${month} ساعة شهريًا (${week} أسبوعيًا).`,
    basis: {
      reported: 'يعتمد هذا على الساعات التي أدخلتها.',
      minimumWage:
        'لم تُدخل ساعات، لذلك هذا تقدير: دخلك الشهري من العمل مقسومًا على الحد الأدنى الفيدرالي للأجور 7.25 دولار.',
      mixed:
        'يجمع هذا الساعات التي أدخلتها، وللمصادر التي بلا ساعات، تقديرًا من الحد الأدنى للأجور 7.25 دولار.',
      none: 'لا يوجد في طلبك دخل من أجر أو عمل حر، لذلك ساعات عملك 0.',
    },
    band: {
      met: 'الحالة: متطلب العمل مستوفى (80 ساعة أو أكثر شهريًا).',
      approaching: 'الحالة: قريب من المتطلب (من 60 إلى أقل من 80 ساعة شهريًا). الهدف 80.',
      below: 'الحالة: أقل من متطلب العمل (أقل من 60 ساعة شهريًا). الهدف 80.',
    },
    hoursNote:
      'قواعد العمل تعتمد على البرنامج وعمرك ووضعك، وكثير من الناس مُعفَون. الوكالة تتخذ القرار النهائي.',
    benefits: (list) => `اخترت: ${list}.`,
    noBenefits: 'لم تختر أي مزايا بعد. يمكنك اختيارها في الخطوة 2.',
  },
  ht: {
    noApplication:
      'Mwen poko wè yon aplikasyon. Louvri aplikasyon ou (oswa kòmanse youn) epi poze m kesyon an ankò, m ap reponn ak pwòp repons ou yo.',
    noIncome: 'Ou poko ajoute okenn sous revni. Ou ka ajoute yo nan etap 6, Revni Ou.',
    income: (monthly, annual, count) =>
      `Revni ou deklare a se ${monthly} chak mwa (${annual} chak ane), ki soti nan ${count} sous:`,
    work: (monthly) => `Revni travay (salè ak travay pou tèt ou): ${monthly} chak mwa.`,
    incomeNote:
      'Total sa yo soti nan sa ou antre. Se ajans lan ki deside si ou kalifye, pa sèlman chif sa a.',
    allVerified: (total) =>
      `Tout ${total} sous revni ou yo verifye. Ou ka kontinye ak depans biznis yo.`,
    verifiedCount: (verified, total) => `Ou verifye ${verified} sou ${total} sous revni.`,
    leftToVerify: 'Rete pou verifye:',
    verifiedList: 'Deja verifye:',
    verifyHow:
      'Nan etap 8, peze "Verifye Kounye a" bò kote yon sous. Ou ka telechaje yon dokiman, konekte pewòl (travay ak travay pou tèt ou sèlman), konekte bank ou, oswa ekri yon nòt.',
    step: (n, title) => `Ou nan etap ${n} sou ${WIZARD_STEP_COUNT}: ${title}.`,
    next: (title) => `Apre sa: ${title}.`,
    notStarted: 'Ou poko kòmanse etap yo. Kòmanse ak etap 2, Chwazi Benefis Ou.',
    submitted:
      'Aplikasyon ou voye. Chak pwogram ou mande a gen pwòp delè pa l epi l ap voye yon lèt ba ou ak desizyon l. Paj konfimasyon ou ak imèl ou montre pwochen etap yo pou chak pwogram.',
    status: (status) => `Estati aplikasyon ou: ${status}.`,
    hours: (month, week) => `Ou travay anviwon ${month} èdtan chak mwa (${week} chak semèn).`,
    basis: {
      reported: 'Sa a itilize èdtan ou antre yo.',
      minimumWage:
        'Ou pa t antre èdtan, kidonk sa a se yon estimasyon: revni travay ou chak mwa divize pa salè minimòm federal $7.25 la.',
      mixed:
        'Sa a adisyone èdtan ou antre yo epi, pou sous ki pa gen èdtan, yon estimasyon ak salè minimòm $7.25 la.',
      none: 'Ou pa gen revni salè oswa travay pou tèt ou nan aplikasyon ou, kidonk èdtan travay ou se 0.',
    },
    band: {
      met: 'Estati: Kondisyon Travay Ranpli (80 èdtan oswa plis chak mwa).',
      approaching: 'Estati: Prèske Rive (60 a mwens pase 80 èdtan chak mwa). Objektif la se 80.',
      below: 'Estati: Anba Kondisyon Travay (mwens pase 60 èdtan chak mwa). Objektif la se 80.',
    },
    hoursNote:
      'Règ travay yo depann de pwogram nan, laj ou ak sitiyasyon ou, e anpil moun egzante. Se ajans lan ki pran dènye desizyon an.',
    benefits: (list) => `Ou chwazi: ${list}.`,
    noBenefits: 'Ou poko chwazi okenn benefis. Ou ka chwazi yo nan etap 2.',
  },
  fr: {
    noApplication:
      'Je ne vois pas encore de demande. Ouvrez votre demande (ou commencez-en une) et posez-moi la question à nouveau : je vous répondrai à partir de vos propres réponses.',
    noIncome:
      'Vous n’avez encore ajouté aucune source de revenus. Vous pouvez les ajouter à l’étape 6, Vos revenus.',
    income: (monthly, annual, count) =>
      `Vos revenus déclarés sont de ${monthly} par mois (${annual} par an), provenant de ${count} ${count === 1 ? 'source' : 'sources'} :`,
    work: (monthly) =>
      `Revenus du travail (salaires et travail indépendant) : ${monthly} par mois.`,
    incomeNote:
      'Ces totaux viennent de ce que vous avez saisi. C’est l’agence qui décide si vous y avez droit, pas seulement ce chiffre.',
    allVerified: (total) =>
      `${total === 1 ? 'Votre source de revenus est vérifiée' : `Vos ${total} sources de revenus sont vérifiées`}. Vous pouvez passer aux dépenses d’entreprise.`,
    verifiedCount: (verified, total) =>
      `Vous avez vérifié ${verified} ${total === 1 ? 'source' : 'sources'} de revenus sur ${total}.`,
    leftToVerify: 'Reste à vérifier :',
    verifiedList: 'Déjà vérifiées :',
    verifyHow:
      'À l’étape 8, appuyez sur « Vérifier maintenant » à côté d’une source. Vous pouvez envoyer un document, relier votre paie (emplois et travail indépendant seulement), relier votre banque ou écrire une note.',
    step: (n, title) => `Vous êtes à l’étape ${n} sur ${WIZARD_STEP_COUNT} : ${title}.`,
    next: (title) => `Ensuite : ${title}.`,
    notStarted:
      'Vous n’avez pas encore commencé les étapes. Commencez par l’étape 2, Choisissez vos aides.',
    submitted:
      'Votre demande a été envoyée. Chaque programme demandé a son propre délai et vous enverra une lettre avec sa décision. Votre page de confirmation et votre e-mail indiquent les prochaines étapes pour chacun.',
    status: (status) => `Le statut de votre demande est : ${status}.`,
    hours: (month, week) =>
      `Vous travaillez environ ${month} heures par mois (${week} par semaine).`,
    basis: {
      reported: 'Ce calcul utilise les heures que vous avez saisies.',
      minimumWage:
        'Vous n’avez pas saisi d’heures, donc c’est une estimation : vos revenus du travail par mois divisés par le salaire minimum fédéral de 7,25 $.',
      mixed:
        'Ce calcul additionne les heures que vous avez saisies et, pour les sources sans heures, une estimation à partir du salaire minimum de 7,25 $.',
      none: 'Votre demande n’a pas de salaire ni de revenu de travail indépendant, donc vos heures de travail sont de 0.',
    },
    band: {
      met: 'Statut : exigence de travail remplie (80 heures ou plus par mois).',
      approaching:
        'Statut : proche de l’exigence (de 60 à moins de 80 heures par mois). L’objectif est de 80.',
      below:
        'Statut : en dessous de l’exigence de travail (moins de 60 heures par mois). L’objectif est de 80.',
    },
    hoursNote:
      'Les règles de travail dépendent du programme, de votre âge et de votre situation, et beaucoup de personnes en sont dispensées. L’agence prend la décision finale.',
    benefits: (list) => `Vous avez choisi : ${list}.`,
    noBenefits: 'Vous n’avez encore choisi aucune aide. Vous pouvez les choisir à l’étape 2.',
  },
  pt: {
    noApplication:
      'Ainda não vejo um pedido. Abra o seu pedido (ou comece um) e pergunte de novo; vou responder com as suas próprias respostas.',
    noIncome:
      'Você ainda não adicionou nenhuma fonte de renda. Você pode adicioná-las na etapa 6, Sua renda.',
    income: (monthly, annual, count) =>
      `Sua renda informada é ${monthly} por mês (${annual} por ano), de ${count} ${count === 1 ? 'fonte' : 'fontes'}:`,
    work: (monthly) => `Renda do trabalho (salários e trabalho autônomo): ${monthly} por mês.`,
    incomeNote:
      'Estes totais vêm do que você informou. A agência decide se você se qualifica, não só este número.',
    allVerified: (total) =>
      `${total === 1 ? 'Sua fonte de renda está comprovada' : `Todas as suas ${total} fontes de renda estão comprovadas`}. Você pode seguir para as despesas do negócio.`,
    verifiedCount: (verified, total) =>
      `Você comprovou ${verified} de ${total} ${total === 1 ? 'fonte' : 'fontes'} de renda.`,
    leftToVerify: 'Falta comprovar:',
    verifiedList: 'Já comprovadas:',
    verifyHow:
      'Na etapa 8, toque em "Comprovar agora" ao lado de uma fonte. Você pode enviar um documento, conectar a folha de pagamento (só empregos e trabalho autônomo), conectar seu banco ou escrever uma nota.',
    step: (n, title) => `Você está na etapa ${n} de ${WIZARD_STEP_COUNT}: ${title}.`,
    next: (title) => `Depois vem: ${title}.`,
    notStarted: 'Você ainda não começou as etapas. Comece pela etapa 2, Escolha seus benefícios.',
    submitted:
      'Seu pedido foi enviado. Cada programa que você pediu tem o seu próprio prazo e vai lhe enviar uma carta com a decisão. Sua página de confirmação e seu e-mail mostram os próximos passos de cada um.',
    status: (status) => `A situação do seu pedido é: ${status}.`,
    hours: (month, week) =>
      `Suas horas de trabalho são cerca de ${month} horas por mês (${week} por semana).`,
    basis: {
      reported: 'Isto usa as horas que você informou.',
      minimumWage:
        'Você não informou horas, então isto é uma estimativa: sua renda mensal do trabalho dividida pelo salário mínimo federal de $7.25.',
      mixed:
        'Isto soma as horas que você informou e, para as fontes sem horas, uma estimativa com o salário mínimo de $7.25.',
      none: 'Você não tem renda de salário nem de trabalho autônomo no pedido, então suas horas de trabalho são 0.',
    },
    band: {
      met: 'Situação: requisito de trabalho cumprido (80 horas ou mais por mês).',
      approaching: 'Situação: perto do requisito (de 60 a menos de 80 horas por mês). A meta é 80.',
      below: 'Situação: abaixo do requisito de trabalho (menos de 60 horas por mês). A meta é 80.',
    },
    hoursNote:
      'As regras de trabalho dependem do programa, da sua idade e da sua situação, e muitas pessoas estão isentas. A agência toma a decisão final.',
    benefits: (list) => `Você escolheu: ${list}.`,
    noBenefits: 'Você ainda não escolheu benefícios. Você pode escolhê-los na etapa 2.',
  },
};

const methodWords: Record<AssistantLanguage, Record<VerificationMethod, string>> = {
  en: verificationMethodLabels,
  es: { documents: 'Documentos', payroll: 'Nómina', bank: 'Cuenta de banco', notes: 'Notas' },
  zh: { documents: '文件', payroll: '工资系统', bank: '银行账户', notes: '说明' },
  vi: {
    documents: 'Giấy tờ',
    payroll: 'Bảng lương',
    bank: 'Tài khoản ngân hàng',
    notes: 'Ghi chú',
  },
  ko: { documents: '서류', payroll: '급여', bank: '은행 계좌', notes: '메모' },
  tl: { documents: 'Mga Dokumento', payroll: 'Payroll', bank: 'Bank Account', notes: 'Mga Tala' },
  ru: {
    documents: 'Документы',
    payroll: 'Зарплатная система',
    bank: 'Банковский счёт',
    notes: 'Пояснения',
  },
  ar: {
    documents: 'المستندات',
    payroll: 'نظام الرواتب',
    bank: 'الحساب البنكي',
    notes: 'الملاحظات',
  },
  ht: { documents: 'Dokiman', payroll: 'Pewòl', bank: 'Kont labank', notes: 'Nòt' },
  fr: { documents: 'Documents', payroll: 'Paie', bank: 'Compte bancaire', notes: 'Notes' },
  pt: {
    documents: 'Documentos',
    payroll: 'Folha de pagamento',
    bank: 'Conta bancária',
    notes: 'Notas',
  },
};

const statusWords: Record<AssistantLanguage, Record<string, string>> = {
  en: { draft: 'draft', submitted: 'submitted', approved: 'approved', denied: 'denied' },
  es: { draft: 'borrador', submitted: 'enviada', approved: 'aprobada', denied: 'negada' },
  zh: { draft: '草稿', submitted: '已提交', approved: '已批准', denied: '被拒绝' },
  vi: {
    draft: 'bản nháp',
    submitted: 'đã nộp',
    approved: 'đã được chấp thuận',
    denied: 'bị từ chối',
  },
  ko: { draft: '작성 중', submitted: '제출됨', approved: '승인됨', denied: '거절됨' },
  tl: { draft: 'draft', submitted: 'naisumite', approved: 'aprubado', denied: 'tinanggihan' },
  ru: { draft: 'черновик', submitted: 'отправлено', approved: 'одобрено', denied: 'отказано' },
  ar: { draft: 'مسودة', submitted: 'تم الإرسال', approved: 'تمت الموافقة', denied: 'مرفوض' },
  ht: { draft: 'bouyon', submitted: 'voye', approved: 'apwouve', denied: 'refize' },
  fr: { draft: 'brouillon', submitted: 'envoyée', approved: 'approuvée', denied: 'refusée' },
  pt: { draft: 'rascunho', submitted: 'enviado', approved: 'aprovado', denied: 'negado' },
};

function hoursText(value: number, language: AssistantLanguage): string {
  return formatNumber(value, language);
}

function summaryOf(context: ApplicantContext) {
  return financialSummary(
    context.incomeEntries.map((entry) => ({ ...entry, hoursPerWeek: entry.hoursPerWeek ?? null })),
  );
}

/** The answer to an application-aware question, from the applicant's own data only. */
export function answerApplicantQuestion(
  intent: ApplicantIntent,
  context: ApplicantContext,
  language: AssistantLanguage,
): string {
  const t = T[language];
  const application = context.application;
  if (!application) return t.noApplication;
  const lines: string[] = [];
  switch (intent) {
    case 'income': {
      if (context.incomeEntries.length === 0) return t.noIncome;
      const summary = summaryOf(context);
      lines.push(
        t.income(
          formatMoney(summary.totalMonthlyIncome, language),
          formatMoney(summary.totalAnnualIncome, language),
          summary.entries.length,
        ),
      );
      for (const entry of summary.entries) {
        const amount = formatMoney(entry.monthlyAmount, language);
        lines.push(
          `- ${entry.source} (${incomeCategoryNameIn(entry.categoryId, language)}): ${amount} ${frequencyWords[language].monthly}`,
        );
      }
      if (summary.workIncome > 0) lines.push(t.work(formatMoney(summary.workIncome, language)));
      lines.push(t.incomeNote);
      break;
    }
    case 'verification': {
      if (context.incomeEntries.length === 0) return t.noIncome;
      const progress = verificationProgress(context.incomeEntries);
      if (progress.allVerified) {
        lines.push(t.allVerified(progress.total));
        break;
      }
      lines.push(t.verifiedCount(progress.verified, progress.total), t.leftToVerify);
      for (const entry of context.incomeEntries.filter((e) => e.verification == null))
        lines.push(`- ${entry.source} (${incomeCategoryNameIn(entry.categoryId, language)})`);
      const verified = context.incomeEntries.filter((e) => e.verification != null);
      if (verified.length > 0) {
        lines.push(t.verifiedList);
        for (const entry of verified)
          lines.push(`- ${entry.source}: ${methodWords[language][entry.verification!.method]}`);
      }
      lines.push(t.verifyHow);
      break;
    }
    case 'step': {
      if (application.status !== 'draft') {
        lines.push(t.status(statusWords[language][application.status]!));
        if (application.status === 'submitted') lines.push(t.submitted);
        break;
      }
      const step = application.furthestStep;
      if (!step) {
        lines.push(t.notStarted);
        break;
      }
      const n = wizardStepNumber(step);
      lines.push(t.step(n, stepTitle(step, language)));
      const next = nextWizardStep(step);
      if (next) lines.push(t.next(stepTitle(next, language)));
      break;
    }
    case 'workHours': {
      const summary = summaryOf(context);
      const status = workRequirementStatus(summary.workHoursPerMonth);
      lines.push(
        t.hours(
          hoursText(summary.workHoursPerMonth, language),
          hoursText(summary.workHoursPerWeek, language),
        ),
        t.basis[summary.workHoursBasis],
        t.band[status.band],
        t.hoursNote,
      );
      break;
    }
    case 'benefits': {
      if (application.selectedBenefits.length === 0) return t.noBenefits;
      lines.push(
        t.benefits(
          application.selectedBenefits.map((id) => benefitNameIn(id, language)).join(', '),
        ),
      );
      break;
    }
  }
  return lines.join('\n');
}

/**
 * A short plain summary of the applicant's application for the LLM adapter's grounding. Only
 * the signed-in applicant's own data; no email, phone or address.
 */
export function applicantSummary(context: ApplicantContext): string {
  const application = context.application;
  if (!application) return 'No application is open.';
  const summary = summaryOf(context);
  const progress = verificationProgress(context.incomeEntries);
  const lines = [
    `Application status: ${application.status}.`,
    `Benefits chosen: ${application.selectedBenefits.map(benefitName).join(', ') || 'none yet'}.`,
    application.furthestStep
      ? `Furthest step: ${wizardStepNumber(application.furthestStep)} of ${WIZARD_STEP_COUNT} (${stepTitle(application.furthestStep, 'en')}).`
      : 'Steps not started.',
    `Income sources: ${context.incomeEntries.length}; total ${formatDollars(summary.totalMonthlyIncome)} a month (${formatDollars(summary.totalAnnualIncome)} a year); work income ${formatDollars(summary.workIncome)} a month.`,
    ...summary.entries.map(
      (entry) =>
        `- ${entry.source} (${incomeCategoryName(entry.categoryId)}): ${formatDollars(entry.monthlyAmount)} a month; ${entry.verification ? `verified via ${verificationMethodLabels[entry.verification.method]}` : 'not verified yet'}.`,
    ),
    `Verified: ${progress.verified} of ${progress.total}.`,
    `Work hours: ${summary.workHoursPerMonth} a month (${summary.workHoursBasis}); ${workRequirementStatus(summary.workHoursPerMonth).label}.`,
  ];
  return lines.join('\n');
}
