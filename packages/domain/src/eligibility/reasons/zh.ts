import type { Money, ReasonTemplates } from './types.js';

// Simplified Chinese, polite 您 (docs/glossary/zh.json). Always "may" and "estimate".
const utility: Readonly<Record<string, string>> = {
  heatingCooling: '含暖气或冷气的水电费',
  limited: '不含暖气或冷气的水电费',
  phone: '电话费',
};

export function reasonTemplatesZh($: Money): ReasonTemplates {
  const people = (n: number | string | undefined) => `${n} 人`;
  return {
    snapFiguresUnknown: (v) => `这里没有这个日期的 SNAP 金额；请看 ${v.url}。`,
    snapNoEligibleMembers: () =>
      '根据您提供的公民身份或移民身份，家中没有人可以领 SNAP。由机构决定。',
    snapIneligibleMembers: (v) =>
      `因移民身份不计入 SNAP 的有：${people(v.count)}。您的家庭按 ${people(v.size)}计算，他们的收入只算一部分。`,
    snapCategoricalAssistance: () =>
      '家中每个人都领 TANF 或 SSI，所以您可能符合资格，不用通过收入和财产审查。',
    snapBbcePass: (v) =>
      `您的总收入 ${$(v.income)} 低于您所在州对 ${people(v.size)}家庭的限额 ${$(v.limit)}（贫困线的 ${v.percent}%），所以您可能符合资格，不用通过其他收入和财产审查。`,
    snapBbcePassNetTest: (v) =>
      `您的总收入 ${$(v.income)} 低于您所在州对 ${people(v.size)}家庭的限额 ${$(v.limit)}（贫困线的 ${v.percent}%），所以不用财产审查；但仍要看净收入。`,
    snapBbceFail: (v) =>
      `您的总收入 ${$(v.income)} 高于您所在州对 ${people(v.size)}家庭的限额 ${$(v.limit)}（${v.percent}%）；按联邦审查标准计算。`,
    snapBbceUnknown: (v) =>
      `这里不知道您所在的州是否用较高的限额（广泛类别资格）；按联邦审查标准计算。请看 ${v.url}。`,
    snapBbceNone: () => '您所在的州不用较高的限额（广泛类别资格）；按联邦审查标准计算。',
    snapBbceNoGrossLimit: () =>
      '您家中有人 60 岁或以上或有残疾，您所在的州对这类家庭没有总收入限额，所以您可能符合资格，不用财产审查。',
    snapBbceAssetsFail: (v) =>
      `您的存款高于您所在州较高限额的财产上限 ${$(v.limit)}；按联邦审查标准计算。`,
    snapGrossSkipped: () => '您家中有人 60 岁或以上或有残疾，所以不用总收入审查。',
    snapGrossPass: (v) =>
      `您每月收入 ${$(v.income)}，低于 ${people(v.size)}家庭的限额 ${$(v.limit)}。`,
    snapGrossFail: (v) =>
      `您每月收入 ${$(v.income)}，高于 ${people(v.size)}家庭的限额 ${$(v.limit)}。`,
    snapStandardMedical: (v) => `您的医疗费用超过 $35，所以您所在的州扣除固定金额 ${$(v.amount)}。`,
    snapDeductions: (v) =>
      `扣除项：工作 ${$(v.earned)}（20%），标准扣除 ${$(v.standard)}，受抚养人照顾 ${$(v.dependentCare)}，已付子女抚养费 ${$(v.childSupport)}，医疗 ${$(v.medical)}；剩下 ${$(v.adjusted)}。`,
    snapShelter: (v) =>
      `住房：${$(v.shelter)} 减去您收入的一半（${$(v.half)}），得到 ${$(v.excess)} 的扣除（上限 ${$(v.cap)}）。`,
    snapShelterUncapped: (v) =>
      `住房：${$(v.shelter)} 减去您收入的一半（${$(v.half)}），得到 ${$(v.excess)} 的扣除；因为有人 60 岁或以上或有残疾，没有上限。`,
    snapUtilityAllowance: (v) =>
      `您所在的州每月给${utility[String(v.kind)]} ${$(v.amount)}；这笔钱加到您的住房费用里。`,
    snapUtilityAllowanceLowestArea: (v) =>
      `根据您住的地方，您所在的州每月给${utility[String(v.kind)]} ${$(v.amount)} 或更多；我们用了最低的金额，所以您的金额可能更高。`,
    snapUtilityAllowanceUnknown: (v) =>
      `这里不知道您所在州的标准水电费补贴，所以这个估算没有算进去，您的金额可能更高。请看 ${v.url}。`,
    snapNetPass: (v) =>
      `您的净收入 ${$(v.income)} 低于 ${people(v.size)}家庭的限额 ${$(v.limit)}。`,
    snapNetFail: (v) =>
      `您的净收入 ${$(v.income)} 高于 ${people(v.size)}家庭的限额 ${$(v.limit)}。`,
    snapResourcesNotAsked: (v) => `我们没有问您的存款：上限是 ${$(v.limit)}。`,
    snapResourcesPass: (v) => `您的存款 ${$(v.assets)} 低于上限 ${$(v.limit)}。`,
    snapResourcesFail: (v) => `您的存款 ${$(v.assets)} 高于上限 ${$(v.limit)}。`,
    snapNoBenefit: (v) => `净收入 ${$(v.net)} 的 30% 达到了最高金额 ${$(v.max)}，所以估算是 $0。`,
    snapAmount: (v) =>
      `估算：最高金额 ${$(v.max)} 减去您净收入 ${$(v.net)} 的 30%（${$(v.contribution)}）= 每月约 ${$(v.amount)}。您可能符合资格；由机构决定。`,
    medicaidSsi: (v) => `第 ${v.member} 人领 SSI，可能符合 Medicaid 资格。`,
    medicaidChildPass: (v) =>
      `第 ${v.member} 人（儿童）：家庭收入是贫困线的 ${v.percent}%，低于 ${v.limit}% 的限额；可能符合资格。`,
    medicaidChildFail: (v) =>
      `第 ${v.member} 人（儿童）：家庭收入是贫困线的 ${v.percent}%，高于 Medicaid 的 ${v.limit}% 限额。`,
    chipChildPass: (v) =>
      `第 ${v.member} 人可能符合 CHIP 资格：${v.percent}% 低于 ${v.limit}% 的限额。`,
    chipChildFail: (v) => `第 ${v.member} 人：${v.percent}% 高于 CHIP 的 ${v.limit}% 限额。`,
    medicaidPregnantPass: (v) =>
      `第 ${v.member} 人（怀孕）：贫困线的 ${v.percent}%，低于 ${v.limit}% 的限额；可能符合资格。`,
    medicaidPregnantFail: (v) =>
      `第 ${v.member} 人（怀孕）：${v.percent}% 高于 ${v.limit}% 的限额。`,
    chipPregnantPass: (v) =>
      `第 ${v.member} 人可能符合孕期 CHIP 资格：${v.percent}% 低于 ${v.limit}%。`,
    chipPregnantFail: (v) => `第 ${v.member} 人：${v.percent}% 高于孕期 CHIP 的 ${v.limit}% 限额。`,
    medicaidAged: (v) => `第 ${v.member} 人 65 岁或以上：Medicaid 用其他规则；请到 ${v.url} 询问。`,
    medicaidAdultPass: (v) =>
      `第 ${v.member} 人：家庭每月收入 ${$(v.income)}，是贫困线的 ${v.percent}%，低于 ${v.limit}% 的限额；可能符合资格。`,
    medicaidAdultFail: (v) =>
      `第 ${v.member} 人：家庭每月收入 ${$(v.income)}，是贫困线的 ${v.percent}%，高于 ${v.limit}% 的限额。`,
    medicaidNoExpansion: (v) => `第 ${v.member} 人：您所在的州没有把 Medicaid 扩大到成人。`,
    medicaidParentPass: (v) =>
      `第 ${v.member} 人（父母）：${v.percent}% 低于 ${v.limit}% 的限额；可能符合资格。`,
    medicaidParentFail: (v) => `第 ${v.member} 人（父母）：${v.percent}% 高于 ${v.limit}% 的限额。`,
    medicaidStateUnknown: (v) => `这里没有您所在州的限额；请到 ${v.url} 询问。`,
    chipNotNeeded: () => '按这个收入，家中没有人属于 CHIP 的群体。',
    wicNoCategory: () =>
      'WIC 适合孕妇、刚生完孩子的妈妈、婴儿和 5 岁以下的儿童；家中没有人属于这些群体。',
    wicCategory: (v) => `第 ${v.member} 人属于 WIC 群体（${v.category}）。`,
    wicIncomePass: (v) =>
      `总收入 ${$(v.income)} 低于 ${people(v.size)}的 WIC 限额 ${$(v.limit)}（${v.percent}%）。`,
    wicIncomeFail: (v) =>
      `总收入 ${$(v.income)} 高于 ${people(v.size)}的 WIC 限额 ${$(v.limit)}（${v.percent}%）。`,
    wicAdjunctiveSnap: () => '如果您领 SNAP，就符合 WIC 的收入要求。',
    wicAdjunctiveTanf: () => '有人领 TANF，所以您符合 WIC 的收入要求。',
    wicAdjunctiveMedicaid: () => '可能领 Medicaid 的人符合 WIC 的收入要求。',
    wicNutritionalRisk: () => 'WIC 诊所还会检查营养风险；您可能符合资格。',
    tanfNoChild: () => 'TANF 适合有 18 岁以下孩子或有孕妇的家庭。',
    tanfMaxGrant: (v) => `${v.program}：给 ${people(v.size)}家庭的最高金额是每月 ${$(v.grant)}。`,
    tanfTimeLimit: (v) => `${v.program} 给成人的钱一生最多 ${v.months} 个月。`,
    tanfAskState: (v) => `${v.program} 的限额由您所在的州决定；请到 ${v.url} 询问。`,
    // What the estimate inside an application assumed or did not know (fromApplication.ts).
    appStateFromZip: (v) => `我们用您的邮政编码 ${v.zip} 找到您所在的州：${v.state}。`,
    appStateUnknownZip: (v) =>
      `我们无法从您的邮政编码 ${v.zip} 知道您所在的州，所以还不能估算。由机构决定。`,
    appStateNoZip: () => '您的申请没有邮政编码，所以我们还不知道您所在的州，也不能估算。',
    appHouseholdOfOne: () =>
      '您还没有告诉我们谁和您同住，所以这个估算只算您一人，按 60 岁以下、没有怀孕、没有残疾的成人计算。',
    appMemberDetailsMissing: (v) =>
      `我们还没有 ${people(v.count)}的出生日期或公民身份回答，所以把他们按成年公民计算。`,
    appSnapFoodApart: (v) =>
      `${people(v.count)}和您分开买菜做饭，所以 SNAP 不算他们，也不算他们的收入。`,
    appIncomeAmountUnknown: (v) => `您还不知道 ${v.source} 的金额，所以没有算进去。`,
    appIncomeFrequencyUnknown: (v) => `我们不知道 ${v.source} 多久付您一次，所以没有算进去。`,
    appIncomeNotCounted: (v) => `${v.source} 不算作每月收入（它是一次性的钱、学业资助或寄养费）。`,
    appBusinessCosts: (v) =>
      `我们从 ${v.source} 中减去每月 ${$(v.costs)} 的生意开支：每月算 ${$(v.net)}。`,
    appHomeCostsNotAsked: () =>
      '申请还没有问房租、水电费、托儿或医疗费用，所以您的 SNAP 金额可能更高。',
  };
}
