import { formatUsd } from '@benefits/domain';
import type { ServerTexts } from './types.js';

// French, "vous" throughout; terms from docs/glossary/fr.json (demande, reçu, organisme,
// se connecter, code, revenu, justificatif, dépenses, prestations).
export const fr: ServerTexts = {
  messages: {
    signInRequired: 'Veuillez vous connecter pour continuer.',
    articleNotFound: "Nous n'avons pas trouvé cet article d'aide.",
    chatRateLimited:
      'Vous envoyez des messages très vite. Veuillez attendre une minute et réessayer.',
    notFound: "Nous n'avons pas trouvé cela.",
    zipNotFound:
      'Nous ne connaissons pas ce code postal. Veuillez écrire votre ville et votre comté.',
    staffOnly: "Cette page est pour l'équipe qui gère ce service.",
    applicationNotFound: "Nous n'avons pas trouvé cette demande.",
    applicationNotDraft: 'Cette demande a déjà été envoyée, elle ne peut donc plus être changée.',
    incomeEntryNotFound: "Nous n'avons pas trouvé cette source de revenu.",
    emailTaken: 'Un compte existe déjà avec cette adresse e-mail. Veuillez plutôt vous connecter.',
    codeSent:
      'Si un compte utilise cette adresse e-mail, nous lui avons envoyé un code à 6 chiffres. Il est valable 10 minutes.',
    codeExpired: 'Ce code a expiré ou a été remplacé. Demandez un nouveau code.',
    codeTooManyTries: "Trop d'essais erronés. Demandez un nouveau code.",
    codeWrongOneTryLeft: "Ce code n'est pas bon. Vous pouvez essayer encore 1 fois.",
    codeWrongTriesLeft: "Ce code n'est pas bon. Vous pouvez essayer encore {count} fois.",
    codeWrongNoTriesLeft: "Ce code n'est pas bon. Trop d'essais erronés. Demandez un nouveau code.",
    foreignOrigin: "Cette demande ne venait pas de ce site, nous l'avons donc refusée.",
    ambiguousPath: "Nous n'avons pas pu lire cette adresse web.",
    rateLimited: "Trop d'essais. Veuillez attendre quelques minutes et réessayer.",
    tooLarge: "C'est trop grand pour que nous l'acceptions.",
    fileTooLarge:
      'Ce fichier dépasse 10 Mo. Veuillez choisir un fichier plus petit ou prendre une nouvelle photo.',
    fileTypeNotAccepted:
      'Nous pouvons utiliser seulement les fichiers PDF, JPG et PNG (et Word pour les justificatifs de revenu). Veuillez choisir un autre fichier.',
    documentsStillReading:
      'Nous lisons encore vos documents. Veuillez attendre une minute et réessayer.',
    documentNotFound: "Nous n'avons pas trouvé ce document.",
    payrollNotAllowed:
      'La connexion à la paie est seulement pour les salaires ou le revenu d’un travail indépendant. Veuillez choisir une autre façon de vérifier ce revenu.',
    bankTransactionsNotFound:
      "Nous n'avons pas trouvé ces dépôts bancaires. Veuillez connecter votre compte bancaire et choisir les dépôts à nouveau.",
    bankLinkTokenInvalid: 'La connexion avec la banque a expiré. Nous la recommençons.',
    bankCredentialsInvalid:
      "Ce nom d'utilisateur ou ce mot de passe n'est pas bon pour cette banque. Veuillez les vérifier et réessayer.",
    bankInstitutionUnknown:
      "Nous n'avons pas trouvé cette banque. Veuillez en choisir une dans la liste.",
    bankAccountsUnknown: 'Veuillez choisir au moins un de vos comptes dans cette banque.',
    bankPublicTokenInvalid:
      'Cette connexion bancaire a expiré ou a déjà servi. Veuillez connecter votre banque à nouveau.',
    bankItemNotFound:
      "Nous n'avons pas trouvé cette connexion bancaire. Veuillez connecter votre banque à nouveau.",
    bankReconnect:
      'Votre banque vous demande de vous reconnecter. Veuillez connecter votre banque à nouveau.',
    bankProviderFailed:
      'Nous ne pouvons pas joindre votre banque pour le moment. Veuillez réessayer dans quelques minutes.',
    serverError:
      'Un problème est survenu de notre côté. Vos réponses enregistrées sont en sécurité. Veuillez réessayer.',
    incomeSourceNoExpenses:
      "Ce type de revenu ne peut pas avoir de dépenses professionnelles. Les dépenses s'ajoutent seulement aux revenus du travail, d'un travail indépendant ou d'une location.",
    expenseNotFound: "Nous n'avons pas trouvé cette dépense.",
    submitNeedsAttestations:
      'Veuillez cocher chaque case de ce que vous confirmez avant d’envoyer.',
    submitNeedsAcknowledgement:
      'Nous avons trouvé des problèmes importants dans votre demande. Veuillez cocher la case pour dire que vous les avez lus, ou les corriger, avant d’envoyer.',
    receiptBusy:
      "Nous n'avons pas pu faire votre reçu pour le moment. Veuillez réessayer dans une minute.",
    receiptNotReady: 'Le reçu est prêt une fois la demande envoyée.',
  },
  signInCode: (code, minutes) => ({
    subject: `Votre code de connexion est ${code}`,
    text: [
      `Votre code de connexion est ${code}.`,
      `Il est valable ${minutes} minutes.`,
      "Si vous n'avez pas demandé ce code, vous pouvez ignorer cet e-mail. Personne ne peut se connecter sans le code.",
      'Nous ne vous demanderons jamais ce code par téléphone.',
    ].join('\n\n'),
  }),
  signInLocked: (tries) => ({
    subject: "Quelqu'un a essayé de se connecter à votre compte",
    text: [
      `Quelqu'un a tapé un mauvais code de connexion ${tries} fois pour votre compte. Nous avons arrêté ce code, donc personne n'est entré avec.`,
      "Si c'était vous, demandez un nouveau code sur la page de connexion.",
      "Si ce n'était pas vous, vous n'avez rien à faire. Personne ne peut se connecter sans un code envoyé à cette adresse.",
    ].join('\n\n'),
  }),
  confirmation: {
    subject: (number) => `Nous avons reçu votre demande ${number}`,
    hello: (firstName) => `Bonjour ${firstName},`,
    received: (number) =>
      `Nous avons reçu votre demande de prestations. Votre numéro de confirmation est ${number}. Gardez-le : vous en aurez besoin quand vous nous appelez ou nous écrivez.`,
    appliedFor: (benefits) => `Vous avez demandé : ${benefits}.`,
    nextStepsTitle: 'Ce qui se passe ensuite pour chaque programme :',
    decision:
      "Chaque programme vous envoie une lettre avec sa décision. Si vous n'êtes pas d'accord, vous pouvez demander une audience équitable.",
    questions: (phone, email) =>
      `Des questions ? Appelez le ${phone} (du lundi au vendredi, de 8 h à 17 h) ou écrivez à ${email} (nous répondons sous 24 heures).`,
    never:
      'Nous ne vous demanderons jamais votre mot de passe ni votre numéro de Sécurité sociale complet par e-mail.',
  },
  cadence: {
    weekly: 'chaque semaine',
    biweekly: 'toutes les deux semaines',
    monthly: 'chaque mois',
    irregular: 'à des dates irrégulières',
    unknown: 'à des dates inconnues',
  },
  finding: (finding, cadence) => {
    const many = 'count' in finding && finding.count !== 1;
    switch (finding.kind) {
      case 'matched':
        return `${finding.count} ${many ? 'dépôts' : 'dépôt'} de ${finding.payer} ${many ? 'correspondent' : 'correspond'} à ce que vous avez déclaré.`;
      case 'noDeposits':
        return "Aucune des opérations choisies n'est de l'argent qui entre. Veuillez choisir les dépôts de ce revenu.";
      case 'notDeposits':
        return `${finding.count} des opérations choisies ${many ? 'sont des paiements' : 'est un paiement'} qui sortent de votre compte, pas des dépôts.`;
      case 'payerDifferent':
        return `${finding.count} ${many ? 'dépôts ne montrent' : 'dépôt ne montre'} pas ${finding.payer} comme payeur.`;
      case 'amountDifferent':
        return `${finding.count} ${many ? 'dépôts diffèrent' : 'dépôt diffère'} de plus de ${finding.percent} % des ${formatUsd(finding.expectedCents)} que vous avez déclarés par paiement.`;
      case 'amountUnknown':
        return "Vous n'avez pas donné de montant exact, nous avons donc comparé seulement le payeur et les dates.";
      case 'cadenceMatched':
        return `Ils arrivent ${cadence[finding.cadence]}, comme vous l'avez dit.`;
      case 'cadenceDifferent':
        return `Ils arrivent ${cadence[finding.cadence]}, mais vous avez dit ${cadence[finding.expected]}.`;
      case 'monthlyEstimate':
        return finding.reportedMonthlyCents > 0
          ? `Cela fait environ ${formatUsd(finding.averageMonthlyCents)} par mois ; vous avez déclaré ${formatUsd(finding.reportedMonthlyCents)} par mois.`
          : `Cela fait environ ${formatUsd(finding.averageMonthlyCents)} par mois.`;
    }
  },
  receipt: {
    title: 'Reçu de demande de prestations',
    confirmationNumber: 'Numéro de confirmation',
    status: 'Statut',
    submitted: 'Envoyée',
    submittedOn: 'Envoyée le',
    applicant: 'Demandeur',
    benefits: 'Prestations demandées',
    income: 'Sources de revenu',
    perMonth: 'par mois',
    verifiedVia: 'Vérifié par',
    explained: 'Expliqué dans une note, non vérifié',
    notVerified: 'Non vérifié',
    noIncome: 'Aucun revenu déclaré.',
    expenses: 'Dépenses professionnelles',
    noExpenses: 'Aucune dépense professionnelle.',
    miles: (miles, cents) => `${miles} miles par semaine à ${cents} cents le mile`,
    totals: 'Totaux',
    gross: 'Revenu brut',
    expenseTotal: 'Dépenses',
    net: 'Revenu net',
    monthly: 'Par mois',
    annual: 'Par an',
    attestations: 'Ce que vous avez attesté',
    acknowledged: 'Vous avez lu les problèmes trouvés et choisi d’envoyer la demande avec eux.',
    risk: 'Contrôle des risques',
    riskLevel: 'Niveau de risque global',
    next: 'Ce qui se passe ensuite',
    nextLetter:
      "Chaque programme vous envoie une lettre avec sa décision. Si vous n'êtes pas d'accord, vous pouvez demander une audience équitable.",
    help: "Besoin d'aide ?",
    helpText: (phone, email) =>
      `Appelez le ${phone} (du lundi au vendredi, de 8 h à 17 h) ou écrivez à ${email} (nous répondons sous 24 heures).`,
    expedited: 'SNAP en 7 jours',
    expeditedReasons: {
      lowIncomeAndResources: 'Revenu de moins de $150 ce mois-ci et $100 ou moins en argent.',
      shelterOverIncome: 'Le loyer et les factures dépassent le revenu et l’argent réunis.',
      destituteMigrant: 'Travail agricole saisonnier et $100 ou moins en argent.',
    },
    expeditedText:
      "Vos réponses montrent que vous pourriez recevoir SNAP en 7 jours (7 CFR 273.2(i)). C'est l'organisme qui décide.",
    page: 'Page {n} sur {total}',
  },
  verification: {
    methods: { documents: 'documents', payroll: 'paie', bank: 'compte bancaire', notes: 'notes' },
    statuses: {
      verified: 'vérifié',
      analysis_pending: 'analyse en cours',
      needs_review: 'à revoir',
      explained: 'expliqué, non vérifié',
    },
  },
  risk: { High: 'Élevé', Medium: 'Moyen', Low: 'Faible' },
  locale: 'fr-FR',
};
