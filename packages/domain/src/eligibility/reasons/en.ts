import type { Money, Template } from './base.js';

// The reasons in plain words, with the numbers. Always "may" and "estimate": the agency decides.
// English is the reference: its codes are the reason codes every language must word.
// The utility standards in plain words (7 CFR 273.9(d)(6)(iii)).
const utility: Readonly<Record<string, string>> = {
  heatingCooling: 'utilities with heating or cooling',
  limited: 'utilities without heating or cooling',
  phone: 'a phone',
};

export function reasonTemplatesEn($: Money) {
  const people = (n: number | string | undefined) =>
    `${n} ${Number(n) === 1 ? 'person' : 'people'}`;
  return {
    snapFiguresUnknown: (v) => `SNAP amounts for this date are not known here; see ${v.url}.`,
    snapNoEligibleMembers: () =>
      'From the citizenship or immigration status you gave, no one in the household can get SNAP. The agency decides.',
    snapIneligibleMembers: (v) =>
      `Not counted for SNAP because of immigration status: ${people(v.count)}. Your household counts as ${people(v.size)}, and only part of their income counts.`,
    snapCategoricalAssistance: () =>
      'Everyone in the household gets TANF or SSI, so you may qualify without the income and asset tests.',
    snapBbcePass: (v) =>
      `Your gross income of ${$(v.income)} is under your state's limit of ${$(v.limit)} (${v.percent}% of the poverty level) for a household of ${people(v.size)}, so you may qualify without the other income and asset tests.`,
    snapBbcePassNetTest: (v) =>
      `Your gross income of ${$(v.income)} is under your state's limit of ${$(v.limit)} (${v.percent}% of the poverty level) for a household of ${people(v.size)}, so the asset test does not apply; the net income test still does.`,
    snapBbceFail: (v) =>
      `Your gross income of ${$(v.income)} is over your state's limit of ${$(v.limit)} (${v.percent}%) for a household of ${people(v.size)}; the federal tests apply.`,
    snapBbceUnknown: (v) =>
      `We don't know here whether your state uses higher limits (broad-based categorical eligibility); the federal tests are used. See ${v.url}.`,
    snapBbceNone: () =>
      'Your state does not use higher limits (broad-based categorical eligibility); the federal tests apply.',
    snapBbceNoGrossLimit: () =>
      'Someone in your household is 60 or older or has a disability, and your state has no gross income limit for such households, so you may qualify without the asset test.',
    snapBbceAssetsFail: (v) =>
      `Your savings are over your state's limit of ${$(v.limit)} for the higher limits; the federal tests apply.`,
    snapGrossSkipped: () =>
      'Someone in your household is 60 or older or has a disability, so the gross income test does not apply.',
    snapGrossPass: (v) =>
      `Your income of ${$(v.income)} a month is under the limit of ${$(v.limit)} for a household of ${people(v.size)}.`,
    snapGrossFail: (v) =>
      `Your income of ${$(v.income)} a month is over the limit of ${$(v.limit)} for a household of ${people(v.size)}.`,
    snapStandardMedical: (v) =>
      `Your medical costs are over $35, so your state takes off a set amount of ${$(v.amount)}.`,
    snapDeductions: (v) =>
      `Deductions: ${$(v.earned)} for work (20%), ${$(v.standard)} standard, ${$(v.dependentCare)} dependent care, ${$(v.childSupport)} child support paid and ${$(v.medical)} medical; ${$(v.adjusted)} is left.`,
    snapShelter: (v) =>
      `Housing: ${$(v.shelter)} minus half your income (${$(v.half)}) gives a ${$(v.excess)} deduction (cap ${$(v.cap)}).`,
    snapShelterUncapped: (v) =>
      `Housing: ${$(v.shelter)} minus half your income (${$(v.half)}) gives a ${$(v.excess)} deduction, with no cap because someone is 60 or older or has a disability.`,
    snapUtilityAllowance: (v) =>
      `Your state allows ${$(v.amount)} a month for ${utility[String(v.kind)]}; it is added to your housing costs.`,
    snapUtilityAllowanceLowestArea: (v) =>
      `Your state allows ${$(v.amount)} or more a month for ${utility[String(v.kind)]}, depending on where you live; we used the lowest amount, so your amount may be higher.`,
    snapUtilityAllowanceUnknown: (v) =>
      `We don't know your state's standard utility allowance here, so this estimate leaves it out and your amount may be higher. See ${v.url}.`,
    snapNetPass: (v) =>
      `Your net income of ${$(v.income)} is under the limit of ${$(v.limit)} for a household of ${people(v.size)}.`,
    snapNetFail: (v) =>
      `Your net income of ${$(v.income)} is over the limit of ${$(v.limit)} for a household of ${people(v.size)}.`,
    snapResourcesNotAsked: (v) => `We did not ask about savings: the limit is ${$(v.limit)}.`,
    snapResourcesPass: (v) =>
      `Your savings of ${$(v.assets)} are under the limit of ${$(v.limit)}.`,
    snapResourcesFail: (v) => `Your savings of ${$(v.assets)} are over the limit of ${$(v.limit)}.`,
    snapNoBenefit: (v) =>
      `With net income of ${$(v.net)}, 30% of it reaches the maximum of ${$(v.max)}, so the estimate is $0.`,
    snapAmount: (v) =>
      `Estimate: the maximum of ${$(v.max)} minus 30% of your net income of ${$(v.net)} (${$(v.contribution)}) = about ${$(v.amount)} a month. You may qualify; the agency decides.`,
    medicaidSsi: (v) => `Person ${v.member} gets SSI and may qualify for Medicaid.`,
    medicaidChildPass: (v) =>
      `Person ${v.member} (child): household income is ${v.percent}% of the poverty level, under the limit of ${v.limit}%; may qualify.`,
    medicaidChildFail: (v) =>
      `Person ${v.member} (child): household income is ${v.percent}% of the poverty level, over the Medicaid limit of ${v.limit}%.`,
    chipChildPass: (v) =>
      `Person ${v.member} may qualify for CHIP: ${v.percent}% is under the limit of ${v.limit}%.`,
    chipChildFail: (v) =>
      `Person ${v.member}: ${v.percent}% is over the CHIP limit of ${v.limit}%.`,
    medicaidPregnantPass: (v) =>
      `Person ${v.member} (pregnant): ${v.percent}% of the poverty level, under the limit of ${v.limit}%; may qualify.`,
    medicaidPregnantFail: (v) =>
      `Person ${v.member} (pregnant): ${v.percent}% is over the limit of ${v.limit}%.`,
    chipPregnantPass: (v) =>
      `Person ${v.member} may qualify for pregnancy CHIP: ${v.percent}% is under ${v.limit}%.`,
    chipPregnantFail: (v) =>
      `Person ${v.member}: ${v.percent}% is over the pregnancy CHIP limit of ${v.limit}%.`,
    medicaidAged: (v) =>
      `Person ${v.member} is 65 or older: Medicaid uses other rules; ask at ${v.url}.`,
    medicaidAdultPass: (v) =>
      `Person ${v.member}: household income of ${$(v.income)} a month is ${v.percent}% of the poverty level, under the limit of ${v.limit}%; may qualify.`,
    medicaidAdultFail: (v) =>
      `Person ${v.member}: household income of ${$(v.income)} a month is ${v.percent}% of the poverty level, over the limit of ${v.limit}%.`,
    medicaidNoExpansion: (v) =>
      `Person ${v.member}: your state has not expanded Medicaid to adults.`,
    medicaidParentPass: (v) =>
      `Person ${v.member} (parent): ${v.percent}% is under the limit of ${v.limit}%; may qualify.`,
    medicaidParentFail: (v) =>
      `Person ${v.member} (parent): ${v.percent}% is over the limit of ${v.limit}%.`,
    medicaidStateUnknown: (v) => `We don't have your state's limits here; ask at ${v.url}.`,
    chipNotNeeded: () => 'No one in the household is in a CHIP group at this income.',
    wicNoCategory: () =>
      'WIC is for pregnant women, new mothers, infants and children under 5; no one in the household is in those groups.',
    wicCategory: (v) => `Person ${v.member} is in a WIC group (${v.category}).`,
    wicIncomePass: (v) =>
      `Gross income of ${$(v.income)} is under the WIC limit of ${$(v.limit)} (${v.percent}%) for ${people(v.size)}.`,
    wicIncomeFail: (v) =>
      `Gross income of ${$(v.income)} is over the WIC limit of ${$(v.limit)} (${v.percent}%) for ${people(v.size)}.`,
    wicAdjunctiveSnap: () => 'If you get SNAP, you meet the WIC income test.',
    wicAdjunctiveTanf: () => 'Someone gets TANF, so you meet the WIC income test.',
    wicAdjunctiveMedicaid: () => 'Anyone who may get Medicaid meets the WIC income test.',
    wicNutritionalRisk: () => 'The WIC clinic also checks nutritional risk; you may qualify.',
    tanfNoChild: () => 'TANF is for families with a child under 18 or a pregnant member.',
    tanfMaxGrant: (v) =>
      `${v.program}: the most it pays a family of ${people(v.size)} is ${$(v.grant)} a month.`,
    tanfTimeLimit: (v) => `${v.program} pays adults for at most ${v.months} months in a lifetime.`,
    tanfAskState: (v) => `${v.program} limits are set by your state; ask at ${v.url}.`,
    // What the estimate inside an application assumed or did not know (fromApplication.ts).
    appStateFromZip: (v) => `We used your ZIP code ${v.zip} to find your state: ${v.state}.`,
    appStateUnknownZip: (v) =>
      `We can't tell your state from your ZIP code ${v.zip}, so we can't estimate yet. The agency decides.`,
    appStateNoZip: () =>
      "Your application has no ZIP code, so we don't know your state and can't estimate yet.",
    appHouseholdOfOne: () =>
      "You haven't told us who lives with you yet, so this estimate counts only you, as an adult under 60 who is not pregnant and has no disability.",
    appMemberDetailsMissing: (v) =>
      `We don't have the date of birth or the citizenship answer of ${v.count} ${v.count === 1 ? 'person' : 'people'} yet, so we counted them as adult citizens.`,
    appSnapFoodApart: (v) =>
      `${v.count} ${v.count === 1 ? 'person buys' : 'people buy'} and ${v.count === 1 ? 'cooks' : 'cook'} food apart from you, so SNAP does not count them or their income.`,
    appIncomeAmountUnknown: (v) =>
      `You don't know the amount of ${v.source} yet, so it is left out.`,
    appIncomeFrequencyUnknown: (v) =>
      `We don't know how often ${v.source} pays you, so it is left out.`,
    appIncomeNotCounted: (v) =>
      `${v.source} is not counted as monthly income (it is one-time money, school aid or foster care pay).`,
    appBusinessCosts: (v) =>
      `We took ${$(v.costs)} a month of business costs off ${v.source}: ${$(v.net)} a month counts.`,
    appHomeCostsNotAsked: () =>
      'The application does not ask about rent, utilities, child care or medical costs yet, so your SNAP amount may be higher.',
  } satisfies Record<string, Template>;
}
