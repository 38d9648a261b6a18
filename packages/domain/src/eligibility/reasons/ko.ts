import type { Money, ReasonTemplates } from './types.js';

// Korean, 합니다 style (docs/glossary/ko.json). Always "may" and "estimate".
const utility: Readonly<Record<string, string>> = {
  heatingCooling: '난방이나 냉방이 포함된 공과금',
  limited: '난방이나 냉방이 없는 공과금',
  phone: '전화',
};

export function reasonTemplatesKo($: Money): ReasonTemplates {
  const people = (n: number | string | undefined) => `${n}명`;
  return {
    snapFiguresUnknown: (v) =>
      `이 날짜의 SNAP 금액은 여기서 알 수 없습니다. ${v.url}을(를) 보세요.`,
    snapNoEligibleMembers: () =>
      '알려 주신 시민권 또는 이민 신분으로는 가구의 누구도 SNAP을 받을 수 없습니다. 결정은 기관이 합니다.',
    snapIneligibleMembers: (v) =>
      `이민 신분 때문에 SNAP에 포함되지 않는 사람: ${people(v.count)}. 가구는 ${people(v.size)}으로 계산하며, 그 사람들의 소득은 일부만 계산합니다.`,
    snapCategoricalAssistance: () =>
      '가구의 모든 사람이 TANF나 SSI를 받으므로 소득과 재산 심사 없이 자격이 될 수 있습니다.',
    snapBbcePass: (v) =>
      `총소득 ${$(v.income)}이(가) ${people(v.size)} 가구에 대한 주 한도 ${$(v.limit)}(빈곤선의 ${v.percent}%)보다 낮으므로 다른 소득과 재산 심사 없이 자격이 될 수 있습니다.`,
    snapBbcePassNetTest: (v) =>
      `총소득 ${$(v.income)}이(가) ${people(v.size)} 가구에 대한 주 한도 ${$(v.limit)}(빈곤선의 ${v.percent}%)보다 낮으므로 재산 심사는 하지 않습니다. 순소득 심사는 합니다.`,
    snapBbceFail: (v) =>
      `총소득 ${$(v.income)}이(가) ${people(v.size)} 가구에 대한 주 한도 ${$(v.limit)}(${v.percent}%)보다 높습니다. 연방 심사를 적용합니다.`,
    snapBbceUnknown: (v) =>
      `주에서 더 높은 한도(광범위 범주 자격)를 쓰는지 여기서는 알 수 없어 연방 심사를 적용합니다. ${v.url}을(를) 보세요.`,
    snapBbceNone: () =>
      '주에서 더 높은 한도(광범위 범주 자격)를 쓰지 않으므로 연방 심사를 적용합니다.',
    snapBbceNoGrossLimit: () =>
      '가구에 60세 이상이거나 장애가 있는 사람이 있고, 주에서 이런 가구에 총소득 한도를 두지 않으므로 재산 심사 없이 자격이 될 수 있습니다.',
    snapBbceAssetsFail: (v) =>
      `저축이 더 높은 한도를 위한 주 한도 ${$(v.limit)}보다 많습니다. 연방 심사를 적용합니다.`,
    snapGrossSkipped: () =>
      '가구에 60세 이상이거나 장애가 있는 사람이 있으므로 총소득 심사는 하지 않습니다.',
    snapGrossPass: (v) =>
      `월 소득 ${$(v.income)}이(가) ${people(v.size)} 가구 한도 ${$(v.limit)}보다 낮습니다.`,
    snapGrossFail: (v) =>
      `월 소득 ${$(v.income)}이(가) ${people(v.size)} 가구 한도 ${$(v.limit)}보다 높습니다.`,
    snapStandardMedical: (v) =>
      `의료비가 $35를 넘으므로 주에서 정해진 금액 ${$(v.amount)}을(를) 빼 줍니다.`,
    snapDeductions: (v) =>
      `공제: 근로 ${$(v.earned)}(20%), 기본 공제 ${$(v.standard)}, 부양가족 돌봄 ${$(v.dependentCare)}, 낸 자녀 양육비 ${$(v.childSupport)}, 의료비 ${$(v.medical)}. 남은 금액은 ${$(v.adjusted)}입니다.`,
    snapShelter: (v) =>
      `주거비: ${$(v.shelter)}에서 소득의 절반(${$(v.half)})을 빼면 ${$(v.excess)}이(가) 공제됩니다(상한 ${$(v.cap)}).`,
    snapShelterUncapped: (v) =>
      `주거비: ${$(v.shelter)}에서 소득의 절반(${$(v.half)})을 빼면 ${$(v.excess)}이(가) 공제됩니다. 60세 이상이거나 장애가 있는 사람이 있어 상한이 없습니다.`,
    snapUtilityAllowance: (v) =>
      `주에서 ${utility[String(v.kind)]}에 대해 매달 ${$(v.amount)}을(를) 인정합니다. 이 금액은 주거비에 더해집니다.`,
    snapUtilityAllowanceLowestArea: (v) =>
      `주에서 사는 곳에 따라 ${utility[String(v.kind)]}에 대해 매달 ${$(v.amount)} 이상을 인정합니다. 가장 낮은 금액을 썼으므로 실제 금액은 더 높을 수 있습니다.`,
    snapUtilityAllowanceUnknown: (v) =>
      `주의 표준 공과금 공제액을 여기서는 알 수 없어 이 추정에 넣지 않았습니다. 실제 금액은 더 높을 수 있습니다. ${v.url}을(를) 보세요.`,
    snapNetPass: (v) =>
      `순소득 ${$(v.income)}이(가) ${people(v.size)} 가구 한도 ${$(v.limit)}보다 낮습니다.`,
    snapNetFail: (v) =>
      `순소득 ${$(v.income)}이(가) ${people(v.size)} 가구 한도 ${$(v.limit)}보다 높습니다.`,
    snapResourcesNotAsked: (v) => `저축에 대해서는 묻지 않았습니다. 한도는 ${$(v.limit)}입니다.`,
    snapResourcesPass: (v) => `저축 ${$(v.assets)}이(가) 한도 ${$(v.limit)}보다 적습니다.`,
    snapResourcesFail: (v) => `저축 ${$(v.assets)}이(가) 한도 ${$(v.limit)}보다 많습니다.`,
    snapNoBenefit: (v) =>
      `순소득 ${$(v.net)}의 30%가 최대 금액 ${$(v.max)}에 이르므로 추정 금액은 $0입니다.`,
    snapAmount: (v) =>
      `추정: 최대 금액 ${$(v.max)}에서 순소득 ${$(v.net)}의 30%(${$(v.contribution)})를 빼면 매달 약 ${$(v.amount)}입니다. 자격이 될 수 있습니다. 결정은 기관이 합니다.`,
    medicaidSsi: (v) => `${v.member}번 사람은 SSI를 받으므로 Medicaid 자격이 될 수 있습니다.`,
    medicaidChildPass: (v) =>
      `${v.member}번 사람(아동): 가구 소득이 빈곤선의 ${v.percent}%로 한도 ${v.limit}%보다 낮습니다. 자격이 될 수 있습니다.`,
    medicaidChildFail: (v) =>
      `${v.member}번 사람(아동): 가구 소득이 빈곤선의 ${v.percent}%로 Medicaid 한도 ${v.limit}%보다 높습니다.`,
    chipChildPass: (v) =>
      `${v.member}번 사람은 CHIP 자격이 될 수 있습니다: ${v.percent}%가 한도 ${v.limit}%보다 낮습니다.`,
    chipChildFail: (v) => `${v.member}번 사람: ${v.percent}%가 CHIP 한도 ${v.limit}%보다 높습니다.`,
    medicaidPregnantPass: (v) =>
      `${v.member}번 사람(임신): 빈곤선의 ${v.percent}%로 한도 ${v.limit}%보다 낮습니다. 자격이 될 수 있습니다.`,
    medicaidPregnantFail: (v) =>
      `${v.member}번 사람(임신): ${v.percent}%가 한도 ${v.limit}%보다 높습니다.`,
    chipPregnantPass: (v) =>
      `${v.member}번 사람은 임신 CHIP 자격이 될 수 있습니다: ${v.percent}%가 ${v.limit}%보다 낮습니다.`,
    chipPregnantFail: (v) =>
      `${v.member}번 사람: ${v.percent}%가 임신 CHIP 한도 ${v.limit}%보다 높습니다.`,
    medicaidAged: (v) =>
      `${v.member}번 사람은 65세 이상입니다: Medicaid는 다른 규칙을 씁니다. ${v.url}에 문의하세요.`,
    medicaidAdultPass: (v) =>
      `${v.member}번 사람: 가구 월 소득 ${$(v.income)}은(는) 빈곤선의 ${v.percent}%로 한도 ${v.limit}%보다 낮습니다. 자격이 될 수 있습니다.`,
    medicaidAdultFail: (v) =>
      `${v.member}번 사람: 가구 월 소득 ${$(v.income)}은(는) 빈곤선의 ${v.percent}%로 한도 ${v.limit}%보다 높습니다.`,
    medicaidNoExpansion: (v) =>
      `${v.member}번 사람: 이 주는 성인에게 Medicaid를 확대하지 않았습니다.`,
    medicaidParentPass: (v) =>
      `${v.member}번 사람(부모): ${v.percent}%가 한도 ${v.limit}%보다 낮습니다. 자격이 될 수 있습니다.`,
    medicaidParentFail: (v) =>
      `${v.member}번 사람(부모): ${v.percent}%가 한도 ${v.limit}%보다 높습니다.`,
    medicaidStateUnknown: (v) => `이 주의 한도는 여기에 없습니다. ${v.url}에 문의하세요.`,
    chipNotNeeded: () => '이 소득에서는 가구의 누구도 CHIP 대상 그룹에 속하지 않습니다.',
    wicNoCategory: () =>
      'WIC는 임신한 여성, 출산한 지 얼마 안 된 어머니, 영아, 5세 미만 아동을 위한 것입니다. 가구의 누구도 이 그룹에 속하지 않습니다.',
    wicCategory: (v) => `${v.member}번 사람은 WIC 그룹(${v.category})에 속합니다.`,
    wicIncomePass: (v) =>
      `총소득 ${$(v.income)}이(가) ${people(v.size)}에 대한 WIC 한도 ${$(v.limit)}(${v.percent}%)보다 낮습니다.`,
    wicIncomeFail: (v) =>
      `총소득 ${$(v.income)}이(가) ${people(v.size)}에 대한 WIC 한도 ${$(v.limit)}(${v.percent}%)보다 높습니다.`,
    wicAdjunctiveSnap: () => 'SNAP을 받으면 WIC 소득 기준을 충족합니다.',
    wicAdjunctiveTanf: () => '누군가 TANF를 받으므로 WIC 소득 기준을 충족합니다.',
    wicAdjunctiveMedicaid: () => 'Medicaid를 받을 수 있는 사람은 WIC 소득 기준을 충족합니다.',
    wicNutritionalRisk: () => 'WIC 클리닉에서 영양 위험도 확인합니다. 자격이 될 수 있습니다.',
    tanfNoChild: () => 'TANF는 18세 미만 자녀나 임신한 사람이 있는 가족을 위한 것입니다.',
    tanfMaxGrant: (v) =>
      `${v.program}: ${people(v.size)} 가족에게 주는 최대 금액은 매달 ${$(v.grant)}입니다.`,
    tanfTimeLimit: (v) => `${v.program}은(는) 성인에게 평생 최대 ${v.months}개월까지 지급합니다.`,
    tanfAskState: (v) => `${v.program}의 한도는 주에서 정합니다. ${v.url}에 문의하세요.`,
    // What the estimate inside an application assumed or did not know (fromApplication.ts).
    appStateFromZip: (v) => `우편번호 ${v.zip}(으)로 주를 찾았습니다: ${v.state}.`,
    appStateUnknownZip: (v) =>
      `우편번호 ${v.zip}(으)로는 주를 알 수 없어 아직 추정할 수 없습니다. 결정은 기관이 합니다.`,
    appStateNoZip: () => '신청서에 우편번호가 없어 아직 주를 모르고 추정할 수 없습니다.',
    appHouseholdOfOne: () =>
      '아직 누구와 함께 사는지 알려 주지 않아, 이 추정은 본인만 계산합니다. 60세 미만이고 임신하지 않았으며 장애가 없는 성인으로 계산합니다.',
    appMemberDetailsMissing: (v) =>
      `${people(v.count)}의 생년월일이나 시민권 답변이 아직 없어 성인 시민으로 계산했습니다.`,
    appSnapFoodApart: (v) =>
      `${people(v.count)}이 본인과 따로 음식을 사고 요리하므로 SNAP은 그 사람과 그 소득을 계산하지 않습니다.`,
    appIncomeAmountUnknown: (v) => `${v.source}의 금액을 아직 모르므로 계산에서 뺐습니다.`,
    appIncomeFrequencyUnknown: (v) =>
      `${v.source}이(가) 얼마나 자주 지급되는지 몰라 계산에서 뺐습니다.`,
    appIncomeNotCounted: (v) =>
      `${v.source}은(는) 월 소득으로 계산하지 않습니다(한 번만 받는 돈, 학업 지원금 또는 위탁 양육비입니다).`,
    appBusinessCosts: (v) =>
      `${v.source}에서 매달 사업 비용 ${$(v.costs)}을(를) 뺐습니다: 매달 ${$(v.net)}을(를) 계산합니다.`,
    appHomeCostsNotAsked: () =>
      '신청서에서 아직 월세, 공과금, 보육비, 의료비를 묻지 않으므로 SNAP 금액이 더 높을 수 있습니다.',
  };
}
