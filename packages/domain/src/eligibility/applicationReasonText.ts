import type { Language } from '../messages/index.js';

// What the estimate inside an application assumed or did not know (fromApplication.ts), in
// plain words. `money` is reasonText's dollar format, passed in to keep one.
type Values = Readonly<Record<string, number | string>>;
type Template = (v: Values) => string;

export function applicationTemplates(
  language: Language,
  $: (value: unknown) => string,
): Readonly<Record<string, Template>> {
  if (language === 'es')
    return {
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
      appIncomeAmountUnknown: (v) =>
        `Aún no sabe la cantidad de ${v.source}, así que no se cuenta.`,
      appIncomeFrequencyUnknown: (v) =>
        `No sabemos cada cuánto le pagan ${v.source}, así que no se cuenta.`,
      appIncomeNotCounted: (v) =>
        `${v.source} no se cuenta como ingreso mensual (es dinero de una sola vez, ayuda para estudios o pago de cuidado de crianza).`,
      appBusinessCosts: (v) =>
        `Restamos ${$(v.costs)} al mes de gastos de negocio a ${v.source}: cuentan ${$(v.net)} al mes.`,
      appHomeCostsNotAsked: () =>
        'La solicitud aún no pregunta por la renta, los servicios, el cuidado de niños ni los gastos médicos, así que su cantidad de SNAP podría ser mayor.',
    };
  return {
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
  };
}
