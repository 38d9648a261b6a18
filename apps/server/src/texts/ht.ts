import { formatUsd } from '@benefits/domain';
import type { ServerTexts } from './types.js';

// Haitian Creole, standard orthography; terms from docs/glossary/ht.json (aplikasyon, resi,
// ajans, konekte, kòd, revni, prèv, depans, benefis).
export const ht: ServerTexts = {
  messages: {
    signInRequired: 'Tanpri konekte pou w kontinye.',
    articleNotFound: 'Nou pa jwenn atik èd sa a.',
    chatRateLimited: 'W ap voye mesaj twò vit. Tanpri tann yon minit epi eseye ankò.',
    notFound: 'Nou pa jwenn sa.',
    zipNotFound: 'Nou pa konnen kòd postal (ZIP) sa a. Tanpri ekri vil ak konte ou.',
    staffOnly: 'Paj sa a se pou ekip ki fè sèvis sa a mache.',
    applicationNotFound: 'Nou pa jwenn aplikasyon sa a.',
    applicationNotDraft: 'Aplikasyon sa a te deja soumèt, donk ou pa ka chanje l.',
    incomeEntryNotFound: 'Nou pa jwenn sous revni sa a.',
    emailTaken: 'Gen yon kont ki deja gen imèl sa a. Tanpri konekte pito.',
    codeSent:
      'Si gen yon kont ki itilize imèl sa a, nou voye yon kòd 6 chif ba li. Kòd la bon pou 10 minit.',
    codeExpired: 'Kòd sa a ekspire oswa yo ranplase l. Mande yon nouvo kòd.',
    codeTooManyTries: 'Twòp esè ki pa bon. Mande yon nouvo kòd.',
    codeWrongOneTryLeft: 'Kòd sa a pa bon. Ou ka eseye 1 fwa ankò.',
    codeWrongTriesLeft: 'Kòd sa a pa bon. Ou ka eseye {count} fwa ankò.',
    codeWrongNoTriesLeft: 'Kòd sa a pa bon. Twòp esè ki pa bon. Mande yon nouvo kòd.',
    foreignOrigin: 'Demann sa a pa soti sou sit entènèt sa a, donk nou refize l.',
    ambiguousPath: 'Nou pa t ka li adrès entènèt sa a.',
    rateLimited: 'Twòp esè. Tanpri tann kèk minit epi eseye ankò.',
    tooLarge: 'Sa a twò gwo pou nou aksepte l.',
    fileTooLarge:
      'Fichye sa a pi gwo pase 10 MB. Tanpri chwazi yon fichye ki pi piti oswa pran yon nouvo foto.',
    fileTypeNotAccepted:
      'Nou ka itilize sèlman fichye PDF, JPG ak PNG (ak fichye Word pou prèv revni). Tanpri chwazi yon lòt fichye.',
    documentsStillReading: 'N ap li dokiman ou yo toujou. Tanpri tann yon minit epi eseye ankò.',
    documentNotFound: 'Nou pa jwenn dokiman sa a.',
    payrollNotAllowed:
      'Konekte ak pewòl la se sèlman pou salè oswa revni travay endepandan. Tanpri chwazi yon lòt fason pou verifye revni sa a.',
    bankTransactionsNotFound:
      'Nou pa jwenn depo labank sa yo. Tanpri konekte kont labank ou epi chwazi depo yo ankò.',
    bankLinkTokenInvalid: 'Koneksyon ak labank lan pran twòp tan. N ap rekòmanse l.',
    bankCredentialsInvalid:
      'Non itilizatè oswa modpas la pa bon pou labank sa a. Tanpri tcheke yo epi eseye ankò.',
    bankInstitutionUnknown: 'Nou pa jwenn labank sa a. Tanpri chwazi youn nan lis la.',
    bankAccountsUnknown: 'Tanpri chwazi omwen youn nan kont ou genyen nan labank sa a.',
    bankPublicTokenInvalid:
      'Koneksyon labank sa a ekspire oswa yo te deja itilize l. Tanpri konekte labank ou ankò.',
    bankItemNotFound: 'Nou pa jwenn koneksyon labank sa a. Tanpri konekte labank ou ankò.',
    bankReconnect: 'Labank ou bezwen ou konekte ankò. Tanpri konekte labank ou ankò.',
    bankProviderFailed: 'Nou pa ka jwenn labank ou kounye a. Tanpri eseye ankò nan kèk minit.',
    serverError:
      'Gen yon pwoblèm bò kote nou. Repons ou te anrejistre yo an sekirite. Tanpri eseye ankò.',
    incomeSourceNoExpenses:
      'Kalite revni sa a pa ka gen depans biznis. Ou ka ajoute depans sèlman pou revni travay, travay endepandan oswa lwaye.',
    expenseNotFound: 'Nou pa jwenn depans sa a.',
    submitNeedsAttestations: 'Tanpri make chak bwat pou sa ou konfime anvan ou soumèt.',
    submitNeedsAcknowledgement:
      'Nou jwenn pwoblèm enpòtan nan aplikasyon ou. Tanpri make bwat la pou di ou li yo, oswa korije yo, anvan ou soumèt.',
    receiptBusy: 'Nou pa t ka fè resi ou kounye a. Tanpri eseye ankò nan yon minit.',
    receiptNotReady: 'Resi a pare lè aplikasyon an fin soumèt.',
  },
  signInCode: (code, minutes) => ({
    subject: `Kòd pou konekte ou se ${code}`,
    text: [
      `Kòd pou konekte ou se ${code}.`,
      `Li bon pou ${minutes} minit.`,
      'Si se pa ou ki te mande kòd sa a, ou ka inyore imèl sa a. Pèsonn pa ka konekte san kòd la.',
      'Nou p ap janm mande ou kòd sa a nan telefòn.',
    ].join('\n\n'),
  }),
  signInLocked: (tries) => ({
    subject: 'Yon moun te eseye konekte nan kont ou',
    text: [
      `Yon moun tape yon move kòd ${tries} fwa pou kont ou. Nou bloke kòd sa a, donk pèsonn pa antre avè l.`,
      'Si se te ou, mande yon nouvo kòd sou paj pou konekte a.',
      'Si se pa t ou, ou pa bezwen fè anyen. Pèsonn pa ka konekte san yon kòd yo voye nan imèl sa a.',
    ].join('\n\n'),
  }),
  confirmation: {
    subject: (number) => `Nou resevwa aplikasyon ou ${number}`,
    hello: (firstName) => `Bonjou ${firstName},`,
    received: (number) =>
      `Nou resevwa aplikasyon ou pou benefis yo. Nimewo konfimasyon ou se ${number}. Kenbe l: ou bezwen l lè ou rele oswa ekri nou.`,
    appliedFor: (benefits) => `Ou te aplike pou: ${benefits}.`,
    nextStepsTitle: 'Sa k ap pase apre pou chak pwogram:',
    decision:
      'Chak pwogram ap voye yon lèt ba ou ak desizyon li. Si ou pa dakò, ou ka mande yon odyans jis.',
    questions: (phone, email) =>
      `Ou gen kesyon? Rele ${phone} (lendi-vandredi 8è-5è) oswa ekri ${email} (nou reponn nan 24 èdtan).`,
    never: 'Nou p ap janm mande modpas ou oswa tout nimewo Sekirite Sosyal ou pa imèl.',
  },
  cadence: {
    weekly: 'chak semèn',
    biweekly: 'chak de semèn',
    monthly: 'chak mwa',
    irregular: 'nan dat ki pa regilye',
    unknown: 'nan dat nou pa konnen',
  },
  finding: (finding, cadence) => {
    switch (finding.kind) {
      case 'matched':
        return `${finding.count} depo ki soti nan ${finding.payer} koresponn ak sa ou te di.`;
      case 'noDeposits':
        return 'Okenn nan tranzaksyon ou chwazi yo pa lajan k ap antre. Tanpri chwazi depo ki soti nan revni sa a.';
      case 'notDeposits':
        return `${finding.count} nan tranzaksyon ou chwazi yo se peman ki soti nan kont ou, se pa depo.`;
      case 'payerDifferent':
        return `${finding.count} depo pa montre ${finding.payer} kòm moun ki peye.`;
      case 'amountDifferent':
        return `${finding.count} depo diferan plis pase ${finding.percent}% ak ${formatUsd(finding.expectedCents)} ou te di pou chak peman.`;
      case 'amountUnknown':
        return 'Ou pa t bay yon montan egzak, donk nou konpare sèlman moun ki peye a ak dat yo.';
      case 'cadenceMatched':
        return `Yo rive ${cadence[finding.cadence]}, jan ou te di a.`;
      case 'cadenceDifferent':
        return `Yo rive ${cadence[finding.cadence]}, men ou te di ${cadence[finding.expected]}.`;
      case 'monthlyEstimate':
        return finding.reportedMonthlyCents > 0
          ? `Sa fè anviwon ${formatUsd(finding.averageMonthlyCents)} pa mwa; ou te di ${formatUsd(finding.reportedMonthlyCents)} pa mwa.`
          : `Sa fè anviwon ${formatUsd(finding.averageMonthlyCents)} pa mwa.`;
    }
  },
  receipt: {
    title: 'Resi Aplikasyon pou Benefis',
    confirmationNumber: 'Nimewo konfimasyon',
    status: 'Estati',
    submitted: 'Soumèt',
    submittedOn: 'Dat ou soumèt',
    applicant: 'Aplikan',
    benefits: 'Benefis ou mande',
    income: 'Sous revni',
    perMonth: 'pa mwa',
    verifiedVia: 'Verifye atravè',
    explained: 'Eksplike nan yon nòt, pa verifye',
    notVerified: 'Pa verifye',
    noIncome: 'Pa gen revni ou te di.',
    expenses: 'Depans biznis',
    noExpenses: 'Pa gen depans biznis.',
    miles: (miles, cents) => `${miles} mil pa semèn a ${cents} santim pa mil`,
    totals: 'Total',
    gross: 'Revni brit',
    expenseTotal: 'Depans',
    net: 'Revni nèt',
    monthly: 'Pa mwa',
    annual: 'Pa ane',
    attestations: 'Sa ou te ateste',
    acknowledged: 'Ou li pwoblèm nou jwenn yo epi ou chwazi soumèt ak yo.',
    risk: 'Verifikasyon risk',
    riskLevel: 'Nivo risk jeneral',
    next: 'Sa k ap pase apre',
    nextLetter:
      'Chak pwogram ap voye yon lèt ba ou ak desizyon li. Si ou pa dakò, ou ka mande yon odyans jis.',
    help: 'Ou bezwen èd?',
    helpText: (phone, email) =>
      `Rele ${phone} (lendi-vandredi 8è-5è) oswa ekri ${email} (nou reponn nan 24 èdtan).`,
    expedited: 'SNAP nan 7 jou',
    expeditedReasons: {
      lowIncomeAndResources: 'Revni mwens pase $150 mwa sa a ak $100 oswa mwens an lajan.',
      shelterOverIncome: 'Lwaye ak bòdwo yo plis pase revni ak lajan ansanm.',
      destituteMigrant: 'Travay agrikòl sezonye ak $100 oswa mwens an lajan.',
    },
    expeditedText:
      'Repons ou yo montre ou ka resevwa SNAP nan 7 jou (7 CFR 273.2(i)). Se ajans lan ki deside.',
    page: 'Paj {n} sou {total}',
  },
  verification: {
    methods: { documents: 'dokiman', payroll: 'pewòl', bank: 'kont labank', notes: 'nòt' },
    statuses: {
      verified: 'verifye',
      analysis_pending: 'analiz ap fèt',
      needs_review: 'bezwen revizyon',
      explained: 'eksplike, pa verifye',
    },
  },
  risk: { High: 'Wo', Medium: 'Mwayen', Low: 'Ba' },
  locale: 'fr-HT',
};
