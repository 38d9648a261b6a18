// Questions for `npm run bench:chat`. Each names the article(s) that should answer it and a
// fact the answer must contain. `tuning` was used while writing synonyms and articles (it
// includes a first held-out set, which was looked at once and then folded in); `heldOut` was
// written after tuning ended and never tuned on. Application questions run against
// sampleApplicantContext (src/testContext.ts).

export interface BenchQuestion {
  q: string;
  language: 'en' | 'es';
  slugs: string[];
  fact: RegExp;
}

const en = (q: string, slugs: string | string[], fact: RegExp): BenchQuestion => ({
  q,
  language: 'en',
  slugs: Array.isArray(slugs) ? slugs : [slugs],
  fact,
});
const es = (q: string, slugs: string | string[], fact: RegExp): BenchQuestion => ({
  ...en(q, slugs, fact),
  language: 'es',
});

export const tuning: BenchQuestion[] = [
  // Programs, everyday wording
  en('what are food stamps', 'snap', /EBT card/),
  en('can i get food stamps if i work', ['snap', 'work-requirements'], /80 hours|low income/),
  en('how do i use my ebt card', 'snap', /debit card/),
  en('how much money can i have in the bank and still get SNAP', 'snap', /\$2,750/),
  en('how far back does snap look at my income', 'snap', /3 months/),
  en('how often do I have to renew snap', 'snap', /every 6 months/),
  en('what is welfare', 'tanf', /cash help/i),
  en('cash aid for my kids', 'tanf', /families with children/),
  en(
    'how many hours do I need to work for TANF',
    ['tanf', 'work-requirements'],
    /30 hours a week|120 hours/,
  ),
  en('tanf asset limit', 'tanf', /\$2,000/),
  en('what is medicaid', ['medicaid-magi', 'medicaid-non-magi'], /health coverage/),
  en('i need health insurance for me', 'medicaid-magi', /health coverage/),
  en('what does MAGI mean', 'medicaid-magi', /Modified Adjusted Gross Income/),
  en(
    'does medicaid count my savings',
    ['medicaid-magi', 'medicaid-non-magi'],
    /does not (look at|count) your savings|usually does not/,
  ),
  en(
    'how often do I renew medicaid',
    ['medicaid-magi', 'programs-overview'],
    /12 months|once a year/,
  ),
  en('medicaid for my grandma in a nursing home', 'medicaid-non-magi', /nursing home/),
  en('medicaid for seniors over 65', 'medicaid-non-magi', /65 or older/),
  en('asset limit for non magi medicaid', 'medicaid-non-magi', /\$2,000/),
  en(
    'how many months back does non-magi look',
    ['medicaid-non-magi', 'programs-overview'],
    /36 months/,
  ),
  en('can i give my house to my kids before a nursing home', 'medicaid-non-magi', /5 years/),
  en('what is WIC', 'wic', /Women, Infants, and Children/),
  en('I am pregnant can I get help with food', ['wic', 'snap'], /pregnant/),
  en('can i get baby formula', 'wic', /formula/),
  en('wic income limit', 'wic', /185%/),
  en('health insurance for my kids', 'chip', /children and teens/),
  en('kids insurance cost', 'chip', /small monthly fee|pay nothing/),
  en('chip income limit', 'chip', /200%/),
  en(
    'which programs can I apply for',
    'programs-overview',
    /six programs|Medicaid MAGI, Medicaid Non-MAGI, SNAP/,
  ),
  en(
    'what is the difference between snap and wic',
    ['programs-overview', 'wic', 'snap'],
    /WIC|SNAP/,
  ),
  // Work requirements
  en('do i have to work to get benefits', 'work-requirements', /hours/),
  en('who is exempt from work requirements', 'work-requirements', /exempt|do not have to meet/i),
  en(
    'I cant work because of my back, do I still need 80 hours',
    'work-requirements',
    /health problem|disability/,
  ),
  en('what does approaching requirement mean', 'work-requirements', /60 to under 80/),
  en('does volunteering count toward work hours', 'work-requirements', /volunteering/),
  // Documents
  en('what documents do i need', 'documents-proof', /pay stub|Pay stubs/i),
  en('do I need a check stub', 'documents-proof', /[Pp]ay stubs/),
  en('what can I use to prove who I am', 'documents-proof', /driver's license|passport/),
  en('my paycheck stub is old, is that ok', 'documents-proof', /last 30 days/),
  en('can i upload a word document', ['documents-proof', 'step-income-verification'], /DOC/),
  en('what is the file size limit', ['documents-proof', 'step-document-upload'], /10 MB/),
  en(
    'I do gig work for doordash what proof do i use',
    ['documents-proof', 'step-income-verification'],
    /1099|self-employ/i,
  ),
  // Income
  en('what counts as income', 'income-what-counts', /Wages, salaries and tips/),
  en('do i put my pay before or after taxes', 'income-what-counts', /before taxes/),
  en(
    'i dont know my exact amount',
    ['income-what-counts', 'step-income-categories'],
    /Don't know exact amount/,
  ),
  en(
    'how is biweekly pay turned into monthly',
    ['income-what-counts', 'step-income-summary-pre'],
    /26/,
  ),
  en('does child support count as income', 'income-what-counts', /child support/),
  // Bank and privacy
  en('is it safe to link my bank', 'bank-payroll-linking', /read-only/),
  en('can you see my bank password', 'bank-payroll-linking', /never see your bank password/),
  en('how many days of transactions do you look at', 'bank-payroll-linking', /90 days/),
  en('can i link payroll for my social security', 'bank-payroll-linking', /wages|W-2/),
  en('I do not want to connect my bank account', 'bank-payroll-linking', /upload a pay stub|note/),
  // After submission, rights, contact, sign in, risk
  en('how long does it take to get approved', 'after-submission', /10-15 business days/),
  en('when will someone look at my application', 'after-submission', /2-3 business days/),
  en('will i have an interview', 'after-submission', /interview/),
  en('what if they deny me', 'rights-responsibilities', /appeal/),
  en(
    'what happens if I lie on the application',
    'rights-responsibilities',
    /penalty of perjury|perjury/,
  ),
  en('do i need to report a new job', 'rights-responsibilities', /Report changes/),
  en('how do i talk to a real person', 'contact-help', /1-800-555-0100/),
  en('what is your phone number', 'contact-help', /1-800-555-0100/),
  en('what are your hours', 'contact-help', /8 AM to 5 PM/),
  en('i got logged out, did i lose my answers', 'sign-in-saving', /saved|do not lose/),
  en('how do I sign in', 'sign-in-saving', /6-digit code/),
  en('my code does not work', 'sign-in-saving', /10 minutes/),
  en('what does the risk check look at', 'risk-check', /same name/),
  en('why do I have a high issue', 'risk-check', /High/),
  en('can i submit with issues', ['risk-check', 'step-final-review'], /Submit with Issues/),
  // Steps
  en('how many steps are there', 'wizard-steps', /13 steps/),
  en('how long does the application take to fill out', 'wizard-steps', /15 to 30 minutes/),
  en('why do you need my zip code', 'step-account-creation', /ZIP code helps/),
  en('can i choose more than one benefit', 'step-benefits-selection', /more than one/),
  en('what does do you need work verification mean', 'step-work-requirements', /W-2|1099/),
  en('what are the slides about', 'step-process-overview', /4 slides/),
  en('how long does analyze my documents take', 'step-document-upload', /10-30 seconds/),
  en('can i skip uploading documents', 'step-document-upload', /optional|Skip Documents/),
  en('what is the income categories step', 'step-income-categories', /last 12 months/),
  en('where do I see my income total', 'step-income-summary-pre', /per month and per year/),
  en('how do i verify my income', 'step-income-verification', /Verify Now/),
  en('why is continue to expenses grayed out', 'step-income-verification', /all are verified/),
  en('what are business expenses', 'step-expense-workflow-intro', /costs you pay to earn/),
  en('how is mileage calculated', 'step-expense-categories', /52/),
  en(
    'what is net income on the financial summary',
    'step-enhanced-financial-summary',
    /after expenses/,
  ),
  en(
    'what are the four boxes on final review',
    ['step-final-review', 'rights-responsibilities'],
    /accurate/,
  ),
  en('what is my confirmation number', ['step-submission', 'after-submission'], /BEN-2026-000042/),
  // Typos
  en('wat is snpa food stamp', 'snap', /EBT/),
  en('medicad for disabilty', 'medicaid-non-magi', /disability/),
  en('how do i verfy my incme', 'step-income-verification', /Verify Now/),
  en('documnets to prove identty', 'documents-proof', /passport/),
  en('recertifcation for tanf', 'tanf', /every 6 months/),
  // Spanish
  es('¿Qué son los cupones de comida?', 'snap', /tarjeta EBT/),
  es('¿cuánto dinero puedo tener en el banco para SNAP?', 'snap', /\$2,750/),
  es('¿qué es la ayuda en efectivo?', 'tanf', /efectivo/),
  es('seguro médico para mis hijos', 'chip', /niños y adolescentes/),
  es('¿Qué es WIC?', 'wic', /Mujeres, Bebés y Niños/),
  es('estoy embarazada, ¿me pueden ayudar con comida?', ['wic', 'snap'], /embarazada/),
  es('¿Qué documentos necesito?', 'documents-proof', /[Tt]alones de pago/),
  es('¿cuánto tiempo tarda la decisión?', 'after-submission', /10 a 15 días hábiles/),
  es('¿cómo hablo con una persona?', 'contact-help', /1-800-555-0100/),
  es('¿es seguro conectar mi banco?', 'bank-payroll-linking', /solo lectura/),
  es('¿qué pasa si me niegan los beneficios?', 'rights-responsibilities', /apelar/),
  es('¿tengo que trabajar para recibir beneficios?', 'work-requirements', /horas/),
  es('¿puedo saltar el paso de documentos?', 'step-document-upload', /opcional/),
  es('medicaid para mi abuela en un asilo', 'medicaid-non-magi', /hogar de ancianos/),
  // The applicant's own data
  en('what is my monthly income', 'step-income-summary-pre', /\$3,508\.33 a month/),
  en('how much do i make a year', 'step-income-summary-pre', /\$42,099\.96 a year/),
  en('what do I still need to verify', 'step-income-verification', /DoorDash deliveries/),
  en('which of my income sources are not verified', 'step-income-verification', /1 of 3/),
  en('what step am i on', 'wizard-steps', /step 8 of 13/),
  en('where did I leave off', 'wizard-steps', /step 8 of 13/),
  en('do i meet the work requirement', 'work-requirements', /Work Requirement Met/),
  en('how many work hours do i have', 'work-requirements', /hours a month/),
  en('which benefits did I choose', 'programs-overview', /SNAP \(Food Assistance\), Medicaid MAGI/),
  es('¿cuáles son mis ingresos mensuales?', 'step-income-summary-pre', /\$3,508\.33 al mes/),
  es('¿qué me falta verificar?', 'step-income-verification', /Social Security/),
  es('¿en qué paso estoy?', 'wizard-steps', /paso 8 de 13/),
  es('¿cumplo con el requisito de horas?', 'work-requirements', /cumple el requisito/),
  // Honest fallback
  en('what is the weather tomorrow', 'contact-help', /not sure/),
  en('tell me a joke', 'contact-help', /not sure/),
  // First held-out set (consulted once, then tuned on)
  en('is there a time limit on cash assistance', 'tanf', /time limit/),
  en('can my teenager get chip', 'chip', /under 19/),
  en('do I need to show my lease', 'documents-proof', /lease/),
  en(
    'what if my income changes after I apply',
    ['rights-responsibilities', 'after-submission'],
    /changes?/i,
  ),
  en('can grandparents sign kids up for wic', 'wic', /grandparents/),
  en('does my car count as an asset for tanf', 'tanf', /car/),
  en(
    'how do i fix a mistake in my income',
    ['step-income-summary-pre', 'step-income-categories'],
    /Edit Income/,
  ),
  en('what is an amount discrepancy', ['step-enhanced-financial-summary', 'risk-check'], /10%/),
  en('do i get a decision letter', 'after-submission', /letter/),
  en('can i get help in my language', ['contact-help', 'rights-responsibilities'], /language/),
  en('how much is my income before expenses', 'step-income-summary-pre', /\$3,508\.33/),
  es('¿cada cuánto renuevo SNAP?', 'snap', /cada 6 meses/),
  es('¿qué es CHIP?', 'chip', /bajo costo/),
  es('¿me pueden sacar de la sesión?', 'sign-in-saving', /15 minutos/),
  es('¿quién puede ver mis datos del banco?', 'bank-payroll-linking', /agencia/),
  es('¿qué cuenta como ingreso?', 'income-what-counts', /Sueldos/),
];

export const heldOut: BenchQuestion[] = [
  en('can I get snap if I live alone', 'snap', /household|low income/),
  en('what foods can I buy with wic', 'wic', /milk|eggs|fruit/),
  en('does medicaid pay for the dentist', ['chip', 'medicaid-magi'], /dent|doctor/),
  en('what is a fair hearing', 'rights-responsibilities', /appeal|hearing/),
  en('why does the app want my bank transactions', 'bank-payroll-linking', /deposits|verify/),
  en(
    'my document analysis failed what now',
    ['step-document-upload', 'step-income-verification'],
    /manually|Skip|continue|later|pending/i,
  ),
  en(
    'are 1099 jobs counted for work hours',
    ['work-requirements', 'step-work-requirements'],
    /self-employment|1099/,
  ),
  en(
    'how do i know my application went through',
    ['step-submission', 'after-submission'],
    /confirmation number/,
  ),
  en('where can I print my confirmation', 'step-submission', /Print Confirmation/),
  en('how much do i earn from work each month', 'step-income-summary-pre', /Work income/),
  en('has my doordash income been verified', 'step-income-verification', /DoorDash/),
  es('¿qué documentos prueban mi identidad?', 'documents-proof', /pasaporte|licencia/),
  es('¿puedo recibir WIC si doy pecho?', 'wic', /pecho|lactancia/),
  es(
    '¿cuántas horas debo trabajar para TANF?',
    ['tanf', 'work-requirements'],
    /30 horas|120 horas/,
  ),
  es(
    '¿cuál es el límite de bienes para Medicaid de personas mayores?',
    'medicaid-non-magi',
    /\$2,000/,
  ),
];
