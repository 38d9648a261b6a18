import type { Money, ReasonTemplates } from './types.js';

// Vietnamese, "bạn" (docs/glossary/vi.json). Always "may" and "estimate".
const utility: Readonly<Record<string, string>> = {
  heatingCooling: 'điện nước có sưởi hoặc làm mát',
  limited: 'điện nước không có sưởi hoặc làm mát',
  phone: 'điện thoại',
};

export function reasonTemplatesVi($: Money): ReasonTemplates {
  const people = (n: number | string | undefined) => `${n} người`;
  return {
    snapFiguresUnknown: (v) => `Ở đây chưa có số tiền SNAP cho ngày này; xem ${v.url}.`,
    snapNoEligibleMembers: () =>
      'Theo tình trạng công dân hoặc di trú bạn cho biết, không ai trong hộ gia đình nhận được SNAP. Cơ quan sẽ quyết định.',
    snapIneligibleMembers: (v) =>
      `Không được tính cho SNAP vì tình trạng di trú: ${people(v.count)}. Hộ gia đình của bạn được tính là ${people(v.size)}, và chỉ một phần thu nhập của họ được tính.`,
    snapCategoricalAssistance: () =>
      'Mọi người trong hộ gia đình đều nhận TANF hoặc SSI, nên bạn có thể đủ điều kiện mà không cần xét thu nhập và tài sản.',
    snapBbcePass: (v) =>
      `Tổng thu nhập ${$(v.income)} của bạn dưới mức giới hạn ${$(v.limit)} của tiểu bang (${v.percent}% mức nghèo) cho hộ gia đình ${people(v.size)}, nên bạn có thể đủ điều kiện mà không cần các lần xét thu nhập và tài sản khác.`,
    snapBbcePassNetTest: (v) =>
      `Tổng thu nhập ${$(v.income)} của bạn dưới mức giới hạn ${$(v.limit)} của tiểu bang (${v.percent}% mức nghèo) cho hộ gia đình ${people(v.size)}, nên không xét tài sản; vẫn xét thu nhập ròng.`,
    snapBbceFail: (v) =>
      `Tổng thu nhập ${$(v.income)} của bạn trên mức giới hạn ${$(v.limit)} của tiểu bang (${v.percent}%) cho hộ gia đình ${people(v.size)}; áp dụng các lần xét của liên bang.`,
    snapBbceUnknown: (v) =>
      `Ở đây chúng tôi không biết tiểu bang của bạn có dùng mức giới hạn cao hơn không (đủ điều kiện theo diện rộng); dùng các lần xét của liên bang. Xem ${v.url}.`,
    snapBbceNone: () =>
      'Tiểu bang của bạn không dùng mức giới hạn cao hơn (đủ điều kiện theo diện rộng); áp dụng các lần xét của liên bang.',
    snapBbceNoGrossLimit: () =>
      'Trong hộ gia đình có người từ 60 tuổi trở lên hoặc có khuyết tật, và tiểu bang của bạn không có giới hạn tổng thu nhập cho các hộ này, nên bạn có thể đủ điều kiện mà không cần xét tài sản.',
    snapBbceAssetsFail: (v) =>
      `Tiền tiết kiệm của bạn trên mức giới hạn ${$(v.limit)} của tiểu bang cho các mức cao hơn; áp dụng các lần xét của liên bang.`,
    snapGrossSkipped: () =>
      'Trong hộ gia đình có người từ 60 tuổi trở lên hoặc có khuyết tật, nên không xét tổng thu nhập.',
    snapGrossPass: (v) =>
      `Thu nhập ${$(v.income)} mỗi tháng của bạn dưới mức giới hạn ${$(v.limit)} cho hộ gia đình ${people(v.size)}.`,
    snapGrossFail: (v) =>
      `Thu nhập ${$(v.income)} mỗi tháng của bạn trên mức giới hạn ${$(v.limit)} cho hộ gia đình ${people(v.size)}.`,
    snapStandardMedical: (v) =>
      `Chi phí y tế của bạn trên $35, nên tiểu bang trừ một số tiền cố định là ${$(v.amount)}.`,
    snapDeductions: (v) =>
      `Các khoản trừ: ${$(v.earned)} cho việc làm (20%), ${$(v.standard)} khoản trừ chuẩn, ${$(v.dependentCare)} chăm sóc người phụ thuộc, ${$(v.childSupport)} tiền cấp dưỡng con đã trả và ${$(v.medical)} y tế; còn lại ${$(v.adjusted)}.`,
    snapShelter: (v) =>
      `Nhà ở: ${$(v.shelter)} trừ một nửa thu nhập của bạn (${$(v.half)}) được khoản trừ ${$(v.excess)} (tối đa ${$(v.cap)}).`,
    snapShelterUncapped: (v) =>
      `Nhà ở: ${$(v.shelter)} trừ một nửa thu nhập của bạn (${$(v.half)}) được khoản trừ ${$(v.excess)}, không có mức tối đa vì có người từ 60 tuổi trở lên hoặc có khuyết tật.`,
    snapUtilityAllowance: (v) =>
      `Tiểu bang của bạn cho ${$(v.amount)} mỗi tháng cho ${utility[String(v.kind)]}; số này được cộng vào chi phí nhà ở của bạn.`,
    snapUtilityAllowanceLowestArea: (v) =>
      `Tiểu bang của bạn cho ${$(v.amount)} hoặc hơn mỗi tháng cho ${utility[String(v.kind)]}, tùy nơi bạn sống; chúng tôi dùng số thấp nhất, nên số tiền của bạn có thể cao hơn.`,
    snapUtilityAllowanceUnknown: (v) =>
      `Ở đây chúng tôi không biết mức trợ cấp điện nước chuẩn của tiểu bang, nên ước tính này không tính nó và số tiền của bạn có thể cao hơn. Xem ${v.url}.`,
    snapNetPass: (v) =>
      `Thu nhập ròng ${$(v.income)} của bạn dưới mức giới hạn ${$(v.limit)} cho hộ gia đình ${people(v.size)}.`,
    snapNetFail: (v) =>
      `Thu nhập ròng ${$(v.income)} của bạn trên mức giới hạn ${$(v.limit)} cho hộ gia đình ${people(v.size)}.`,
    snapResourcesNotAsked: (v) =>
      `Chúng tôi không hỏi về tiền tiết kiệm: mức giới hạn là ${$(v.limit)}.`,
    snapResourcesPass: (v) =>
      `Tiền tiết kiệm ${$(v.assets)} của bạn dưới mức giới hạn ${$(v.limit)}.`,
    snapResourcesFail: (v) =>
      `Tiền tiết kiệm ${$(v.assets)} của bạn trên mức giới hạn ${$(v.limit)}.`,
    snapNoBenefit: (v) =>
      `Với thu nhập ròng ${$(v.net)}, 30% của nó bằng mức tối đa ${$(v.max)}, nên ước tính là $0.`,
    snapAmount: (v) =>
      `Ước tính: mức tối đa ${$(v.max)} trừ 30% thu nhập ròng ${$(v.net)} của bạn (${$(v.contribution)}) = khoảng ${$(v.amount)} mỗi tháng. Bạn có thể đủ điều kiện; cơ quan sẽ quyết định.`,
    medicaidSsi: (v) => `Người ${v.member} nhận SSI và có thể đủ điều kiện nhận Medicaid.`,
    medicaidChildPass: (v) =>
      `Người ${v.member} (trẻ em): thu nhập hộ gia đình là ${v.percent}% mức nghèo, dưới mức giới hạn ${v.limit}%; có thể đủ điều kiện.`,
    medicaidChildFail: (v) =>
      `Người ${v.member} (trẻ em): thu nhập hộ gia đình là ${v.percent}% mức nghèo, trên mức giới hạn Medicaid ${v.limit}%.`,
    chipChildPass: (v) =>
      `Người ${v.member} có thể đủ điều kiện nhận CHIP: ${v.percent}% dưới mức giới hạn ${v.limit}%.`,
    chipChildFail: (v) => `Người ${v.member}: ${v.percent}% trên mức giới hạn CHIP ${v.limit}%.`,
    medicaidPregnantPass: (v) =>
      `Người ${v.member} (mang thai): ${v.percent}% mức nghèo, dưới mức giới hạn ${v.limit}%; có thể đủ điều kiện.`,
    medicaidPregnantFail: (v) =>
      `Người ${v.member} (mang thai): ${v.percent}% trên mức giới hạn ${v.limit}%.`,
    chipPregnantPass: (v) =>
      `Người ${v.member} có thể đủ điều kiện nhận CHIP khi mang thai: ${v.percent}% dưới ${v.limit}%.`,
    chipPregnantFail: (v) =>
      `Người ${v.member}: ${v.percent}% trên mức giới hạn CHIP khi mang thai ${v.limit}%.`,
    medicaidAged: (v) =>
      `Người ${v.member} từ 65 tuổi trở lên: Medicaid dùng quy định khác; hãy hỏi tại ${v.url}.`,
    medicaidAdultPass: (v) =>
      `Người ${v.member}: thu nhập hộ gia đình ${$(v.income)} mỗi tháng là ${v.percent}% mức nghèo, dưới mức giới hạn ${v.limit}%; có thể đủ điều kiện.`,
    medicaidAdultFail: (v) =>
      `Người ${v.member}: thu nhập hộ gia đình ${$(v.income)} mỗi tháng là ${v.percent}% mức nghèo, trên mức giới hạn ${v.limit}%.`,
    medicaidNoExpansion: (v) =>
      `Người ${v.member}: tiểu bang của bạn chưa mở rộng Medicaid cho người lớn.`,
    medicaidParentPass: (v) =>
      `Người ${v.member} (cha hoặc mẹ): ${v.percent}% dưới mức giới hạn ${v.limit}%; có thể đủ điều kiện.`,
    medicaidParentFail: (v) =>
      `Người ${v.member} (cha hoặc mẹ): ${v.percent}% trên mức giới hạn ${v.limit}%.`,
    medicaidStateUnknown: (v) =>
      `Ở đây chúng tôi không có mức giới hạn của tiểu bang bạn; hãy hỏi tại ${v.url}.`,
    chipNotNeeded: () => 'Với thu nhập này, không ai trong hộ gia đình thuộc nhóm CHIP.',
    wicNoCategory: () =>
      'WIC dành cho người mang thai, mẹ mới sinh, trẻ sơ sinh và trẻ em dưới 5 tuổi; không ai trong hộ gia đình thuộc các nhóm này.',
    wicCategory: (v) => `Người ${v.member} thuộc một nhóm WIC (${v.category}).`,
    wicIncomePass: (v) =>
      `Tổng thu nhập ${$(v.income)} dưới mức giới hạn WIC ${$(v.limit)} (${v.percent}%) cho ${people(v.size)}.`,
    wicIncomeFail: (v) =>
      `Tổng thu nhập ${$(v.income)} trên mức giới hạn WIC ${$(v.limit)} (${v.percent}%) cho ${people(v.size)}.`,
    wicAdjunctiveSnap: () => 'Nếu bạn nhận SNAP, bạn đạt yêu cầu thu nhập của WIC.',
    wicAdjunctiveTanf: () => 'Có người nhận TANF, nên bạn đạt yêu cầu thu nhập của WIC.',
    wicAdjunctiveMedicaid: () => 'Ai có thể nhận Medicaid thì đạt yêu cầu thu nhập của WIC.',
    wicNutritionalRisk: () =>
      'Phòng khám WIC cũng kiểm tra nguy cơ dinh dưỡng; bạn có thể đủ điều kiện.',
    tanfNoChild: () => 'TANF dành cho gia đình có con dưới 18 tuổi hoặc có người mang thai.',
    tanfMaxGrant: (v) =>
      `${v.program}: số tiền cao nhất trả cho gia đình ${people(v.size)} là ${$(v.grant)} mỗi tháng.`,
    tanfTimeLimit: (v) => `${v.program} trả cho người lớn tối đa ${v.months} tháng trong cả đời.`,
    tanfAskState: (v) => `Mức giới hạn của ${v.program} do tiểu bang đặt ra; hãy hỏi tại ${v.url}.`,
    // What the estimate inside an application assumed or did not know (fromApplication.ts).
    appStateFromZip: (v) => `Chúng tôi dùng mã ZIP ${v.zip} của bạn để biết tiểu bang: ${v.state}.`,
    appStateUnknownZip: (v) =>
      `Chúng tôi không biết tiểu bang của bạn từ mã ZIP ${v.zip}, nên chưa thể ước tính. Cơ quan sẽ quyết định.`,
    appStateNoZip: () =>
      'Đơn của bạn không có mã ZIP, nên chúng tôi chưa biết tiểu bang và chưa thể ước tính.',
    appHouseholdOfOne: () =>
      'Bạn chưa cho chúng tôi biết ai sống cùng bạn, nên ước tính này chỉ tính bạn, là người lớn dưới 60 tuổi, không mang thai và không có khuyết tật.',
    appMemberDetailsMissing: (v) =>
      `Chúng tôi chưa có ngày sinh hoặc câu trả lời về quốc tịch của ${people(v.count)}, nên chúng tôi tính họ là công dân người lớn.`,
    appSnapFoodApart: (v) =>
      `${people(v.count)} mua và nấu ăn riêng với bạn, nên SNAP không tính họ hoặc thu nhập của họ.`,
    appIncomeAmountUnknown: (v) =>
      `Bạn chưa biết số tiền của ${v.source}, nên khoản này không được tính.`,
    appIncomeFrequencyUnknown: (v) =>
      `Chúng tôi không biết ${v.source} trả cho bạn bao lâu một lần, nên khoản này không được tính.`,
    appIncomeNotCounted: (v) =>
      `${v.source} không được tính là thu nhập hằng tháng (đó là tiền một lần, trợ giúp học tập hoặc tiền nuôi con nuôi tạm).`,
    appBusinessCosts: (v) =>
      `Chúng tôi trừ ${$(v.costs)} mỗi tháng chi phí kinh doanh khỏi ${v.source}: tính ${$(v.net)} mỗi tháng.`,
    appHomeCostsNotAsked: () =>
      'Đơn chưa hỏi về tiền thuê nhà, điện nước, giữ trẻ hoặc chi phí y tế, nên số tiền SNAP của bạn có thể cao hơn.',
  };
}
