import type { ApplicantLanguage, ConcernLevel } from '@benefits/domain';
import { fromMoreTexts } from '../../texts/index.js';
import type { ReceiptWords, VerificationWords } from '../../texts/types.js';

/** The receipt's words, in each language the app speaks. */
export const receiptText: Record<ApplicantLanguage, ReceiptWords> = {
  en: {
    title: 'Benefits Application Receipt',
    confirmationNumber: 'Confirmation number',
    status: 'Status',
    submitted: 'Submitted',
    submittedOn: 'Submitted on',
    applicant: 'Applicant',
    benefits: 'Benefits applied for',
    income: 'Income sources',
    perMonth: 'a month',
    verifiedVia: 'Verified via',
    explained: 'Explained in a note, not verified',
    notVerified: 'Not verified',
    noIncome: 'No income reported.',
    expenses: 'Business expenses',
    noExpenses: 'No business expenses.',
    miles: (miles: number, cents: number) => `${miles} miles a week at ${cents} cents a mile`,
    totals: 'Totals',
    gross: 'Gross income',
    expenseTotal: 'Expenses',
    net: 'Net income',
    monthly: 'Monthly',
    annual: 'Yearly',
    attestations: 'What you attested',
    acknowledged: 'You read the issues found and chose to submit with them.',
    risk: 'Risk check',
    riskLevel: 'Overall risk level',
    next: 'What happens next',
    nextLetter:
      'Each program sends you a letter with its decision. If you do not agree, you can ask for a fair hearing.',
    help: 'Need help?',
    helpText: (phone: string, email: string) =>
      `Call ${phone} (Mon-Fri 8AM-5PM) or email ${email} (we answer within 24 hours).`,
    expedited: 'SNAP within 7 days',
    expeditedReasons: {
      lowIncomeAndResources: 'Income under $150 this month and $100 or less in money.',
      shelterOverIncome: 'Rent and bills are more than income and money together.',
      destituteMigrant: 'Seasonal farm work and $100 or less in money.',
    },
    expeditedText:
      'Your answers show you may get SNAP within 7 days (7 CFR 273.2(i)). The agency decides.',
    page: 'Page {n} of {total}',
  },
  es: {
    title: 'Comprobante de solicitud de beneficios',
    confirmationNumber: 'Número de confirmación',
    status: 'Estado',
    submitted: 'Enviada',
    submittedOn: 'Enviada el',
    applicant: 'Solicitante',
    benefits: 'Beneficios que pidió',
    income: 'Fuentes de ingresos',
    perMonth: 'al mes',
    verifiedVia: 'Verificado por',
    explained: 'Explicado en una nota, no verificado',
    notVerified: 'Sin verificar',
    noIncome: 'No informó ingresos.',
    expenses: 'Gastos de negocio',
    noExpenses: 'Sin gastos de negocio.',
    miles: (miles: number, cents: number) =>
      `${miles} millas por semana a ${cents} centavos por milla`,
    totals: 'Totales',
    gross: 'Ingreso bruto',
    expenseTotal: 'Gastos',
    net: 'Ingreso neto',
    monthly: 'Mensual',
    annual: 'Anual',
    attestations: 'Lo que usted declaró',
    acknowledged: 'Usted leyó los problemas encontrados y decidió enviar la solicitud con ellos.',
    risk: 'Revisión de riesgo',
    riskLevel: 'Nivel de riesgo general',
    next: 'Qué pasa ahora',
    nextLetter:
      'Cada programa le envía una carta con su decisión. Si no está de acuerdo, puede pedir una audiencia imparcial.',
    help: '¿Necesita ayuda?',
    helpText: (phone: string, email: string) =>
      `Llame al ${phone} (de lunes a viernes, de 8 a. m. a 5 p. m.) o escriba a ${email} (contestamos en 24 horas).`,
    expedited: 'SNAP en 7 días',
    expeditedReasons: {
      lowIncomeAndResources: 'Ingresos de menos de $150 este mes y $100 o menos en dinero.',
      shelterOverIncome: 'El alquiler y las cuentas son más que los ingresos y el dinero juntos.',
      destituteMigrant: 'Trabajo agrícola de temporada y $100 o menos en dinero.',
    },
    expeditedText:
      'Sus respuestas muestran que puede recibir SNAP en 7 días (7 CFR 273.2(i)). La agencia decide.',
    page: 'Página {n} de {total}',
  },
  ...fromMoreTexts((texts) => texts.receipt),
};

export const verificationWords: Record<ApplicantLanguage, VerificationWords> = {
  en: {
    methods: { documents: 'Documents', payroll: 'Payroll', bank: 'Bank Account', notes: 'Notes' },
    statuses: {
      verified: 'verified',
      analysis_pending: 'analysis pending',
      needs_review: 'needs review',
      explained: 'explained, not verified',
    },
  },
  es: {
    methods: {
      documents: 'documentos',
      payroll: 'nómina',
      bank: 'cuenta bancaria',
      notes: 'notas',
    },
    statuses: {
      verified: 'verificado',
      analysis_pending: 'análisis pendiente',
      needs_review: 'necesita revisión',
      explained: 'explicado, no verificado',
    },
  },
  ...fromMoreTexts((texts) => texts.verification),
};

export const riskWords: Record<ApplicantLanguage, Record<ConcernLevel, string>> = {
  en: { High: 'High', Medium: 'Medium', Low: 'Low' },
  es: { High: 'Alto', Medium: 'Medio', Low: 'Bajo' },
  ...fromMoreTexts((texts) => texts.risk),
};

/** The locale of the receipt's dates. */
export const dateLocales: Record<ApplicantLanguage, string> = {
  en: 'en-US',
  es: 'es-US',
  ...fromMoreTexts((texts) => texts.locale),
};
