import type { Money, ReasonTemplates } from './types.js';

// Russian, polite "вы" (docs/glossary/ru.json). Always "may" and "estimate".
const utility: Readonly<Record<string, string>> = {
  heatingCooling: 'коммунальные услуги с отоплением или кондиционером',
  limited: 'коммунальные услуги без отопления и кондиционера',
  phone: 'телефон',
};

// 1 человек, 2 человека, 5 человек (CLDR plural categories of ru).
const personForms: Readonly<Record<string, string>> = {
  one: 'человек',
  few: 'человека',
  many: 'человек',
  other: 'человека',
};
// Made on first use, not when the module loads (decision 0800: no Intl at start-up).
let rules: Intl.PluralRules | undefined;
function pluralOf(n: number): string {
  rules ??= new Intl.PluralRules('ru');
  return rules.select(n);
}

export function reasonTemplatesRu($: Money): ReasonTemplates {
  const people = (n: number | string | undefined) => `${n} ${personForms[pluralOf(Number(n))]}`;
  const household = (n: number | string | undefined) => `домохозяйства (${people(n)})`;
  return {
    snapFiguresUnknown: (v) => `Суммы SNAP на эту дату здесь неизвестны; смотрите ${v.url}.`,
    snapNoEligibleMembers: () =>
      'По гражданству или иммиграционному статусу, которые вы указали, никто в домохозяйстве не может получать SNAP. Решает ведомство.',
    snapIneligibleMembers: (v) =>
      `Не учитываются для SNAP из-за иммиграционного статуса: ${people(v.count)}. Ваше домохозяйство считается как ${people(v.size)}, и учитывается только часть их дохода.`,
    snapCategoricalAssistance: () =>
      'Все в домохозяйстве получают TANF или SSI, поэтому, возможно, вы имеете право без проверки дохода и имущества.',
    snapBbcePass: (v) =>
      `Ваш общий доход ${$(v.income)} ниже предела вашего штата ${$(v.limit)} (${v.percent} % от уровня бедности) для ${household(v.size)}, поэтому, возможно, вы имеете право без других проверок дохода и имущества.`,
    snapBbcePassNetTest: (v) =>
      `Ваш общий доход ${$(v.income)} ниже предела вашего штата ${$(v.limit)} (${v.percent} % от уровня бедности) для ${household(v.size)}, поэтому имущество не проверяют; чистый доход проверяют.`,
    snapBbceFail: (v) =>
      `Ваш общий доход ${$(v.income)} выше предела вашего штата ${$(v.limit)} (${v.percent} %) для ${household(v.size)}; применяются федеральные проверки.`,
    snapBbceUnknown: (v) =>
      `Здесь неизвестно, использует ли ваш штат более высокие пределы (широкое категориальное право); применяются федеральные проверки. Смотрите ${v.url}.`,
    snapBbceNone: () =>
      'Ваш штат не использует более высокие пределы (широкое категориальное право); применяются федеральные проверки.',
    snapBbceNoGrossLimit: () =>
      'В вашем домохозяйстве есть человек от 60 лет или с инвалидностью, а у вашего штата нет предела общего дохода для таких домохозяйств, поэтому, возможно, вы имеете право без проверки имущества.',
    snapBbceAssetsFail: (v) =>
      `Ваши сбережения выше предела вашего штата ${$(v.limit)} для более высоких пределов; применяются федеральные проверки.`,
    snapGrossSkipped: () =>
      'В вашем домохозяйстве есть человек от 60 лет или с инвалидностью, поэтому общий доход не проверяют.',
    snapGrossPass: (v) =>
      `Ваш доход ${$(v.income)} в месяц ниже предела ${$(v.limit)} для ${household(v.size)}.`,
    snapGrossFail: (v) =>
      `Ваш доход ${$(v.income)} в месяц выше предела ${$(v.limit)} для ${household(v.size)}.`,
    snapStandardMedical: (v) =>
      `Ваши медицинские расходы больше $35, поэтому штат вычитает постоянную сумму ${$(v.amount)}.`,
    snapDeductions: (v) =>
      `Вычеты: ${$(v.earned)} за работу (20 %), ${$(v.standard)} стандартный, ${$(v.dependentCare)} за уход за иждивенцами, ${$(v.childSupport)} уплаченных алиментов и ${$(v.medical)} медицинских; остаётся ${$(v.adjusted)}.`,
    snapShelter: (v) =>
      `Жильё: ${$(v.shelter)} минус половина вашего дохода (${$(v.half)}) даёт вычет ${$(v.excess)} (не больше ${$(v.cap)}).`,
    snapShelterUncapped: (v) =>
      `Жильё: ${$(v.shelter)} минус половина вашего дохода (${$(v.half)}) даёт вычет ${$(v.excess)}, без предела, потому что кому-то 60 лет или больше или у кого-то инвалидность.`,
    snapUtilityAllowance: (v) =>
      `Ваш штат учитывает ${$(v.amount)} в месяц на ${utility[String(v.kind)]}; это добавляется к расходам на жильё.`,
    snapUtilityAllowanceLowestArea: (v) =>
      `Ваш штат учитывает ${$(v.amount)} или больше в месяц на ${utility[String(v.kind)]}, в зависимости от места, где вы живёте; мы взяли самую низкую сумму, поэтому ваша сумма может быть больше.`,
    snapUtilityAllowanceUnknown: (v) =>
      `Здесь неизвестна стандартная сумма на коммунальные услуги в вашем штате, поэтому эта оценка её не учитывает, и ваша сумма может быть больше. Смотрите ${v.url}.`,
    snapNetPass: (v) =>
      `Ваш чистый доход ${$(v.income)} ниже предела ${$(v.limit)} для ${household(v.size)}.`,
    snapNetFail: (v) =>
      `Ваш чистый доход ${$(v.income)} выше предела ${$(v.limit)} для ${household(v.size)}.`,
    snapResourcesNotAsked: (v) => `Мы не спрашивали о сбережениях: предел — ${$(v.limit)}.`,
    snapResourcesPass: (v) => `Ваши сбережения ${$(v.assets)} ниже предела ${$(v.limit)}.`,
    snapResourcesFail: (v) => `Ваши сбережения ${$(v.assets)} выше предела ${$(v.limit)}.`,
    snapNoBenefit: (v) =>
      `При чистом доходе ${$(v.net)} 30 % от него достигают максимума ${$(v.max)}, поэтому оценка — $0.`,
    snapAmount: (v) =>
      `Оценка: максимум ${$(v.max)} минус 30 % вашего чистого дохода ${$(v.net)} (${$(v.contribution)}) = примерно ${$(v.amount)} в месяц. Возможно, вы имеете право; решает ведомство.`,
    medicaidSsi: (v) => `Человек ${v.member} получает SSI и, возможно, имеет право на Medicaid.`,
    medicaidChildPass: (v) =>
      `Человек ${v.member} (ребёнок): доход домохозяйства — ${v.percent} % от уровня бедности, ниже предела ${v.limit} %; возможно, имеет право.`,
    medicaidChildFail: (v) =>
      `Человек ${v.member} (ребёнок): доход домохозяйства — ${v.percent} % от уровня бедности, выше предела Medicaid ${v.limit} %.`,
    chipChildPass: (v) =>
      `Человек ${v.member}, возможно, имеет право на CHIP: ${v.percent} % ниже предела ${v.limit} %.`,
    chipChildFail: (v) => `Человек ${v.member}: ${v.percent} % выше предела CHIP ${v.limit} %.`,
    medicaidPregnantPass: (v) =>
      `Человек ${v.member} (беременность): ${v.percent} % от уровня бедности, ниже предела ${v.limit} %; возможно, имеет право.`,
    medicaidPregnantFail: (v) =>
      `Человек ${v.member} (беременность): ${v.percent} % выше предела ${v.limit} %.`,
    chipPregnantPass: (v) =>
      `Человек ${v.member}, возможно, имеет право на CHIP для беременных: ${v.percent} % ниже ${v.limit} %.`,
    chipPregnantFail: (v) =>
      `Человек ${v.member}: ${v.percent} % выше предела CHIP для беременных ${v.limit} %.`,
    medicaidAged: (v) =>
      `Человеку ${v.member} 65 лет или больше: у Medicaid для этого другие правила; спросите на ${v.url}.`,
    medicaidAdultPass: (v) =>
      `Человек ${v.member}: доход домохозяйства ${$(v.income)} в месяц — это ${v.percent} % от уровня бедности, ниже предела ${v.limit} %; возможно, имеет право.`,
    medicaidAdultFail: (v) =>
      `Человек ${v.member}: доход домохозяйства ${$(v.income)} в месяц — это ${v.percent} % от уровня бедности, выше предела ${v.limit} %.`,
    medicaidNoExpansion: (v) => `Человек ${v.member}: ваш штат не расширил Medicaid для взрослых.`,
    medicaidParentPass: (v) =>
      `Человек ${v.member} (родитель): ${v.percent} % ниже предела ${v.limit} %; возможно, имеет право.`,
    medicaidParentFail: (v) =>
      `Человек ${v.member} (родитель): ${v.percent} % выше предела ${v.limit} %.`,
    medicaidStateUnknown: (v) => `Здесь нет пределов вашего штата; спросите на ${v.url}.`,
    chipNotNeeded: () => 'При таком доходе никто в домохозяйстве не входит в группу CHIP.',
    wicNoCategory: () =>
      'WIC — для беременных, недавно родивших мам, младенцев и детей до 5 лет; никто в домохозяйстве не входит в эти группы.',
    wicCategory: (v) => `Человек ${v.member} входит в группу WIC (${v.category}).`,
    wicIncomePass: (v) =>
      `Общий доход ${$(v.income)} ниже предела WIC ${$(v.limit)} (${v.percent} %) для ${household(v.size)}.`,
    wicIncomeFail: (v) =>
      `Общий доход ${$(v.income)} выше предела WIC ${$(v.limit)} (${v.percent} %) для ${household(v.size)}.`,
    wicAdjunctiveSnap: () => 'Если вы получаете SNAP, вы проходите проверку дохода WIC.',
    wicAdjunctiveTanf: () => 'Кто-то получает TANF, поэтому вы проходите проверку дохода WIC.',
    wicAdjunctiveMedicaid: () => 'Тот, кто может получать Medicaid, проходит проверку дохода WIC.',
    wicNutritionalRisk: () =>
      'Клиника WIC также проверяет риск для питания; возможно, вы имеете право.',
    tanfNoChild: () => 'TANF — для семей с ребёнком до 18 лет или с беременной.',
    tanfMaxGrant: (v) =>
      `${v.program}: самая большая выплата семье (${people(v.size)}) — ${$(v.grant)} в месяц.`,
    tanfTimeLimit: (v) =>
      `${v.program} платит взрослым не больше ${v.months} месяцев за всю жизнь.`,
    tanfAskState: (v) => `Пределы ${v.program} устанавливает ваш штат; спросите на ${v.url}.`,
    // What the estimate inside an application assumed or did not know (fromApplication.ts).
    appStateFromZip: (v) => `Мы нашли ваш штат по почтовому индексу ${v.zip}: ${v.state}.`,
    appStateUnknownZip: (v) =>
      `Мы не можем определить ваш штат по индексу ${v.zip}, поэтому пока не можем дать оценку. Решает ведомство.`,
    appStateNoZip: () =>
      'В вашем заявлении нет почтового индекса, поэтому мы пока не знаем ваш штат и не можем дать оценку.',
    appHouseholdOfOne: () =>
      'Вы ещё не сказали нам, кто живёт с вами, поэтому эта оценка учитывает только вас — как взрослого до 60 лет, без беременности и без инвалидности.',
    appMemberDetailsMissing: (v) =>
      `У нас ещё нет даты рождения или ответа о гражданстве для: ${people(v.count)}, поэтому мы посчитали их взрослыми гражданами.`,
    appSnapFoodApart: (v) =>
      `Покупают и готовят еду отдельно от вас: ${people(v.count)}, поэтому SNAP не учитывает ни их, ни их доход.`,
    appIncomeAmountUnknown: (v) =>
      `Вы ещё не знаете сумму: ${v.source}, поэтому она не учитывается.`,
    appIncomeFrequencyUnknown: (v) =>
      `Мы не знаем, как часто вам платят: ${v.source}, поэтому это не учитывается.`,
    appIncomeNotCounted: (v) =>
      `${v.source} не считается ежемесячным доходом (это разовые деньги, помощь на учёбу или выплата за приёмного ребёнка).`,
    appBusinessCosts: (v) =>
      `Мы вычли ${$(v.costs)} в месяц расходов на дело из дохода «${v.source}»: учитывается ${$(v.net)} в месяц.`,
    appHomeCostsNotAsked: () =>
      'Заявление пока не спрашивает об аренде, коммунальных услугах, расходах на уход за детьми и на лечение, поэтому ваша сумма SNAP может быть больше.',
  };
}
