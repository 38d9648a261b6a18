// 'What is the CHIP income limit in Texas?': a state named in the question adds that state's
// figures from the rule tables (packages/domain, by date) and its agency, or says the limit
// depends on the state and links the agency when the tables have no row for it.
import {
  medicaidLimitsFor,
  type StateCode,
  tanfFor,
  tanfIncomeLimitFamilyOf3,
  tanfMaxGrant,
  tanfStateTable,
} from '@benefits/domain';
import { normalize } from './text.js';
import type { AssistantLanguage } from './types.js';

const STATES: readonly [StateCode, string, string?][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia', 'Distrito de Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii', 'Hawái'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana', 'Luisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan', 'Míchigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi', 'Misisipi'],
  ['MO', 'Missouri', 'Misuri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire', 'Nuevo Hampshire'],
  ['NJ', 'New Jersey', 'Nueva Jersey'],
  ['NM', 'New Mexico', 'Nuevo México'],
  ['NY', 'New York', 'Nueva York'],
  ['NC', 'North Carolina', 'Carolina del Norte'],
  ['ND', 'North Dakota', 'Dakota del Norte'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon', 'Oregón'],
  ['PA', 'Pennsylvania', 'Pensilvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina', 'Carolina del Sur'],
  ['SD', 'South Dakota', 'Dakota del Sur'],
  ['TN', 'Tennessee', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia', 'Virginia Occidental'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

// Longest name first, so 'West Virginia' is found before 'Virginia'.
const NAMES = STATES.flatMap(([code, en, es]) => [
  { code, name: en, key: normalize(en) },
  ...(es ? [{ code, name: es, key: normalize(es) }] : []),
]).sort((a, b) => b.key.length - a.key.length);

// A state's own program name says the state ('CalWORKs' is California's TANF): the names in
// the TANF table that only one state uses.
const PROGRAM_NAMES = tanfStateTable
  .map((row) => ({
    code: row.state,
    key: normalize(row.programName)
      .replace(/[^a-z]+/g, ' ')
      .trim(),
  }))
  .filter(
    (entry, index, all) =>
      !all.some((other) => other.code !== entry.code && other.key === entry.key) &&
      all.findIndex((other) => other.key === entry.key) === index,
  );
const CALFRESH = { code: 'CA' as StateCode, key: 'calfresh' };

/** The state a question names, in English or Spanish, or by the state's own program name. */
export function stateIn(message: string): { code: StateCode; name: string } | undefined {
  const text = ` ${normalize(message).replace(/[^a-z]+/g, ' ')} `;
  const found = NAMES.find((entry) => text.includes(` ${entry.key} `));
  if (found) return { code: found.code, name: found.name };
  const program = [...PROGRAM_NAMES, CALFRESH].find((entry) => text.includes(` ${entry.key} `));
  const name = program && NAMES.find((entry) => entry.code === program.code)?.name;
  return program && name ? { code: program.code, name } : undefined;
}

const HEALTH = new Set(['medicaid-magi', 'chip', 'pregnancy', 'medicaid-non-magi']);

/** A line about the state for the article's program, with {{key}} figures, or null. */
export function stateNote(
  state: { code: StateCode; name: string },
  slug: string,
  date: Date | string,
  language: AssistantLanguage,
  size = 3,
): string | null {
  const es = language === 'es';
  if (slug === 'tanf' || slug === 'where-to-apply') return tanfNote(state, date, language, size);
  if (HEALTH.has(slug)) {
    const { limits, agency } = medicaidLimitsFor(state.code, date);
    if (!limits)
      return es
        ? `El límite depende de su estado. Para los límites de ${state.name} y para solicitar: ${agency.title} (${agency.url}).`
        : `The limit depends on the state. For ${state.name}'s limits and to apply: ${agency.title} (${agency.url}).`;
    const chip = `{{chip.limitPercent.${state.code}}}`;
    const adults =
      limits.adults === null
        ? es
          ? 'no ampliaron Medicaid para adultos'
          : 'has not expanded Medicaid for adults'
        : es
          ? `adultos hasta {{medicaid.adults.${state.code}}}`
          : `adults up to {{medicaid.adults.${state.code}}}`;
    return es
      ? `En ${state.name} (porcentaje del nivel de pobreza): niños hasta ${chip}, embarazadas hasta {{medicaid.pregnant.${state.code}}}, ${adults}. Solicite en: ${agency.title} (${agency.url}).`
      : `In ${state.name} (percent of the poverty level): children up to ${chip}, pregnant people up to {{medicaid.pregnant.${state.code}}}, ${adults}. Apply with: ${agency.title} (${agency.url}).`;
  }
  return null;
}

/** The state's TANF: its name, the grant and income limit for 3, the time limit, the agency. */
function tanfNote(
  state: { code: StateCode; name: string },
  date: Date | string,
  language: AssistantLanguage,
  asked: number,
): string {
  const es = language === 'es';
  const { rules, agency } = tanfFor(state.code, date);
  // The family size asked about when the state publishes it, else the usual family of 3.
  const size = tanfMaxGrant(state.code, date, asked) ? asked : 3;
  const key = (name: string, size = '') => `{{tanf.${name}.${state.code}${size}}}`;
  const parts = [
    es
      ? `En ${state.name}, TANF se llama ${rules?.programName ?? 'TANF'}.`
      : `In ${state.name}, TANF is called ${rules?.programName ?? 'TANF'}.`,
  ];
  if (tanfMaxGrant(state.code, date, size)) {
    // The area is written in English in the table: said only in English answers.
    const area = rules?.grantArea ? ` (${rules.grantArea})` : '';
    parts.push(
      es
        ? `Lo más que recibe una familia de ${size} es ${key('maxGrant', `.${size}`)} al mes.`
        : `The most a family of ${size} gets is ${key('maxGrant', `.${size}`)} a month${area}.`,
    );
  } else parts.push(es ? 'La cantidad depende del estado.' : 'The amount depends on the state.');
  if (tanfIncomeLimitFamilyOf3(state.code, date))
    parts.push(
      es
        ? `El límite de ingresos para una familia de 3 es ${key('incomeLimit', '.3')} al mes.`
        : `The income limit for a family of 3 is ${key('incomeLimit', '.3')} a month.`,
    );
  const limit = rules?.timeLimit;
  if (limit) {
    const shorter = limit.shorterMonths?.join(', ');
    parts.push(
      es
        ? `Los adultos pueden recibirlo hasta ${key('timeLimit')} meses en total${shorter ? ` (y un límite estatal de ${shorter} meses${limit.withinMonths ? ` en ${limit.withinMonths} meses` : ''}${limit.monthsOff ? `, luego ${limit.monthsOff} meses sin ayuda` : ''})` : ''}.`
        : `Adults can get it for up to ${key('timeLimit')} months in a lifetime${shorter ? ` (with a state limit of ${shorter} months${limit.withinMonths ? ` in any ${limit.withinMonths} months` : ''}${limit.monthsOff ? `, then ${limit.monthsOff} months off` : ''})` : ''}.`,
    );
  }
  parts.push(
    es
      ? `Solicite en: ${agency.title} (${agency.url}).`
      : `Apply with: ${agency.title} (${agency.url}).`,
  );
  return parts.join(' ');
}
