import {
  benefitName,
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

/** The application-aware question a message asks, if any (English and Spanish). */
export function detectApplicantIntent(message: string): ApplicantIntent | null {
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
};

export function stepTitle(step: WizardStep, language: AssistantLanguage): string {
  return stepTitles[language][step];
}

const frequencyWords: Record<AssistantLanguage, Record<string, string>> = {
  en: { weekly: 'a week', biweekly: 'every 2 weeks', monthly: 'a month', annual: 'a year' },
  es: { weekly: 'por semana', biweekly: 'cada 2 semanas', monthly: 'al mes', annual: 'al año' },
};

const T = {
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
} as const;

const methodWords: Record<AssistantLanguage, Record<VerificationMethod, string>> = {
  en: verificationMethodLabels,
  es: { documents: 'Documentos', payroll: 'Nómina', bank: 'Cuenta de banco', notes: 'Notas' },
};

const statusWords: Record<AssistantLanguage, Record<string, string>> = {
  en: { draft: 'draft', submitted: 'submitted', approved: 'approved', denied: 'denied' },
  es: { draft: 'borrador', submitted: 'enviada', approved: 'aprobada', denied: 'negada' },
};

function hoursText(value: number, language: AssistantLanguage): string {
  return value.toLocaleString(language === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 1 });
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
          formatDollars(summary.totalMonthlyIncome),
          formatDollars(summary.totalAnnualIncome),
          summary.entries.length,
        ),
      );
      for (const entry of summary.entries) {
        const amount = formatDollars(entry.monthlyAmount);
        lines.push(
          `- ${entry.source} (${incomeCategoryNameIn(entry.categoryId, language)}): ${amount} ${frequencyWords[language].monthly}`,
        );
      }
      if (summary.workIncome > 0) lines.push(t.work(formatDollars(summary.workIncome)));
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
      lines.push(t.benefits(application.selectedBenefits.map(benefitName).join(', ')));
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
