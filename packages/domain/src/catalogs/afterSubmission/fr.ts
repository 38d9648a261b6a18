import type { AfterSubmissionTexts } from './types.js';

export const afterSubmissionTextsFr: AfterSubmissionTexts = {
  interview: {
    required:
      'Vous devez passer un entretien, le plus souvent par téléphone. Le bureau vous dira le jour et l’heure. Si vous le manquez, appelez-le pour fixer une nouvelle heure.',
    noOffice: 'Vous n’avez pas à aller dans un bureau pour un entretien.',
    mayAsk: 'Le bureau peut vous appeler ou vous demander de venir s’il a des questions.',
    visit:
      'WIC fixera un rendez-vous avec vous, en personne ou par téléphone. Apportez des justificatifs de votre identité, de votre adresse et de vos revenus.',
    stateSets:
      'Votre État fixe les prochaines étapes. La plupart des États demandent un entretien.',
  },
  decision: {
    days: 'Vous devriez recevoir une lettre avec la décision dans les {{days}} jours suivant le jour de votre demande.',
    expedited:
      'Vos réponses montrent que vous pourriez recevoir SNAP rapidement : dans les {{days}} jours suivant le jour de votre demande. Sinon, vous recevrez une décision dans les {{normalDays}} jours.',
    disability:
      'Vous devriez recevoir une lettre avec la décision dans les {{days}} jours. Si vous avez fait la demande à cause d’un handicap, cela peut prendre jusqu’à {{disabilityDays}} jours.',
    sooner:
      'WIC devrait vous dire si vous êtes admissible dans les {{days}} jours suivant votre demande. Certaines personnes enceintes et familles d’ouvriers agricoles le savent dans les {{soonerDays}} jours.',
    stateSets: 'Votre lettre vous dira quand vous recevrez une décision.',
  },
  documents: {
    days: 'On peut vous demander des papiers, comme des fiches de paie ou un bail. Vous avez au moins {{days}} jours pour les envoyer.',
    letter:
      'Si vos informations ne peuvent pas être vérifiées, on peut vous demander des papiers. Envoyez-les avant la date indiquée dans la lettre.',
  },
  changes: {
    snap: 'Si vous recevez SNAP, votre lettre dit quels changements signaler et avant quand, comme une hausse de salaire.',
    health:
      'Prévenez le bureau si vous déménagez, si votre salaire change, ou si quelqu’un arrive chez vous ou part.',
    wic: 'Prévenez votre bureau WIC si vous déménagez ou si vos revenus changent.',
    tanf: 'Prévenez votre bureau TANF des changements, comme un nouveau salaire ou un déménagement. Votre lettre dit dans quel délai.',
  },
};
