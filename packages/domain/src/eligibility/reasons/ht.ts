import type { Money, ReasonTemplates } from './types.js';

// Haitian Creole, standard orthography (docs/glossary/ht.json). Always "may" and "estimate".
const utility: Readonly<Record<string, string>> = {
  heatingCooling: 'sèvis piblik ak chofaj oswa klimatizasyon',
  limited: 'sèvis piblik san chofaj ni klimatizasyon',
  phone: 'yon telefòn',
};

export function reasonTemplatesHt($: Money): ReasonTemplates {
  const people = (n: number | string | undefined) => `${n} moun`;
  return {
    snapFiguresUnknown: (v) => `Nou pa konnen montan SNAP pou dat sa a isit la; gade ${v.url}.`,
    snapNoEligibleMembers: () =>
      'Dapre sitwayènte oswa estati imigrasyon ou ban nou, pèsonn lakay ou pa ka resevwa SNAP. Se ajans lan ki deside.',
    snapIneligibleMembers: (v) =>
      `Yo pa konte pou SNAP akoz estati imigrasyon: ${people(v.count)}. Kay ou a konte kòm ${people(v.size)}, epi se yon pati nan revni yo sèlman ki konte.`,
    snapCategoricalAssistance: () =>
      'Tout moun lakay ou resevwa TANF oswa SSI, kidonk ou ka kalifye san tès revni ak byen yo.',
    snapBbcePass: (v) =>
      `Revni brit ou de ${$(v.income)} pi ba pase limit eta ou a de ${$(v.limit)} (${v.percent}% nivo povrete a) pou yon kay ${people(v.size)}, kidonk ou ka kalifye san lòt tès revni ak byen yo.`,
    snapBbcePassNetTest: (v) =>
      `Revni brit ou de ${$(v.income)} pi ba pase limit eta ou a de ${$(v.limit)} (${v.percent}% nivo povrete a) pou yon kay ${people(v.size)}, kidonk tès byen an pa aplike; tès revni nèt la toujou aplike.`,
    snapBbceFail: (v) =>
      `Revni brit ou de ${$(v.income)} pi wo pase limit eta ou a de ${$(v.limit)} (${v.percent}%) pou yon kay ${people(v.size)}; tès federal yo aplike.`,
    snapBbceUnknown: (v) =>
      `Nou pa konnen isit la si eta ou a sèvi ak limit ki pi wo (kalifikasyon pa kategori laj); nou sèvi ak tès federal yo. Gade ${v.url}.`,
    snapBbceNone: () =>
      'Eta ou a pa sèvi ak limit ki pi wo (kalifikasyon pa kategori laj); tès federal yo aplike.',
    snapBbceNoGrossLimit: () =>
      'Gen yon moun lakay ou ki gen 60 an oswa plis oswa ki gen yon andikap, epi eta ou a pa gen limit revni brit pou kay konsa, kidonk ou ka kalifye san tès byen an.',
    snapBbceAssetsFail: (v) =>
      `Ekonomi ou yo pi wo pase limit eta ou a de ${$(v.limit)} pou limit ki pi wo yo; tès federal yo aplike.`,
    snapGrossSkipped: () =>
      'Gen yon moun lakay ou ki gen 60 an oswa plis oswa ki gen yon andikap, kidonk tès revni brit la pa aplike.',
    snapGrossPass: (v) =>
      `Revni ou de ${$(v.income)} pa mwa pi ba pase limit ${$(v.limit)} pou yon kay ${people(v.size)}.`,
    snapGrossFail: (v) =>
      `Revni ou de ${$(v.income)} pa mwa pi wo pase limit ${$(v.limit)} pou yon kay ${people(v.size)}.`,
    snapStandardMedical: (v) =>
      `Depans medikal ou yo depase $35, kidonk eta ou a retire yon montan fiks de ${$(v.amount)}.`,
    snapDeductions: (v) =>
      `Dediksyon: ${$(v.earned)} pou travay (20%), ${$(v.standard)} estanda, ${$(v.dependentCare)} pou swen moun ki depann de ou, ${$(v.childSupport)} pansyon alimantè ou peye ak ${$(v.medical)} medikal; ${$(v.adjusted)} rete.`,
    snapShelter: (v) =>
      `Lojman: ${$(v.shelter)} mwens mwatye revni ou (${$(v.half)}) bay yon dediksyon ${$(v.excess)} (maksimòm ${$(v.cap)}).`,
    snapShelterUncapped: (v) =>
      `Lojman: ${$(v.shelter)} mwens mwatye revni ou (${$(v.half)}) bay yon dediksyon ${$(v.excess)}, san maksimòm paske yon moun gen 60 an oswa plis oswa gen yon andikap.`,
    snapUtilityAllowance: (v) =>
      `Eta ou a pèmèt ${$(v.amount)} pa mwa pou ${utility[String(v.kind)]}; yo ajoute sa nan depans lojman ou.`,
    snapUtilityAllowanceLowestArea: (v) =>
      `Eta ou a pèmèt ${$(v.amount)} oswa plis pa mwa pou ${utility[String(v.kind)]}, dapre kote ou rete; nou sèvi ak montan ki pi ba a, kidonk montan pa w la ka pi wo.`,
    snapUtilityAllowanceUnknown: (v) =>
      `Nou pa konnen isit la montan estanda eta ou a pou sèvis piblik, kidonk estimasyon sa a pa mete l, epi montan pa w la ka pi wo. Gade ${v.url}.`,
    snapNetPass: (v) =>
      `Revni nèt ou de ${$(v.income)} pi ba pase limit ${$(v.limit)} pou yon kay ${people(v.size)}.`,
    snapNetFail: (v) =>
      `Revni nèt ou de ${$(v.income)} pi wo pase limit ${$(v.limit)} pou yon kay ${people(v.size)}.`,
    snapResourcesNotAsked: (v) => `Nou pa t mande sou ekonomi ou: limit lan se ${$(v.limit)}.`,
    snapResourcesPass: (v) => `Ekonomi ou de ${$(v.assets)} pi ba pase limit ${$(v.limit)}.`,
    snapResourcesFail: (v) => `Ekonomi ou de ${$(v.assets)} pi wo pase limit ${$(v.limit)}.`,
    snapNoBenefit: (v) =>
      `Ak yon revni nèt de ${$(v.net)}, 30% ladan l rive nan maksimòm ${$(v.max)}, kidonk estimasyon an se $0.`,
    snapAmount: (v) =>
      `Estimasyon: maksimòm ${$(v.max)} mwens 30% revni nèt ou de ${$(v.net)} (${$(v.contribution)}) = apeprè ${$(v.amount)} pa mwa. Ou ka kalifye; se ajans lan ki deside.`,
    medicaidSsi: (v) => `Moun ${v.member} resevwa SSI epi li ka kalifye pou Medicaid.`,
    medicaidChildPass: (v) =>
      `Moun ${v.member} (timoun): revni kay la se ${v.percent}% nivo povrete a, pi ba pase limit ${v.limit}% la; li ka kalifye.`,
    medicaidChildFail: (v) =>
      `Moun ${v.member} (timoun): revni kay la se ${v.percent}% nivo povrete a, pi wo pase limit Medicaid ${v.limit}% la.`,
    chipChildPass: (v) =>
      `Moun ${v.member} ka kalifye pou CHIP: ${v.percent}% pi ba pase limit ${v.limit}% la.`,
    chipChildFail: (v) => `Moun ${v.member}: ${v.percent}% pi wo pase limit CHIP ${v.limit}% la.`,
    medicaidPregnantPass: (v) =>
      `Moun ${v.member} (ansent): ${v.percent}% nivo povrete a, pi ba pase limit ${v.limit}% la; li ka kalifye.`,
    medicaidPregnantFail: (v) =>
      `Moun ${v.member} (ansent): ${v.percent}% pi wo pase limit ${v.limit}% la.`,
    chipPregnantPass: (v) =>
      `Moun ${v.member} ka kalifye pou CHIP gwosès: ${v.percent}% pi ba pase ${v.limit}%.`,
    chipPregnantFail: (v) =>
      `Moun ${v.member}: ${v.percent}% pi wo pase limit CHIP gwosès ${v.limit}% la.`,
    medicaidAged: (v) =>
      `Moun ${v.member} gen 65 an oswa plis: Medicaid sèvi ak lòt règ; mande nan ${v.url}.`,
    medicaidAdultPass: (v) =>
      `Moun ${v.member}: revni kay la de ${$(v.income)} pa mwa se ${v.percent}% nivo povrete a, pi ba pase limit ${v.limit}% la; li ka kalifye.`,
    medicaidAdultFail: (v) =>
      `Moun ${v.member}: revni kay la de ${$(v.income)} pa mwa se ${v.percent}% nivo povrete a, pi wo pase limit ${v.limit}% la.`,
    medicaidNoExpansion: (v) => `Moun ${v.member}: eta ou a pa t elaji Medicaid pou granmoun.`,
    medicaidParentPass: (v) =>
      `Moun ${v.member} (paran): ${v.percent}% pi ba pase limit ${v.limit}% la; li ka kalifye.`,
    medicaidParentFail: (v) =>
      `Moun ${v.member} (paran): ${v.percent}% pi wo pase limit ${v.limit}% la.`,
    medicaidStateUnknown: (v) => `Nou pa gen limit eta ou a isit la; mande nan ${v.url}.`,
    chipNotNeeded: () => 'Pèsonn lakay ou pa nan yon gwoup CHIP ak revni sa a.',
    wicNoCategory: () =>
      'WIC se pou fanm ansent, nouvo manman, tibebe ak timoun ki poko gen 5 an; pèsonn lakay ou pa nan gwoup sa yo.',
    wicCategory: (v) => `Moun ${v.member} nan yon gwoup WIC (${v.category}).`,
    wicIncomePass: (v) =>
      `Revni brit de ${$(v.income)} pi ba pase limit WIC ${$(v.limit)} (${v.percent}%) pou ${people(v.size)}.`,
    wicIncomeFail: (v) =>
      `Revni brit de ${$(v.income)} pi wo pase limit WIC ${$(v.limit)} (${v.percent}%) pou ${people(v.size)}.`,
    wicAdjunctiveSnap: () => 'Si ou resevwa SNAP, ou pase tès revni WIC la.',
    wicAdjunctiveTanf: () => 'Yon moun resevwa TANF, kidonk ou pase tès revni WIC la.',
    wicAdjunctiveMedicaid: () => 'Nenpòt moun ki ka resevwa Medicaid pase tès revni WIC la.',
    wicNutritionalRisk: () => 'Klinik WIC la tcheke risk nitrisyon tou; ou ka kalifye.',
    tanfNoChild: () =>
      'TANF se pou fanmi ki gen yon timoun ki poko gen 18 an oswa yon moun ansent.',
    tanfMaxGrant: (v) =>
      `${v.program}: pi gwo montan li peye yon fanmi ${people(v.size)} se ${$(v.grant)} pa mwa.`,
    tanfTimeLimit: (v) =>
      `${v.program} peye granmoun pou ${v.months} mwa pou pi plis nan tout lavi yo.`,
    tanfAskState: (v) => `Se eta ou a ki fikse limit ${v.program} yo; mande nan ${v.url}.`,
    // What the estimate inside an application assumed or did not know (fromApplication.ts).
    appStateFromZip: (v) => `Nou sèvi ak kòd ZIP ou ${v.zip} pou jwenn eta ou: ${v.state}.`,
    appStateUnknownZip: (v) =>
      `Nou pa ka konnen eta ou apati kòd ZIP ${v.zip}, kidonk nou poko ka fè estimasyon. Se ajans lan ki deside.`,
    appStateNoZip: () =>
      'Aplikasyon ou an pa gen kòd ZIP, kidonk nou poko konnen eta ou epi nou poko ka fè estimasyon.',
    appHouseholdOfOne: () =>
      'Ou poko di nou kiyès ki rete avè w, kidonk estimasyon sa a konte ou sèl, kòm yon granmoun ki poko gen 60 an, ki pa ansent epi ki pa gen andikap.',
    appMemberDetailsMissing: (v) =>
      `Nou poko gen dat nesans oswa repons sou sitwayènte pou ${people(v.count)}, kidonk nou konte yo kòm granmoun ki sitwayen.`,
    appSnapFoodApart: (v) =>
      `${people(v.count)} achte epi kwit manje apa de ou, kidonk SNAP pa konte yo ni revni yo.`,
    appIncomeAmountUnknown: (v) => `Ou poko konnen montan ${v.source}, kidonk li pa konte.`,
    appIncomeFrequencyUnknown: (v) =>
      `Nou pa konnen konbyen fwa ${v.source} peye w, kidonk li pa konte.`,
    appIncomeNotCounted: (v) =>
      `${v.source} pa konte kòm revni chak mwa (se lajan yon sèl fwa, èd pou lekòl oswa peman pou fwaye akèy).`,
    appBusinessCosts: (v) =>
      `Nou retire ${$(v.costs)} pa mwa depans biznis sou ${v.source}: ${$(v.net)} pa mwa konte.`,
    appHomeCostsNotAsked: () =>
      'Aplikasyon an poko mande sou lwaye, sèvis piblik, gadri oswa depans medikal, kidonk montan SNAP ou ka pi wo.',
  };
}
