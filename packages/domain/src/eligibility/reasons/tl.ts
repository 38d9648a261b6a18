import type { Money, ReasonTemplates } from './types.js';

// Tagalog, "ikaw/mo/iyong" as the web catalog (docs/glossary/tl.json). Always "may" and "estimate".
const utility: Readonly<Record<string, string>> = {
  heatingCooling: 'utilities na may heating o cooling',
  limited: 'utilities na walang heating o cooling',
  phone: 'telepono',
};

export function reasonTemplatesTl($: Money): ReasonTemplates {
  const people = (n: number | string | undefined) => `${n} katao`;
  return {
    snapFiguresUnknown: (v) =>
      `Hindi alam dito ang mga halaga ng SNAP para sa petsang ito; tingnan ang ${v.url}.`,
    snapNoEligibleMembers: () =>
      'Batay sa pagkamamamayan o katayuan sa imigrasyon na ibinigay mo, walang sinuman sa sambahayan ang makakakuha ng SNAP. Ang ahensya ang magpapasya.',
    snapIneligibleMembers: (v) =>
      `Hindi binibilang sa SNAP dahil sa katayuan sa imigrasyon: ${people(v.count)}. Binibilang ang iyong sambahayan bilang ${people(v.size)}, at bahagi lang ng kanilang kita ang binibilang.`,
    snapCategoricalAssistance: () =>
      'Lahat sa sambahayan ay kumukuha ng TANF o SSI, kaya maaaring kwalipikado ka nang walang pagsusuri sa kita at ari-arian.',
    snapBbcePass: (v) =>
      `Ang iyong kabuuang kita na ${$(v.income)} ay mas mababa sa limitasyon ng iyong estado na ${$(v.limit)} (${v.percent}% ng antas ng kahirapan) para sa sambahayan ng ${people(v.size)}, kaya maaaring kwalipikado ka nang walang ibang pagsusuri sa kita at ari-arian.`,
    snapBbcePassNetTest: (v) =>
      `Ang iyong kabuuang kita na ${$(v.income)} ay mas mababa sa limitasyon ng iyong estado na ${$(v.limit)} (${v.percent}% ng antas ng kahirapan) para sa sambahayan ng ${people(v.size)}, kaya walang pagsusuri sa ari-arian; may pagsusuri pa rin sa netong kita.`,
    snapBbceFail: (v) =>
      `Ang iyong kabuuang kita na ${$(v.income)} ay lampas sa limitasyon ng iyong estado na ${$(v.limit)} (${v.percent}%) para sa sambahayan ng ${people(v.size)}; ginagamit ang mga pederal na pagsusuri.`,
    snapBbceUnknown: (v) =>
      `Hindi namin alam dito kung gumagamit ang iyong estado ng mas mataas na limitasyon (broad-based categorical eligibility); ginagamit ang mga pederal na pagsusuri. Tingnan ang ${v.url}.`,
    snapBbceNone: () =>
      'Hindi gumagamit ang iyong estado ng mas mataas na limitasyon (broad-based categorical eligibility); ginagamit ang mga pederal na pagsusuri.',
    snapBbceNoGrossLimit: () =>
      'May tao sa iyong sambahayan na 60 taon pataas o may kapansanan, at walang limitasyon sa kabuuang kita ang iyong estado para sa ganitong sambahayan, kaya maaaring kwalipikado ka nang walang pagsusuri sa ari-arian.',
    snapBbceAssetsFail: (v) =>
      `Lampas ang iyong ipon sa limitasyon ng iyong estado na ${$(v.limit)} para sa mas mataas na limitasyon; ginagamit ang mga pederal na pagsusuri.`,
    snapGrossSkipped: () =>
      'May tao sa iyong sambahayan na 60 taon pataas o may kapansanan, kaya walang pagsusuri sa kabuuang kita.',
    snapGrossPass: (v) =>
      `Ang iyong kita na ${$(v.income)} bawat buwan ay mas mababa sa limitasyon na ${$(v.limit)} para sa sambahayan ng ${people(v.size)}.`,
    snapGrossFail: (v) =>
      `Ang iyong kita na ${$(v.income)} bawat buwan ay lampas sa limitasyon na ${$(v.limit)} para sa sambahayan ng ${people(v.size)}.`,
    snapStandardMedical: (v) =>
      `Lampas sa $35 ang iyong gastos sa pagpapagamot, kaya ibinabawas ng iyong estado ang takdang halaga na ${$(v.amount)}.`,
    snapDeductions: (v) =>
      `Mga bawas: ${$(v.earned)} para sa trabaho (20%), ${$(v.standard)} karaniwang bawas, ${$(v.dependentCare)} pag-aalaga sa dependent, ${$(v.childSupport)} suporta sa anak na binayaran at ${$(v.medical)} pagpapagamot; natitira ang ${$(v.adjusted)}.`,
    snapShelter: (v) =>
      `Pabahay: ${$(v.shelter)} bawas ang kalahati ng iyong kita (${$(v.half)}) ay bawas na ${$(v.excess)} (hangganan ${$(v.cap)}).`,
    snapShelterUncapped: (v) =>
      `Pabahay: ${$(v.shelter)} bawas ang kalahati ng iyong kita (${$(v.half)}) ay bawas na ${$(v.excess)}, walang hangganan dahil may taong 60 taon pataas o may kapansanan.`,
    snapUtilityAllowance: (v) =>
      `Nagbibigay ang iyong estado ng ${$(v.amount)} bawat buwan para sa ${utility[String(v.kind)]}; idinadagdag ito sa iyong gastos sa pabahay.`,
    snapUtilityAllowanceLowestArea: (v) =>
      `Nagbibigay ang iyong estado ng ${$(v.amount)} o higit pa bawat buwan para sa ${utility[String(v.kind)]}, depende sa iyong tirahan; ginamit namin ang pinakamababang halaga, kaya maaaring mas mataas ang iyong halaga.`,
    snapUtilityAllowanceUnknown: (v) =>
      `Hindi namin alam dito ang karaniwang allowance sa utilities ng iyong estado, kaya hindi ito kasama sa tantiyang ito at maaaring mas mataas ang iyong halaga. Tingnan ang ${v.url}.`,
    snapNetPass: (v) =>
      `Ang iyong netong kita na ${$(v.income)} ay mas mababa sa limitasyon na ${$(v.limit)} para sa sambahayan ng ${people(v.size)}.`,
    snapNetFail: (v) =>
      `Ang iyong netong kita na ${$(v.income)} ay lampas sa limitasyon na ${$(v.limit)} para sa sambahayan ng ${people(v.size)}.`,
    snapResourcesNotAsked: (v) =>
      `Hindi namin itinanong ang iyong ipon: ang limitasyon ay ${$(v.limit)}.`,
    snapResourcesPass: (v) =>
      `Ang iyong ipon na ${$(v.assets)} ay mas mababa sa limitasyon na ${$(v.limit)}.`,
    snapResourcesFail: (v) =>
      `Ang iyong ipon na ${$(v.assets)} ay lampas sa limitasyon na ${$(v.limit)}.`,
    snapNoBenefit: (v) =>
      `Sa netong kita na ${$(v.net)}, umaabot ang 30% nito sa pinakamataas na ${$(v.max)}, kaya $0 ang tantiya.`,
    snapAmount: (v) =>
      `Tantiya: ang pinakamataas na ${$(v.max)} bawas ang 30% ng iyong netong kita na ${$(v.net)} (${$(v.contribution)}) = mga ${$(v.amount)} bawat buwan. Maaaring kwalipikado ka; ang ahensya ang magpapasya.`,
    medicaidSsi: (v) =>
      `Ang tao ${v.member} ay kumukuha ng SSI at maaaring kwalipikado sa Medicaid.`,
    medicaidChildPass: (v) =>
      `Tao ${v.member} (bata): ang kita ng sambahayan ay ${v.percent}% ng antas ng kahirapan, mas mababa sa limitasyon na ${v.limit}%; maaaring kwalipikado.`,
    medicaidChildFail: (v) =>
      `Tao ${v.member} (bata): ang kita ng sambahayan ay ${v.percent}% ng antas ng kahirapan, lampas sa limitasyon ng Medicaid na ${v.limit}%.`,
    chipChildPass: (v) =>
      `Ang tao ${v.member} ay maaaring kwalipikado sa CHIP: ang ${v.percent}% ay mas mababa sa limitasyon na ${v.limit}%.`,
    chipChildFail: (v) =>
      `Tao ${v.member}: ang ${v.percent}% ay lampas sa limitasyon ng CHIP na ${v.limit}%.`,
    medicaidPregnantPass: (v) =>
      `Tao ${v.member} (buntis): ${v.percent}% ng antas ng kahirapan, mas mababa sa limitasyon na ${v.limit}%; maaaring kwalipikado.`,
    medicaidPregnantFail: (v) =>
      `Tao ${v.member} (buntis): ang ${v.percent}% ay lampas sa limitasyon na ${v.limit}%.`,
    chipPregnantPass: (v) =>
      `Ang tao ${v.member} ay maaaring kwalipikado sa CHIP para sa buntis: ang ${v.percent}% ay mas mababa sa ${v.limit}%.`,
    chipPregnantFail: (v) =>
      `Tao ${v.member}: ang ${v.percent}% ay lampas sa limitasyon ng CHIP para sa buntis na ${v.limit}%.`,
    medicaidAged: (v) =>
      `Ang tao ${v.member} ay 65 taon pataas: ibang tuntunin ang gamit ng Medicaid; magtanong sa ${v.url}.`,
    medicaidAdultPass: (v) =>
      `Tao ${v.member}: ang kita ng sambahayan na ${$(v.income)} bawat buwan ay ${v.percent}% ng antas ng kahirapan, mas mababa sa limitasyon na ${v.limit}%; maaaring kwalipikado.`,
    medicaidAdultFail: (v) =>
      `Tao ${v.member}: ang kita ng sambahayan na ${$(v.income)} bawat buwan ay ${v.percent}% ng antas ng kahirapan, lampas sa limitasyon na ${v.limit}%.`,
    medicaidNoExpansion: (v) =>
      `Tao ${v.member}: hindi pinalawak ng iyong estado ang Medicaid para sa matatanda.`,
    medicaidParentPass: (v) =>
      `Tao ${v.member} (magulang): ang ${v.percent}% ay mas mababa sa limitasyon na ${v.limit}%; maaaring kwalipikado.`,
    medicaidParentFail: (v) =>
      `Tao ${v.member} (magulang): ang ${v.percent}% ay lampas sa limitasyon na ${v.limit}%.`,
    medicaidStateUnknown: (v) =>
      `Wala rito ang mga limitasyon ng iyong estado; magtanong sa ${v.url}.`,
    chipNotNeeded: () => 'Walang sinuman sa sambahayan ang nasa grupo ng CHIP sa kitang ito.',
    wicNoCategory: () =>
      'Ang WIC ay para sa mga buntis, bagong ina, sanggol at batang wala pang 5 taon; walang sinuman sa sambahayan ang nasa mga grupong iyon.',
    wicCategory: (v) => `Ang tao ${v.member} ay nasa isang grupo ng WIC (${v.category}).`,
    wicIncomePass: (v) =>
      `Ang kabuuang kita na ${$(v.income)} ay mas mababa sa limitasyon ng WIC na ${$(v.limit)} (${v.percent}%) para sa ${people(v.size)}.`,
    wicIncomeFail: (v) =>
      `Ang kabuuang kita na ${$(v.income)} ay lampas sa limitasyon ng WIC na ${$(v.limit)} (${v.percent}%) para sa ${people(v.size)}.`,
    wicAdjunctiveSnap: () => 'Kung kumukuha ka ng SNAP, pasado ka sa pagsusuri ng kita ng WIC.',
    wicAdjunctiveTanf: () => 'May kumukuha ng TANF, kaya pasado ka sa pagsusuri ng kita ng WIC.',
    wicAdjunctiveMedicaid: () =>
      'Ang sinumang maaaring makakuha ng Medicaid ay pasado sa pagsusuri ng kita ng WIC.',
    wicNutritionalRisk: () =>
      'Sinusuri rin ng klinika ng WIC ang panganib sa nutrisyon; maaaring kwalipikado ka.',
    tanfNoChild: () =>
      'Ang TANF ay para sa mga pamilyang may anak na wala pang 18 taon o may buntis.',
    tanfMaxGrant: (v) =>
      `${v.program}: ang pinakamalaking ibinabayad nito sa pamilya ng ${people(v.size)} ay ${$(v.grant)} bawat buwan.`,
    tanfTimeLimit: (v) =>
      `Nagbabayad ang ${v.program} sa matatanda nang hanggang ${v.months} buwan lang sa buong buhay.`,
    tanfAskState: (v) =>
      `Ang iyong estado ang nagtatakda ng mga limitasyon ng ${v.program}; magtanong sa ${v.url}.`,
    // What the estimate inside an application assumed or did not know (fromApplication.ts).
    appStateFromZip: (v) =>
      `Ginamit namin ang iyong ZIP code na ${v.zip} para malaman ang iyong estado: ${v.state}.`,
    appStateUnknownZip: (v) =>
      `Hindi namin malaman ang iyong estado mula sa ZIP code na ${v.zip}, kaya hindi pa kami makapagtantiya. Ang ahensya ang magpapasya.`,
    appStateNoZip: () =>
      'Walang ZIP code ang iyong aplikasyon, kaya hindi pa namin alam ang iyong estado at hindi pa kami makapagtantiya.',
    appHouseholdOfOne: () =>
      'Hindi mo pa sinasabi kung sino ang kasama mo sa bahay, kaya ikaw lang ang binibilang ng tantiyang ito, bilang adultong wala pang 60, hindi buntis at walang kapansanan.',
    appMemberDetailsMissing: (v) =>
      `Wala pa kaming petsa ng kapanganakan o sagot tungkol sa pagkamamamayan ng ${people(v.count)}, kaya binilang namin sila bilang mga adultong mamamayan.`,
    appSnapFoodApart: (v) =>
      `${people(v.count)} ang bumibili at nagluluto ng pagkain nang hiwalay sa iyo, kaya hindi sila binibilang ng SNAP, pati ang kanilang kita.`,
    appIncomeAmountUnknown: (v) =>
      `Hindi mo pa alam ang halaga ng ${v.source}, kaya hindi ito kasama.`,
    appIncomeFrequencyUnknown: (v) =>
      `Hindi namin alam kung gaano kadalas ka binabayaran ng ${v.source}, kaya hindi ito kasama.`,
    appIncomeNotCounted: (v) =>
      `Hindi binibilang ang ${v.source} bilang buwanang kita (ito ay minsanang pera, tulong sa pag-aaral o bayad sa foster care).`,
    appBusinessCosts: (v) =>
      `Ibinawas namin ang ${$(v.costs)} bawat buwan na gastos sa negosyo mula sa ${v.source}: ${$(v.net)} bawat buwan ang binibilang.`,
    appHomeCostsNotAsked: () =>
      'Hindi pa nagtatanong ang aplikasyon tungkol sa upa, utilities, pag-aalaga ng bata o gastos sa pagpapagamot, kaya maaaring mas mataas ang iyong halaga ng SNAP.',
  };
}
