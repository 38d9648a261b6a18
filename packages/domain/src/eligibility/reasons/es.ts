import type { Money, ReasonTemplates } from './types.js';

// Spanish. Always "may" and "estimate": the agency decides.
const utility: Readonly<Record<string, string>> = {
  heatingCooling: 'servicios con calefacción o aire acondicionado',
  limited: 'servicios sin calefacción ni aire acondicionado',
  phone: 'el teléfono',
};

export function reasonTemplatesEs($: Money): ReasonTemplates {
  const people = (n: number | string | undefined) =>
    `${n} ${Number(n) === 1 ? 'persona' : 'personas'}`;
  return {
    snapFiguresUnknown: (v) =>
      `Las cantidades de SNAP para esta fecha no se conocen aquí; vea ${v.url}.`,
    snapNoEligibleMembers: () =>
      'Según la ciudadanía o el estatus migratorio que nos dio, nadie en el hogar puede recibir SNAP. La agencia decide.',
    snapIneligibleMembers: (v) =>
      `No cuentan para SNAP por su estatus migratorio: ${people(v.count)}. Su hogar se calcula como de ${people(v.size)} y cuenta solo parte de su ingreso.`,
    snapCategoricalAssistance: () =>
      'Todos en el hogar reciben TANF o SSI, así que podría calificar sin las pruebas de ingresos y bienes.',
    snapBbcePass: (v) =>
      `Su ingreso bruto de ${$(v.income)} está por debajo del límite de su estado de ${$(v.limit)} (${v.percent} % del nivel de pobreza) para un hogar de ${people(v.size)}, así que podría calificar sin las demás pruebas de ingresos y bienes.`,
    snapBbcePassNetTest: (v) =>
      `Su ingreso bruto de ${$(v.income)} está por debajo del límite de su estado de ${$(v.limit)} (${v.percent} % del nivel de pobreza) para un hogar de ${people(v.size)}, así que no se aplica la prueba de bienes; la prueba de ingreso neto sí.`,
    snapBbceFail: (v) =>
      `Su ingreso bruto de ${$(v.income)} pasa el límite de su estado de ${$(v.limit)} (${v.percent} %) para un hogar de ${people(v.size)}; se aplican las pruebas federales.`,
    snapBbceUnknown: (v) =>
      `No sabemos aquí si su estado usa límites más altos (elegibilidad categórica amplia); aplicamos las pruebas federales. Vea ${v.url}.`,
    snapBbceNone: () =>
      'Su estado no usa límites más altos (elegibilidad categórica amplia); se aplican las pruebas federales.',
    snapBbceNoGrossLimit: () =>
      'Alguien en su hogar tiene 60 años o más o una discapacidad, y su estado no tiene límite de ingreso bruto para estos hogares, así que podría calificar sin la prueba de bienes.',
    snapBbceAssetsFail: (v) =>
      `Sus bienes pasan el límite de su estado de ${$(v.limit)} para los límites más altos; se aplican las pruebas federales.`,
    snapGrossSkipped: () =>
      'Alguien en su hogar tiene 60 años o más o una discapacidad, así que no se aplica la prueba de ingreso bruto.',
    snapGrossPass: (v) =>
      `Su ingreso bruto de ${$(v.income)} al mes está por debajo del límite de ${$(v.limit)} para un hogar de ${people(v.size)}.`,
    snapGrossFail: (v) =>
      `Su ingreso bruto de ${$(v.income)} al mes pasa el límite de ${$(v.limit)} para un hogar de ${people(v.size)}.`,
    snapStandardMedical: (v) =>
      `Sus gastos médicos pasan de $35, así que su estado resta una cantidad fija de ${$(v.amount)}.`,
    snapDeductions: (v) =>
      `Deducciones: ${$(v.earned)} del trabajo (20 %), ${$(v.standard)} estándar, ${$(v.dependentCare)} de cuidado de dependientes, ${$(v.childSupport)} de manutención pagada y ${$(v.medical)} de gastos médicos; quedan ${$(v.adjusted)}.`,
    snapShelter: (v) =>
      `Vivienda: ${$(v.shelter)} menos la mitad de su ingreso (${$(v.half)}) da ${$(v.excess)} de deducción (tope ${$(v.cap)}).`,
    snapShelterUncapped: (v) =>
      `Vivienda: ${$(v.shelter)} menos la mitad de su ingreso (${$(v.half)}) da ${$(v.excess)} de deducción, sin tope porque alguien tiene 60 años o más o una discapacidad.`,
    snapUtilityAllowance: (v) =>
      `Su estado da ${$(v.amount)} al mes por ${utility[String(v.kind)]}; se suma a su vivienda.`,
    snapUtilityAllowanceLowestArea: (v) =>
      `Su estado da ${$(v.amount)} o más al mes por ${utility[String(v.kind)]} según dónde vive; usamos la cantidad más baja, así que su cantidad podría ser mayor.`,
    snapUtilityAllowanceUnknown: (v) =>
      `No conocemos aquí la cantidad fija de servicios de su estado, así que el cálculo no la incluye y su cantidad podría ser mayor. Vea ${v.url}.`,
    snapNetPass: (v) =>
      `Su ingreso neto de ${$(v.income)} está por debajo del límite de ${$(v.limit)} para un hogar de ${people(v.size)}.`,
    snapNetFail: (v) =>
      `Su ingreso neto de ${$(v.income)} pasa el límite de ${$(v.limit)} para un hogar de ${people(v.size)}.`,
    snapResourcesNotAsked: (v) => `No preguntamos por sus ahorros: el límite es ${$(v.limit)}.`,
    snapResourcesPass: (v) =>
      `Sus bienes de ${$(v.assets)} están por debajo del límite de ${$(v.limit)}.`,
    snapResourcesFail: (v) => `Sus bienes de ${$(v.assets)} pasan el límite de ${$(v.limit)}.`,
    snapNoBenefit: (v) =>
      `Con un ingreso neto de ${$(v.net)}, el 30 % llega al máximo de ${$(v.max)}, así que el cálculo da $0.`,
    snapAmount: (v) =>
      `Estimado: el máximo de ${$(v.max)} menos el 30 % de su ingreso neto de ${$(v.net)} (${$(v.contribution)}) = unos ${$(v.amount)} al mes. Podría calificar; la agencia decide.`,
    medicaidSsi: (v) => `La persona ${v.member} recibe SSI y podría calificar para Medicaid.`,
    medicaidChildPass: (v) =>
      `La persona ${v.member} (niño): el ingreso del hogar es ${v.percent} % del nivel de pobreza, bajo el límite de ${v.limit} %; podría calificar.`,
    medicaidChildFail: (v) =>
      `La persona ${v.member} (niño): el ingreso del hogar es ${v.percent} % del nivel de pobreza, sobre el límite de Medicaid de ${v.limit} %.`,
    chipChildPass: (v) =>
      `La persona ${v.member} podría calificar para CHIP: ${v.percent} % está bajo el límite de ${v.limit} %.`,
    chipChildFail: (v) =>
      `La persona ${v.member}: ${v.percent} % pasa el límite de CHIP de ${v.limit} %.`,
    medicaidPregnantPass: (v) =>
      `La persona ${v.member} (embarazada): ${v.percent} % del nivel de pobreza, bajo el límite de ${v.limit} %; podría calificar.`,
    medicaidPregnantFail: (v) =>
      `La persona ${v.member} (embarazada): ${v.percent} % pasa el límite de ${v.limit} %.`,
    chipPregnantPass: (v) =>
      `La persona ${v.member} podría calificar para CHIP del embarazo: ${v.percent} % bajo ${v.limit} %.`,
    chipPregnantFail: (v) =>
      `La persona ${v.member}: ${v.percent} % pasa el límite de CHIP del embarazo de ${v.limit} %.`,
    medicaidAged: (v) =>
      `La persona ${v.member} tiene 65 años o más: Medicaid usa otras reglas; pregunte en ${v.url}.`,
    medicaidAdultPass: (v) =>
      `La persona ${v.member}: el ingreso del hogar de ${$(v.income)} al mes es ${v.percent} % del nivel de pobreza, bajo el límite de ${v.limit} %; podría calificar.`,
    medicaidAdultFail: (v) =>
      `La persona ${v.member}: el ingreso del hogar de ${$(v.income)} al mes es ${v.percent} % del nivel de pobreza, sobre el límite de ${v.limit} %.`,
    medicaidNoExpansion: (v) =>
      `La persona ${v.member}: su estado no amplió Medicaid para adultos.`,
    medicaidParentPass: (v) =>
      `La persona ${v.member} (padre o madre): ${v.percent} % bajo el límite de ${v.limit} %; podría calificar.`,
    medicaidParentFail: (v) =>
      `La persona ${v.member} (padre o madre): ${v.percent} % pasa el límite de ${v.limit} %.`,
    medicaidStateUnknown: (v) => `No tenemos aquí los límites de su estado; pregunte en ${v.url}.`,
    chipNotNeeded: () => 'Nadie en el hogar está en un grupo de CHIP con este ingreso.',
    wicNoCategory: () =>
      'WIC es para embarazadas, madres después del parto, bebés y niños menores de 5 años; nadie en el hogar está en esos grupos.',
    wicCategory: (v) => `La persona ${v.member} está en un grupo de WIC (${v.category}).`,
    wicIncomePass: (v) =>
      `El ingreso bruto de ${$(v.income)} está bajo el límite de WIC de ${$(v.limit)} (${v.percent} %) para ${people(v.size)}.`,
    wicIncomeFail: (v) =>
      `El ingreso bruto de ${$(v.income)} pasa el límite de WIC de ${$(v.limit)} (${v.percent} %) para ${people(v.size)}.`,
    wicAdjunctiveSnap: () => 'Si recibe SNAP, cumple la prueba de ingresos de WIC.',
    wicAdjunctiveTanf: () => 'Alguien recibe TANF, así que cumple la prueba de ingresos de WIC.',
    wicAdjunctiveMedicaid: () =>
      'Quien podría recibir Medicaid cumple la prueba de ingresos de WIC.',
    wicNutritionalRisk: () =>
      'La clínica de WIC también revisa el riesgo nutricional; podría calificar.',
    tanfNoChild: () => 'TANF es para familias con un hijo menor de edad o una embarazada.',
    tanfMaxGrant: (v) =>
      `${v.program}: lo más que paga a una familia de ${people(v.size)} es ${$(v.grant)} al mes.`,
    tanfTimeLimit: (v) =>
      `${v.program} paga a los adultos un máximo de ${v.months} meses en toda la vida.`,
    tanfAskState: (v) => `Los límites de ${v.program} los fija su estado; pregunte en ${v.url}.`,
    // What the estimate inside an application assumed or did not know (fromApplication.ts).
    appStateFromZip: (v) => `Usamos su código postal ${v.zip} para saber su estado: ${v.state}.`,
    appStateUnknownZip: (v) =>
      `No sabemos su estado por su código postal ${v.zip}, así que aún no podemos calcular. La agencia decide.`,
    appStateNoZip: () =>
      'Su solicitud no tiene código postal, así que aún no sabemos su estado ni podemos calcular.',
    appHouseholdOfOne: () =>
      'Aún no nos dijo quién vive con usted, así que este cálculo cuenta solo a usted, como adulto menor de 60 años, sin embarazo ni discapacidad.',
    appMemberDetailsMissing: (v) =>
      `Nos falta la fecha de nacimiento o el estado migratorio de ${v.count} persona(s), así que las contamos como adultos ciudadanos.`,
    appSnapFoodApart: (v) =>
      `${v.count} persona(s) compran y cocinan su comida aparte, así que SNAP no las cuenta ni cuenta su ingreso.`,
    appIncomeAmountUnknown: (v) => `Aún no sabe la cantidad de ${v.source}, así que no se cuenta.`,
    appIncomeFrequencyUnknown: (v) =>
      `No sabemos cada cuánto le pagan ${v.source}, así que no se cuenta.`,
    appIncomeNotCounted: (v) =>
      `${v.source} no se cuenta como ingreso mensual (es dinero de una sola vez, ayuda para estudios o pago de cuidado de crianza).`,
    appBusinessCosts: (v) =>
      `Restamos ${$(v.costs)} al mes de gastos de negocio a ${v.source}: cuentan ${$(v.net)} al mes.`,
    appHomeCostsNotAsked: () =>
      'La solicitud aún no pregunta por la renta, los servicios, el cuidado de niños ni los gastos médicos, así que su cantidad de SNAP podría ser mayor.',
  };
}
