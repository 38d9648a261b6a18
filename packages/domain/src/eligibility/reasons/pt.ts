import type { Money, ReasonTemplates } from './types.js';

// Portuguese (Brazil), "você" (docs/glossary/pt.json). Always "may" and "estimate".
const utility: Readonly<Record<string, string>> = {
  heatingCooling: 'contas de consumo com aquecimento ou ar-condicionado',
  limited: 'contas de consumo sem aquecimento nem ar-condicionado',
  phone: 'telefone',
};

export function reasonTemplatesPt($: Money): ReasonTemplates {
  const people = (n: number | string | undefined) =>
    `${n} ${Number(n) === 1 ? 'pessoa' : 'pessoas'}`;
  return {
    snapFiguresUnknown: (v) =>
      `Os valores do SNAP para esta data não são conhecidos aqui; veja ${v.url}.`,
    snapNoEligibleMembers: () =>
      'Pela cidadania ou situação imigratória que você informou, ninguém no domicílio pode receber o SNAP. A agência decide.',
    snapIneligibleMembers: (v) =>
      `Não contam para o SNAP por causa da situação imigratória: ${people(v.count)}. Seu domicílio conta como ${people(v.size)}, e só parte da renda delas conta.`,
    snapCategoricalAssistance: () =>
      'Todos no domicílio recebem TANF ou SSI, então você pode ter direito sem os testes de renda e de bens.',
    snapBbcePass: (v) =>
      `Sua renda bruta de ${$(v.income)} está abaixo do limite do seu estado de ${$(v.limit)} (${v.percent}% do nível de pobreza) para um domicílio de ${people(v.size)}, então você pode ter direito sem os outros testes de renda e de bens.`,
    snapBbcePassNetTest: (v) =>
      `Sua renda bruta de ${$(v.income)} está abaixo do limite do seu estado de ${$(v.limit)} (${v.percent}% do nível de pobreza) para um domicílio de ${people(v.size)}, então o teste de bens não se aplica; o teste de renda líquida ainda se aplica.`,
    snapBbceFail: (v) =>
      `Sua renda bruta de ${$(v.income)} passa do limite do seu estado de ${$(v.limit)} (${v.percent}%) para um domicílio de ${people(v.size)}; valem os testes federais.`,
    snapBbceUnknown: (v) =>
      `Não sabemos aqui se seu estado usa limites mais altos (elegibilidade categórica ampla); usamos os testes federais. Veja ${v.url}.`,
    snapBbceNone: () =>
      'Seu estado não usa limites mais altos (elegibilidade categórica ampla); valem os testes federais.',
    snapBbceNoGrossLimit: () =>
      'Alguém no seu domicílio tem 60 anos ou mais ou tem uma deficiência, e seu estado não tem limite de renda bruta para esses domicílios, então você pode ter direito sem o teste de bens.',
    snapBbceAssetsFail: (v) =>
      `Suas economias passam do limite do seu estado de ${$(v.limit)} para os limites mais altos; valem os testes federais.`,
    snapGrossSkipped: () =>
      'Alguém no seu domicílio tem 60 anos ou mais ou tem uma deficiência, então o teste de renda bruta não se aplica.',
    snapGrossPass: (v) =>
      `Sua renda de ${$(v.income)} por mês está abaixo do limite de ${$(v.limit)} para um domicílio de ${people(v.size)}.`,
    snapGrossFail: (v) =>
      `Sua renda de ${$(v.income)} por mês passa do limite de ${$(v.limit)} para um domicílio de ${people(v.size)}.`,
    snapStandardMedical: (v) =>
      `Suas despesas médicas passam de $35, então seu estado desconta um valor fixo de ${$(v.amount)}.`,
    snapDeductions: (v) =>
      `Deduções: ${$(v.earned)} pelo trabalho (20%), ${$(v.standard)} padrão, ${$(v.dependentCare)} de cuidado de dependentes, ${$(v.childSupport)} de pensão alimentícia paga e ${$(v.medical)} de despesas médicas; sobram ${$(v.adjusted)}.`,
    snapShelter: (v) =>
      `Moradia: ${$(v.shelter)} menos metade da sua renda (${$(v.half)}) dá uma dedução de ${$(v.excess)} (teto ${$(v.cap)}).`,
    snapShelterUncapped: (v) =>
      `Moradia: ${$(v.shelter)} menos metade da sua renda (${$(v.half)}) dá uma dedução de ${$(v.excess)}, sem teto porque alguém tem 60 anos ou mais ou tem uma deficiência.`,
    snapUtilityAllowance: (v) =>
      `Seu estado considera ${$(v.amount)} por mês para ${utility[String(v.kind)]}; isso é somado aos seus custos de moradia.`,
    snapUtilityAllowanceLowestArea: (v) =>
      `Seu estado considera ${$(v.amount)} ou mais por mês para ${utility[String(v.kind)]}, conforme onde você mora; usamos o valor mais baixo, então seu valor pode ser maior.`,
    snapUtilityAllowanceUnknown: (v) =>
      `Não sabemos aqui o valor padrão de contas de consumo do seu estado, então esta estimativa não o inclui e seu valor pode ser maior. Veja ${v.url}.`,
    snapNetPass: (v) =>
      `Sua renda líquida de ${$(v.income)} está abaixo do limite de ${$(v.limit)} para um domicílio de ${people(v.size)}.`,
    snapNetFail: (v) =>
      `Sua renda líquida de ${$(v.income)} passa do limite de ${$(v.limit)} para um domicílio de ${people(v.size)}.`,
    snapResourcesNotAsked: (v) => `Não perguntamos sobre suas economias: o limite é ${$(v.limit)}.`,
    snapResourcesPass: (v) =>
      `Suas economias de ${$(v.assets)} estão abaixo do limite de ${$(v.limit)}.`,
    snapResourcesFail: (v) => `Suas economias de ${$(v.assets)} passam do limite de ${$(v.limit)}.`,
    snapNoBenefit: (v) =>
      `Com renda líquida de ${$(v.net)}, 30% dela chega ao máximo de ${$(v.max)}, então a estimativa é $0.`,
    snapAmount: (v) =>
      `Estimativa: o máximo de ${$(v.max)} menos 30% da sua renda líquida de ${$(v.net)} (${$(v.contribution)}) = cerca de ${$(v.amount)} por mês. Você pode ter direito; a agência decide.`,
    medicaidSsi: (v) => `A pessoa ${v.member} recebe SSI e pode ter direito ao Medicaid.`,
    medicaidChildPass: (v) =>
      `Pessoa ${v.member} (criança): a renda do domicílio é ${v.percent}% do nível de pobreza, abaixo do limite de ${v.limit}%; pode ter direito.`,
    medicaidChildFail: (v) =>
      `Pessoa ${v.member} (criança): a renda do domicílio é ${v.percent}% do nível de pobreza, acima do limite do Medicaid de ${v.limit}%.`,
    chipChildPass: (v) =>
      `A pessoa ${v.member} pode ter direito ao CHIP: ${v.percent}% está abaixo do limite de ${v.limit}%.`,
    chipChildFail: (v) =>
      `Pessoa ${v.member}: ${v.percent}% passa do limite do CHIP de ${v.limit}%.`,
    medicaidPregnantPass: (v) =>
      `Pessoa ${v.member} (grávida): ${v.percent}% do nível de pobreza, abaixo do limite de ${v.limit}%; pode ter direito.`,
    medicaidPregnantFail: (v) =>
      `Pessoa ${v.member} (grávida): ${v.percent}% passa do limite de ${v.limit}%.`,
    chipPregnantPass: (v) =>
      `A pessoa ${v.member} pode ter direito ao CHIP para gestantes: ${v.percent}% está abaixo de ${v.limit}%.`,
    chipPregnantFail: (v) =>
      `Pessoa ${v.member}: ${v.percent}% passa do limite do CHIP para gestantes de ${v.limit}%.`,
    medicaidAged: (v) =>
      `A pessoa ${v.member} tem 65 anos ou mais: o Medicaid usa outras regras; pergunte em ${v.url}.`,
    medicaidAdultPass: (v) =>
      `Pessoa ${v.member}: a renda do domicílio de ${$(v.income)} por mês é ${v.percent}% do nível de pobreza, abaixo do limite de ${v.limit}%; pode ter direito.`,
    medicaidAdultFail: (v) =>
      `Pessoa ${v.member}: a renda do domicílio de ${$(v.income)} por mês é ${v.percent}% do nível de pobreza, acima do limite de ${v.limit}%.`,
    medicaidNoExpansion: (v) =>
      `Pessoa ${v.member}: seu estado não ampliou o Medicaid para adultos.`,
    medicaidParentPass: (v) =>
      `Pessoa ${v.member} (pai ou mãe): ${v.percent}% está abaixo do limite de ${v.limit}%; pode ter direito.`,
    medicaidParentFail: (v) =>
      `Pessoa ${v.member} (pai ou mãe): ${v.percent}% passa do limite de ${v.limit}%.`,
    medicaidStateUnknown: (v) => `Não temos aqui os limites do seu estado; pergunte em ${v.url}.`,
    chipNotNeeded: () => 'Ninguém no domicílio está em um grupo do CHIP com esta renda.',
    wicNoCategory: () =>
      'O WIC é para grávidas, mães que acabaram de ter bebê, bebês e crianças menores de 5 anos; ninguém no domicílio está nesses grupos.',
    wicCategory: (v) => `A pessoa ${v.member} está em um grupo do WIC (${v.category}).`,
    wicIncomePass: (v) =>
      `A renda bruta de ${$(v.income)} está abaixo do limite do WIC de ${$(v.limit)} (${v.percent}%) para ${people(v.size)}.`,
    wicIncomeFail: (v) =>
      `A renda bruta de ${$(v.income)} passa do limite do WIC de ${$(v.limit)} (${v.percent}%) para ${people(v.size)}.`,
    wicAdjunctiveSnap: () => 'Se você recebe o SNAP, você cumpre o teste de renda do WIC.',
    wicAdjunctiveTanf: () => 'Alguém recebe TANF, então você cumpre o teste de renda do WIC.',
    wicAdjunctiveMedicaid: () => 'Quem pode receber o Medicaid cumpre o teste de renda do WIC.',
    wicNutritionalRisk: () =>
      'A clínica do WIC também avalia o risco nutricional; você pode ter direito.',
    tanfNoChild: () => 'O TANF é para famílias com um filho menor de 18 anos ou uma grávida.',
    tanfMaxGrant: (v) =>
      `${v.program}: o máximo que paga a uma família de ${people(v.size)} é ${$(v.grant)} por mês.`,
    tanfTimeLimit: (v) => `${v.program} paga adultos por no máximo ${v.months} meses na vida toda.`,
    tanfAskState: (v) =>
      `Os limites do ${v.program} são definidos pelo seu estado; pergunte em ${v.url}.`,
    // What the estimate inside an application assumed or did not know (fromApplication.ts).
    appStateFromZip: (v) =>
      `Usamos seu código postal (ZIP) ${v.zip} para saber seu estado: ${v.state}.`,
    appStateUnknownZip: (v) =>
      `Não conseguimos saber seu estado pelo código postal (ZIP) ${v.zip}, então ainda não podemos estimar. A agência decide.`,
    appStateNoZip: () =>
      'Sua solicitação não tem código postal (ZIP), então ainda não sabemos seu estado nem podemos estimar.',
    appHouseholdOfOne: () =>
      'Você ainda não nos disse quem mora com você, então esta estimativa conta só você, como adulto com menos de 60 anos, sem gravidez e sem deficiência.',
    appMemberDetailsMissing: (v) =>
      `Ainda não temos a data de nascimento ou a resposta sobre cidadania de ${people(v.count)}, então contamos como adultos cidadãos.`,
    appSnapFoodApart: (v) =>
      `${people(v.count)} compram e cozinham a comida separado de você, então o SNAP não conta essas pessoas nem a renda delas.`,
    appIncomeAmountUnknown: (v) =>
      `Você ainda não sabe o valor de ${v.source}, então ele não foi contado.`,
    appIncomeFrequencyUnknown: (v) =>
      `Não sabemos com que frequência ${v.source} paga você, então isso não foi contado.`,
    appIncomeNotCounted: (v) =>
      `${v.source} não conta como renda mensal (é dinheiro de uma vez só, ajuda estudantil ou pagamento de lar temporário).`,
    appBusinessCosts: (v) =>
      `Tiramos ${$(v.costs)} por mês de custos do negócio de ${v.source}: contam ${$(v.net)} por mês.`,
    appHomeCostsNotAsked: () =>
      'A solicitação ainda não pergunta sobre aluguel, contas de consumo, cuidado infantil ou despesas médicas, então seu valor do SNAP pode ser maior.',
  };
}
