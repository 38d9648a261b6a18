import type { Money, ReasonTemplates } from './types.js';

// French, "vous" (docs/glossary/fr.json). Always "may" and "estimate".
const utility: Readonly<Record<string, string>> = {
  heatingCooling: 'les charges avec chauffage ou climatisation',
  limited: 'les charges sans chauffage ni climatisation',
  phone: 'le téléphone',
};

// 1 personne, 2 personnes (CLDR plural categories of fr: 0 and 1 are "one").
const personForms: Readonly<Record<string, string>> = {
  one: 'personne',
  many: 'personnes',
  other: 'personnes',
};
// Made on first use, not when the module loads (decision 0800: no Intl at start-up).
let rules: Intl.PluralRules | undefined;
function pluralOf(n: number): string {
  rules ??= new Intl.PluralRules('fr');
  return rules.select(n);
}

export function reasonTemplatesFr($: Money): ReasonTemplates {
  const people = (n: number | string | undefined) => `${n} ${personForms[pluralOf(Number(n))]}`;
  return {
    snapFiguresUnknown: (v) =>
      `Les montants de SNAP pour cette date ne sont pas connus ici ; voir ${v.url}.`,
    snapNoEligibleMembers: () =>
      'D’après la citoyenneté ou le statut d’immigration que vous avez donné, personne dans le foyer ne peut recevoir SNAP. L’organisme décide.',
    snapIneligibleMembers: (v) =>
      `Pas comptées pour SNAP à cause du statut d’immigration : ${people(v.count)}. Votre foyer compte ${people(v.size)}, et seule une partie de leur revenu est comptée.`,
    snapCategoricalAssistance: () =>
      'Tout le monde dans le foyer reçoit TANF ou SSI, donc vous pourriez être admissible sans les tests de revenu et de biens.',
    snapBbcePass: (v) =>
      `Votre revenu brut de ${$(v.income)} est sous la limite de votre État de ${$(v.limit)} (${v.percent} % du seuil de pauvreté) pour un foyer de ${people(v.size)}, donc vous pourriez être admissible sans les autres tests de revenu et de biens.`,
    snapBbcePassNetTest: (v) =>
      `Votre revenu brut de ${$(v.income)} est sous la limite de votre État de ${$(v.limit)} (${v.percent} % du seuil de pauvreté) pour un foyer de ${people(v.size)}, donc le test des biens ne s’applique pas ; le test du revenu net s’applique toujours.`,
    snapBbceFail: (v) =>
      `Votre revenu brut de ${$(v.income)} dépasse la limite de votre État de ${$(v.limit)} (${v.percent} %) pour un foyer de ${people(v.size)} ; les tests fédéraux s’appliquent.`,
    snapBbceUnknown: (v) =>
      `Nous ne savons pas ici si votre État utilise des limites plus hautes (admissibilité catégorielle élargie) ; les tests fédéraux sont utilisés. Voir ${v.url}.`,
    snapBbceNone: () =>
      'Votre État n’utilise pas de limites plus hautes (admissibilité catégorielle élargie) ; les tests fédéraux s’appliquent.',
    snapBbceNoGrossLimit: () =>
      'Une personne de votre foyer a 60 ans ou plus ou a un handicap, et votre État n’a pas de limite de revenu brut pour ces foyers, donc vous pourriez être admissible sans le test des biens.',
    snapBbceAssetsFail: (v) =>
      `Votre épargne dépasse la limite de votre État de ${$(v.limit)} pour les limites plus hautes ; les tests fédéraux s’appliquent.`,
    snapGrossSkipped: () =>
      'Une personne de votre foyer a 60 ans ou plus ou a un handicap, donc le test du revenu brut ne s’applique pas.',
    snapGrossPass: (v) =>
      `Votre revenu de ${$(v.income)} par mois est sous la limite de ${$(v.limit)} pour un foyer de ${people(v.size)}.`,
    snapGrossFail: (v) =>
      `Votre revenu de ${$(v.income)} par mois dépasse la limite de ${$(v.limit)} pour un foyer de ${people(v.size)}.`,
    snapStandardMedical: (v) =>
      `Vos frais médicaux dépassent $35, donc votre État déduit un montant fixe de ${$(v.amount)}.`,
    snapDeductions: (v) =>
      `Déductions : ${$(v.earned)} pour le travail (20 %), ${$(v.standard)} standard, ${$(v.dependentCare)} de garde de personnes à charge, ${$(v.childSupport)} de pension alimentaire payée et ${$(v.medical)} de frais médicaux ; il reste ${$(v.adjusted)}.`,
    snapShelter: (v) =>
      `Logement : ${$(v.shelter)} moins la moitié de votre revenu (${$(v.half)}) donne une déduction de ${$(v.excess)} (plafond ${$(v.cap)}).`,
    snapShelterUncapped: (v) =>
      `Logement : ${$(v.shelter)} moins la moitié de votre revenu (${$(v.half)}) donne une déduction de ${$(v.excess)}, sans plafond car une personne a 60 ans ou plus ou a un handicap.`,
    snapUtilityAllowance: (v) =>
      `Votre État compte ${$(v.amount)} par mois pour ${utility[String(v.kind)]} ; cela s’ajoute à vos frais de logement.`,
    snapUtilityAllowanceLowestArea: (v) =>
      `Votre État compte ${$(v.amount)} ou plus par mois pour ${utility[String(v.kind)]}, selon l’endroit où vous vivez ; nous avons pris le montant le plus bas, donc votre montant pourrait être plus élevé.`,
    snapUtilityAllowanceUnknown: (v) =>
      `Nous ne connaissons pas ici le montant standard des charges de votre État, donc cette estimation ne le compte pas et votre montant pourrait être plus élevé. Voir ${v.url}.`,
    snapNetPass: (v) =>
      `Votre revenu net de ${$(v.income)} est sous la limite de ${$(v.limit)} pour un foyer de ${people(v.size)}.`,
    snapNetFail: (v) =>
      `Votre revenu net de ${$(v.income)} dépasse la limite de ${$(v.limit)} pour un foyer de ${people(v.size)}.`,
    snapResourcesNotAsked: (v) =>
      `Nous n’avons pas demandé votre épargne : la limite est de ${$(v.limit)}.`,
    snapResourcesPass: (v) =>
      `Votre épargne de ${$(v.assets)} est sous la limite de ${$(v.limit)}.`,
    snapResourcesFail: (v) => `Votre épargne de ${$(v.assets)} dépasse la limite de ${$(v.limit)}.`,
    snapNoBenefit: (v) =>
      `Avec un revenu net de ${$(v.net)}, 30 % de ce revenu atteint le maximum de ${$(v.max)}, donc l’estimation est de $0.`,
    snapAmount: (v) =>
      `Estimation : le maximum de ${$(v.max)} moins 30 % de votre revenu net de ${$(v.net)} (${$(v.contribution)}) = environ ${$(v.amount)} par mois. Vous pourriez être admissible ; l’organisme décide.`,
    medicaidSsi: (v) =>
      `La personne ${v.member} reçoit SSI et pourrait être admissible à Medicaid.`,
    medicaidChildPass: (v) =>
      `Personne ${v.member} (enfant) : le revenu du foyer est de ${v.percent} % du seuil de pauvreté, sous la limite de ${v.limit} % ; pourrait être admissible.`,
    medicaidChildFail: (v) =>
      `Personne ${v.member} (enfant) : le revenu du foyer est de ${v.percent} % du seuil de pauvreté, au-dessus de la limite de Medicaid de ${v.limit} %.`,
    chipChildPass: (v) =>
      `La personne ${v.member} pourrait être admissible à CHIP : ${v.percent} % est sous la limite de ${v.limit} %.`,
    chipChildFail: (v) =>
      `Personne ${v.member} : ${v.percent} % dépasse la limite de CHIP de ${v.limit} %.`,
    medicaidPregnantPass: (v) =>
      `Personne ${v.member} (enceinte) : ${v.percent} % du seuil de pauvreté, sous la limite de ${v.limit} % ; pourrait être admissible.`,
    medicaidPregnantFail: (v) =>
      `Personne ${v.member} (enceinte) : ${v.percent} % dépasse la limite de ${v.limit} %.`,
    chipPregnantPass: (v) =>
      `La personne ${v.member} pourrait être admissible à CHIP grossesse : ${v.percent} % est sous ${v.limit} %.`,
    chipPregnantFail: (v) =>
      `Personne ${v.member} : ${v.percent} % dépasse la limite de CHIP grossesse de ${v.limit} %.`,
    medicaidAged: (v) =>
      `La personne ${v.member} a 65 ans ou plus : Medicaid suit d’autres règles ; renseignez-vous sur ${v.url}.`,
    medicaidAdultPass: (v) =>
      `Personne ${v.member} : le revenu du foyer de ${$(v.income)} par mois est de ${v.percent} % du seuil de pauvreté, sous la limite de ${v.limit} % ; pourrait être admissible.`,
    medicaidAdultFail: (v) =>
      `Personne ${v.member} : le revenu du foyer de ${$(v.income)} par mois est de ${v.percent} % du seuil de pauvreté, au-dessus de la limite de ${v.limit} %.`,
    medicaidNoExpansion: (v) =>
      `Personne ${v.member} : votre État n’a pas étendu Medicaid aux adultes.`,
    medicaidParentPass: (v) =>
      `Personne ${v.member} (parent) : ${v.percent} % est sous la limite de ${v.limit} % ; pourrait être admissible.`,
    medicaidParentFail: (v) =>
      `Personne ${v.member} (parent) : ${v.percent} % dépasse la limite de ${v.limit} %.`,
    medicaidStateUnknown: (v) =>
      `Nous n’avons pas ici les limites de votre État ; renseignez-vous sur ${v.url}.`,
    chipNotNeeded: () => 'Personne dans le foyer n’est dans un groupe CHIP avec ce revenu.',
    wicNoCategory: () =>
      'WIC est pour les femmes enceintes, les jeunes mères, les nourrissons et les enfants de moins de 5 ans ; personne dans le foyer n’est dans ces groupes.',
    wicCategory: (v) => `La personne ${v.member} est dans un groupe WIC (${v.category}).`,
    wicIncomePass: (v) =>
      `Le revenu brut de ${$(v.income)} est sous la limite de WIC de ${$(v.limit)} (${v.percent} %) pour ${people(v.size)}.`,
    wicIncomeFail: (v) =>
      `Le revenu brut de ${$(v.income)} dépasse la limite de WIC de ${$(v.limit)} (${v.percent} %) pour ${people(v.size)}.`,
    wicAdjunctiveSnap: () => 'Si vous recevez SNAP, vous remplissez la condition de revenu de WIC.',
    wicAdjunctiveTanf: () =>
      'Quelqu’un reçoit TANF, donc vous remplissez la condition de revenu de WIC.',
    wicAdjunctiveMedicaid: () =>
      'Toute personne qui pourrait recevoir Medicaid remplit la condition de revenu de WIC.',
    wicNutritionalRisk: () =>
      'La clinique WIC vérifie aussi le risque nutritionnel ; vous pourriez être admissible.',
    tanfNoChild: () =>
      'TANF est pour les familles avec un enfant de moins de 18 ans ou une personne enceinte.',
    tanfMaxGrant: (v) =>
      `${v.program} : le plus qu’il verse à une famille de ${people(v.size)} est ${$(v.grant)} par mois.`,
    tanfTimeLimit: (v) =>
      `${v.program} verse de l’argent aux adultes pendant ${v.months} mois au plus dans toute une vie.`,
    tanfAskState: (v) =>
      `Les limites de ${v.program} sont fixées par votre État ; renseignez-vous sur ${v.url}.`,
    // What the estimate inside an application assumed or did not know (fromApplication.ts).
    appStateFromZip: (v) =>
      `Nous avons utilisé votre code postal ${v.zip} pour trouver votre État : ${v.state}.`,
    appStateUnknownZip: (v) =>
      `Nous ne pouvons pas trouver votre État avec votre code postal ${v.zip}, donc nous ne pouvons pas encore faire d’estimation. L’organisme décide.`,
    appStateNoZip: () =>
      'Votre demande n’a pas de code postal, donc nous ne connaissons pas encore votre État et ne pouvons pas faire d’estimation.',
    appHouseholdOfOne: () =>
      'Vous ne nous avez pas encore dit qui vit avec vous, donc cette estimation ne compte que vous, comme un adulte de moins de 60 ans, sans grossesse ni handicap.',
    appMemberDetailsMissing: (v) =>
      `Nous n’avons pas encore la date de naissance ou la réponse sur la citoyenneté de ${people(v.count)}, donc nous les avons comptées comme des adultes citoyens.`,
    appSnapFoodApart: (v) =>
      `Achètent et préparent leurs repas à part : ${people(v.count)}. SNAP ne compte donc ni ces personnes ni leur revenu.`,
    appIncomeAmountUnknown: (v) =>
      `Vous ne connaissez pas encore le montant de « ${v.source} », donc il n’est pas compté.`,
    appIncomeFrequencyUnknown: (v) =>
      `Nous ne savons pas tous les combien « ${v.source} » vous paie, donc ce revenu n’est pas compté.`,
    appIncomeNotCounted: (v) =>
      `« ${v.source} » n’est pas compté comme revenu mensuel (c’est de l’argent reçu une seule fois, une aide aux études ou un paiement de famille d’accueil).`,
    appBusinessCosts: (v) =>
      `Nous avons retiré ${$(v.costs)} par mois de frais professionnels de « ${v.source} » : ${$(v.net)} par mois est compté.`,
    appHomeCostsNotAsked: () =>
      'La demande ne pose pas encore de questions sur le loyer, les charges, la garde d’enfants ou les frais médicaux, donc votre montant SNAP pourrait être plus élevé.',
  };
}
