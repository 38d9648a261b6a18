import type { Money, ReasonTemplates } from './types.js';

// Modern Standard Arabic (docs/glossary/ar.json). Always "may" and "estimate". Amounts and
// percents stay in Latin digits; the web isolates them left to right inside the RTL text.
const utility: Readonly<Record<string, string>> = {
  heatingCooling: 'المرافق مع التدفئة أو التبريد',
  limited: 'المرافق بدون تدفئة أو تبريد',
  phone: 'الهاتف',
};

// شخص واحد، شخصان، 3 أشخاص، 11 شخصًا، 100 شخص (CLDR plural categories of ar). After "من" and
// "لـ" the dual is genitive: شخصين.
type Forms = Readonly<Record<string, (n: string) => string>>;
const personForms: Forms = {
  zero: (n) => `${n} شخص`,
  one: () => 'شخص واحد',
  two: () => 'شخصان',
  few: (n) => `${n} أشخاص`,
  many: (n) => `${n} شخصًا`,
  other: (n) => `${n} شخص`,
};
const personFormsGenitive: Forms = { ...personForms, two: () => 'شخصين' };
// Made on first use, not when the module loads (decision 0800: no Intl at start-up).
let rules: Intl.PluralRules | undefined;
function pluralOf(n: number): string {
  rules ??= new Intl.PluralRules('ar');
  return rules.select(n);
}
const count = (forms: Forms, n: number | string | undefined) =>
  (forms[pluralOf(Number(n))] as (n: string) => string)(String(n));

export function reasonTemplatesAr($: Money): ReasonTemplates {
  const people = (n: number | string | undefined) => count(personForms, n);
  const ofPeople = (n: number | string | undefined) => count(personFormsGenitive, n);
  return {
    snapFiguresUnknown: (v) => `مبالغ SNAP لهذا التاريخ غير معروفة هنا؛ راجع ${v.url}.`,
    snapNoEligibleMembers: () =>
      'بناءً على الجنسية أو وضع الهجرة الذي ذكرته، لا يمكن لأحد في الأسرة الحصول على SNAP. الجهة المختصة هي التي تقرر.',
    snapIneligibleMembers: (v) =>
      `لا يُحسب في SNAP بسبب وضع الهجرة: ${people(v.count)}. تُحسب أسرتك على أنها ${people(v.size)}، ويُحسب جزء فقط من دخلهم.`,
    snapCategoricalAssistance: () =>
      'كل أفراد الأسرة يحصلون على TANF أو SSI، لذلك قد تكون مؤهلاً دون اختبارات الدخل والأصول.',
    snapBbcePass: (v) =>
      `دخلك الإجمالي ${$(v.income)} أقل من حد ولايتك ${$(v.limit)} (${v.percent}% من مستوى الفقر) لأسرة من ${ofPeople(v.size)}، لذلك قد تكون مؤهلاً دون اختبارات الدخل والأصول الأخرى.`,
    snapBbcePassNetTest: (v) =>
      `دخلك الإجمالي ${$(v.income)} أقل من حد ولايتك ${$(v.limit)} (${v.percent}% من مستوى الفقر) لأسرة من ${ofPeople(v.size)}، لذلك لا يُطبق اختبار الأصول؛ لكن اختبار صافي الدخل يُطبق.`,
    snapBbceFail: (v) =>
      `دخلك الإجمالي ${$(v.income)} أعلى من حد ولايتك ${$(v.limit)} (${v.percent}%) لأسرة من ${ofPeople(v.size)}؛ تُطبق الاختبارات الفيدرالية.`,
    snapBbceUnknown: (v) =>
      `لا نعرف هنا إن كانت ولايتك تستخدم حدودًا أعلى (الأهلية الفئوية الواسعة)؛ تُستخدم الاختبارات الفيدرالية. راجع ${v.url}.`,
    snapBbceNone: () =>
      'ولايتك لا تستخدم حدودًا أعلى (الأهلية الفئوية الواسعة)؛ تُطبق الاختبارات الفيدرالية.',
    snapBbceNoGrossLimit: () =>
      'في أسرتك شخص عمره 60 سنة أو أكثر أو لديه إعاقة، وليس لولايتك حد للدخل الإجمالي لهذه الأسر، لذلك قد تكون مؤهلاً دون اختبار الأصول.',
    snapBbceAssetsFail: (v) =>
      `مدخراتك أعلى من حد ولايتك ${$(v.limit)} للحدود الأعلى؛ تُطبق الاختبارات الفيدرالية.`,
    snapGrossSkipped: () =>
      'في أسرتك شخص عمره 60 سنة أو أكثر أو لديه إعاقة، لذلك لا يُطبق اختبار الدخل الإجمالي.',
    snapGrossPass: (v) =>
      `دخلك البالغ ${$(v.income)} في الشهر أقل من الحد ${$(v.limit)} لأسرة من ${ofPeople(v.size)}.`,
    snapGrossFail: (v) =>
      `دخلك البالغ ${$(v.income)} في الشهر أعلى من الحد ${$(v.limit)} لأسرة من ${ofPeople(v.size)}.`,
    snapStandardMedical: (v) =>
      `نفقاتك الطبية أكثر من $35، لذلك تخصم ولايتك مبلغًا ثابتًا قدره ${$(v.amount)}.`,
    snapDeductions: (v) =>
      `الخصومات: ${$(v.earned)} للعمل (20%)، و${$(v.standard)} خصم قياسي، و${$(v.dependentCare)} لرعاية المعالين، و${$(v.childSupport)} نفقة طفل مدفوعة، و${$(v.medical)} نفقات طبية؛ يتبقى ${$(v.adjusted)}.`,
    snapShelter: (v) =>
      `السكن: ${$(v.shelter)} ناقص نصف دخلك (${$(v.half)}) يعطي خصمًا قدره ${$(v.excess)} (الحد الأقصى ${$(v.cap)}).`,
    snapShelterUncapped: (v) =>
      `السكن: ${$(v.shelter)} ناقص نصف دخلك (${$(v.half)}) يعطي خصمًا قدره ${$(v.excess)}، بلا حد أقصى لأن شخصًا عمره 60 سنة أو أكثر أو لديه إعاقة.`,
    snapUtilityAllowance: (v) =>
      `تحتسب ولايتك ${$(v.amount)} في الشهر لفواتير ${utility[String(v.kind)]}؛ ويُضاف هذا إلى تكاليف سكنك.`,
    snapUtilityAllowanceLowestArea: (v) =>
      `تحتسب ولايتك ${$(v.amount)} أو أكثر في الشهر لفواتير ${utility[String(v.kind)]}، حسب مكان سكنك؛ استخدمنا أقل مبلغ، لذلك قد يكون مبلغك أعلى.`,
    snapUtilityAllowanceUnknown: (v) =>
      `لا نعرف هنا المبلغ القياسي لفواتير المرافق في ولايتك، لذلك لا يشمله هذا التقدير وقد يكون مبلغك أعلى. راجع ${v.url}.`,
    snapNetPass: (v) =>
      `صافي دخلك ${$(v.income)} أقل من الحد ${$(v.limit)} لأسرة من ${ofPeople(v.size)}.`,
    snapNetFail: (v) =>
      `صافي دخلك ${$(v.income)} أعلى من الحد ${$(v.limit)} لأسرة من ${ofPeople(v.size)}.`,
    snapResourcesNotAsked: (v) => `لم نسأل عن مدخراتك: الحد هو ${$(v.limit)}.`,
    snapResourcesPass: (v) => `مدخراتك البالغة ${$(v.assets)} أقل من الحد ${$(v.limit)}.`,
    snapResourcesFail: (v) => `مدخراتك البالغة ${$(v.assets)} أعلى من الحد ${$(v.limit)}.`,
    snapNoBenefit: (v) =>
      `مع صافي دخل قدره ${$(v.net)}، تصل نسبة 30% منه إلى الحد الأقصى ${$(v.max)}، لذلك التقدير هو $0.`,
    snapAmount: (v) =>
      `التقدير: الحد الأقصى ${$(v.max)} ناقص 30% من صافي دخلك ${$(v.net)} (${$(v.contribution)}) = حوالي ${$(v.amount)} في الشهر. قد تكون مؤهلاً؛ الجهة المختصة هي التي تقرر.`,
    medicaidSsi: (v) => `الشخص ${v.member} يحصل على SSI وقد يكون مؤهلاً لـ Medicaid.`,
    medicaidChildPass: (v) =>
      `الشخص ${v.member} (طفل): دخل الأسرة ${v.percent}% من مستوى الفقر، أقل من الحد ${v.limit}%؛ قد يكون مؤهلاً.`,
    medicaidChildFail: (v) =>
      `الشخص ${v.member} (طفل): دخل الأسرة ${v.percent}% من مستوى الفقر، أعلى من حد Medicaid البالغ ${v.limit}%.`,
    chipChildPass: (v) =>
      `الشخص ${v.member} قد يكون مؤهلاً لـ CHIP: ${v.percent}% أقل من الحد ${v.limit}%.`,
    chipChildFail: (v) => `الشخص ${v.member}: ${v.percent}% أعلى من حد CHIP البالغ ${v.limit}%.`,
    medicaidPregnantPass: (v) =>
      `الشخص ${v.member} (حامل): ${v.percent}% من مستوى الفقر، أقل من الحد ${v.limit}%؛ قد تكون مؤهلة.`,
    medicaidPregnantFail: (v) =>
      `الشخص ${v.member} (حامل): ${v.percent}% أعلى من الحد ${v.limit}%.`,
    chipPregnantPass: (v) =>
      `الشخص ${v.member} قد تكون مؤهلة لـ CHIP الخاص بالحمل: ${v.percent}% أقل من ${v.limit}%.`,
    chipPregnantFail: (v) =>
      `الشخص ${v.member}: ${v.percent}% أعلى من حد CHIP الخاص بالحمل البالغ ${v.limit}%.`,
    medicaidAged: (v) =>
      `الشخص ${v.member} عمره 65 سنة أو أكثر: يستخدم Medicaid قواعد أخرى؛ اسأل في ${v.url}.`,
    medicaidAdultPass: (v) =>
      `الشخص ${v.member}: دخل الأسرة ${$(v.income)} في الشهر يساوي ${v.percent}% من مستوى الفقر، أقل من الحد ${v.limit}%؛ قد يكون مؤهلاً.`,
    medicaidAdultFail: (v) =>
      `الشخص ${v.member}: دخل الأسرة ${$(v.income)} في الشهر يساوي ${v.percent}% من مستوى الفقر، أعلى من الحد ${v.limit}%.`,
    medicaidNoExpansion: (v) => `الشخص ${v.member}: لم توسّع ولايتك Medicaid ليشمل البالغين.`,
    medicaidParentPass: (v) =>
      `الشخص ${v.member} (أحد الوالدين): ${v.percent}% أقل من الحد ${v.limit}%؛ قد يكون مؤهلاً.`,
    medicaidParentFail: (v) =>
      `الشخص ${v.member} (أحد الوالدين): ${v.percent}% أعلى من الحد ${v.limit}%.`,
    medicaidStateUnknown: (v) => `ليست لدينا هنا حدود ولايتك؛ اسأل في ${v.url}.`,
    chipNotNeeded: () => 'لا أحد في الأسرة ضمن فئة CHIP عند هذا الدخل.',
    wicNoCategory: () =>
      'برنامج WIC للحوامل والأمهات بعد الولادة والرضّع والأطفال دون 5 سنوات؛ لا أحد في الأسرة ضمن هذه الفئات.',
    wicCategory: (v) => `الشخص ${v.member} ضمن فئة من فئات WIC (${v.category}).`,
    wicIncomePass: (v) =>
      `الدخل الإجمالي ${$(v.income)} أقل من حد WIC البالغ ${$(v.limit)} (${v.percent}%) لـ ${ofPeople(v.size)}.`,
    wicIncomeFail: (v) =>
      `الدخل الإجمالي ${$(v.income)} أعلى من حد WIC البالغ ${$(v.limit)} (${v.percent}%) لـ ${ofPeople(v.size)}.`,
    wicAdjunctiveSnap: () => 'إذا كنت تحصل على SNAP، فأنت تستوفي شرط الدخل في WIC.',
    wicAdjunctiveTanf: () => 'أحد أفراد الأسرة يحصل على TANF، لذلك تستوفي شرط الدخل في WIC.',
    wicAdjunctiveMedicaid: () => 'كل من قد يحصل على Medicaid يستوفي شرط الدخل في WIC.',
    wicNutritionalRisk: () => 'تفحص عيادة WIC أيضًا الخطر الغذائي؛ قد تكون مؤهلاً.',
    tanfNoChild: () => 'برنامج TANF للأسر التي لديها طفل دون 18 سنة أو فرد حامل.',
    tanfMaxGrant: (v) =>
      `${v.program}: أعلى مبلغ يدفعه لأسرة من ${ofPeople(v.size)} هو ${$(v.grant)} في الشهر.`,
    tanfTimeLimit: (v) => `يدفع ${v.program} للبالغين مدة أقصاها ${v.months} شهرًا طوال الحياة.`,
    tanfAskState: (v) => `حدود ${v.program} تضعها ولايتك؛ اسأل في ${v.url}.`,
    // What the estimate inside an application assumed or did not know (fromApplication.ts).
    appStateFromZip: (v) => `استخدمنا رمزك البريدي ${v.zip} لمعرفة ولايتك: ${v.state}.`,
    appStateUnknownZip: (v) =>
      `لا نستطيع معرفة ولايتك من رمزك البريدي ${v.zip}، لذلك لا يمكننا التقدير بعد. الجهة المختصة هي التي تقرر.`,
    appStateNoZip: () => 'طلبك ليس فيه رمز بريدي، لذلك لا نعرف ولايتك بعد ولا يمكننا التقدير.',
    appHouseholdOfOne: () =>
      'لم تخبرنا بعد بمن يعيش معك، لذلك يحسبك هذا التقدير وحدك، كشخص بالغ عمره أقل من 60 سنة، غير حامل، وليس لديه إعاقة.',
    appMemberDetailsMissing: (v) =>
      `ليس لدينا بعد تاريخ الميلاد أو إجابة الجنسية لـ ${ofPeople(v.count)}، لذلك حسبناهم مواطنين بالغين.`,
    appSnapFoodApart: (v) =>
      `يشتري ${people(v.count)} الطعام ويطبخونه بعيدًا عنك، لذلك لا يحسبهم SNAP ولا يحسب دخلهم.`,
    appIncomeAmountUnknown: (v) => `لا تعرف بعد مبلغ ${v.source}، لذلك لم يُحسب.`,
    appIncomeFrequencyUnknown: (v) => `لا نعرف كم مرة يدفع لك ${v.source}، لذلك لم يُحسب.`,
    appIncomeNotCounted: (v) =>
      `${v.source} لا يُحسب دخلًا شهريًا (فهو مال لمرة واحدة، أو مساعدة دراسية، أو مدفوعات رعاية بديلة).`,
    appBusinessCosts: (v) =>
      `خصمنا ${$(v.costs)} في الشهر من تكاليف العمل من ${v.source}: يُحسب ${$(v.net)} في الشهر.`,
    appHomeCostsNotAsked: () =>
      'لا يسأل الطلب بعد عن الإيجار أو فواتير المرافق أو رعاية الأطفال أو النفقات الطبية، لذلك قد يكون مبلغ SNAP الخاص بك أعلى.',
  };
}
