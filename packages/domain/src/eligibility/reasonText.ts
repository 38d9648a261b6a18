import type { Language } from '../messages/index.js';
import { applicationTemplates } from './applicationReasonText.js';
import type { EstimateReason, HouseholdEstimate } from './types.js';

// The reasons in plain words, English and Spanish, with the numbers. Always "may" and
// "estimate": the agency decides.
type Values = Readonly<Record<string, number | string>>;
type Template = (v: Values) => string;

const money = (value: unknown) =>
  `$${Number(value).toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(Number(value)) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

// The utility standards in plain words (7 CFR 273.9(d)(6)(iii)).
const utilityEn: Readonly<Record<string, string>> = {
  heatingCooling: 'utilities with heating or cooling',
  limited: 'utilities without heating or cooling',
  phone: 'a phone',
};
const utilityEs: Readonly<Record<string, string>> = {
  heatingCooling: 'servicios con calefacción o aire acondicionado',
  limited: 'servicios sin calefacción ni aire acondicionado',
  phone: 'el teléfono',
};

function templates(language: Language): Readonly<Record<string, Template>> {
  const $ = money;
  const people = (n: number | string | undefined) =>
    language === 'es'
      ? `${n} ${Number(n) === 1 ? 'persona' : 'personas'}`
      : `${n} ${Number(n) === 1 ? 'person' : 'people'}`;
  if (language === 'es')
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
        `Su estado da ${$(v.amount)} al mes por ${utilityEs[String(v.kind)]}; se suma a su vivienda.`,
      snapUtilityAllowanceLowestArea: (v) =>
        `Su estado da ${$(v.amount)} o más al mes por ${utilityEs[String(v.kind)]} según dónde vive; usamos la cantidad más baja, así que su cantidad podría ser mayor.`,
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
      medicaidStateUnknown: (v) =>
        `No tenemos aquí los límites de su estado; pregunte en ${v.url}.`,
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
    };
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
      `Your state allows ${$(v.amount)} a month for ${utilityEn[String(v.kind)]}; it is added to your housing costs.`,
    snapUtilityAllowanceLowestArea: (v) =>
      `Your state allows ${$(v.amount)} or more a month for ${utilityEn[String(v.kind)]}, depending on where you live; we used the lowest amount, so your amount may be higher.`,
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
  };
}

const catalogs = {
  en: { ...templates('en'), ...applicationTemplates('en', money) },
  es: { ...templates('es'), ...applicationTemplates('es', money) },
} as const;

export const ESTIMATE_REASON_CODES: readonly string[] = Object.keys(catalogs.en);

export function reasonText(reason: EstimateReason, language: Language): string {
  const template = catalogs[language][reason.code];
  if (!template) throw new Error(`No text for reason ${reason.code}`);
  return template(reason.values ?? {});
}

/** The estimate as the endpoint sends it: reasons worded in the language. */
export function renderEstimate(estimate: HouseholdEstimate, language: Language) {
  return {
    asOf: estimate.asOf,
    programs: estimate.programs.map((program) => ({
      program: program.program,
      eligible: program.eligible,
      monthlyAmount: program.monthlyAmount,
      members: program.members,
      reasons: program.reasons.map((reason) => reasonText(reason, language)),
      sources: program.sources,
    })),
  };
}
