// Figures in answers come from the rule tables in packages/domain, looked up by the day the
// question is asked; articles only name them ({{snap.maxAllotment.1}}), so no figure is typed
// twice and an answer changes on a rule's effective date without a deploy (issue 16, item 2).
import {
  formatDollars,
  intlLocale,
  isStateCode,
  medicaidLimitsFor,
  monthlyPercentOfPoverty,
  type RuleFact,
  ruleDay,
  ruleFacts,
  type StateCode,
  tanfFor,
  tanfIncomeLimitFamilyOf3,
  tanfMaxGrant,
} from '@benefits/domain';
import type { AssistantLanguage } from './types.js';

/** The Intl locale of each language: packages/domain's (the language as written in the US). */
const locale = intlLocale;

// ICU has no Haitian Creole: its numbers are written as in US English, its days by hand.
const HAITIAN_MONTHS = [
  'janvye',
  'fevriye',
  'mas',
  'avril',
  'me',
  'jen',
  'jiyè',
  'out',
  'septanm',
  'oktòb',
  'novanm',
  'desanm',
];

/** Medicaid expansion adults: 138 % of the poverty guideline (42 U.S.C. 1396a(e)(14)(I), 133 % + 5 % disregard). */
const EXPANSION_PERCENT = 138;

type MedicaidField =
  | 'adults'
  | 'parents'
  | 'pregnant'
  | 'childrenUnder1'
  | 'children1to5'
  | 'children6to18';
const MEDICAID_FIELDS: readonly MedicaidField[] = [
  'adults',
  'parents',
  'pregnant',
  'childrenUnder1',
  'children1to5',
  'children6to18',
];

function stateFact(key: string, date: Date | string): RuleFact | undefined {
  const parts = key.split('.');
  // medicaid.<group>.<ST> and chip.limitPercent.<ST>: percent of the poverty level in a state.
  if ((parts[0] === 'medicaid' || parts[0] === 'chip') && parts.length === 3) {
    const [, name, state] = parts as [string, string, string];
    if (!isStateCode(state)) return undefined;
    const answer = medicaidLimitsFor(state, date);
    const row = answer.limits;
    if (!row || !answer.source) return undefined;
    const field = MEDICAID_FIELDS.find((f) => f === name);
    const value =
      name === 'limitPercent' ? (row.separateChip ?? row.children6to18) : field ? row[field] : null;
    if (value === null || value === undefined) return undefined;
    return { value, unit: 'percent', asOf: row.from, source: answer.source };
  }
  // tanf.maxGrant.<ST>.<N>: the most a family of N gets a month in the state;
  // tanf.incomeLimit.<ST>.3: the income limit for a family of 3; tanf.timeLimit.<ST>: months.
  if (parts[0] === 'tanf' && isStateCode(parts[2] ?? '')) {
    const state = parts[2] as StateCode;
    const figure =
      parts[1] === 'maxGrant'
        ? tanfMaxGrant(state, date, Number(parts[3]))
        : parts[1] === 'incomeLimit' && parts[3] === '3'
          ? tanfIncomeLimitFamilyOf3(state, date)
          : undefined;
    if (figure)
      return { value: figure.amount, unit: 'usd-month', asOf: figure.from, source: figure.source };
    const rules = tanfFor(state, date).rules;
    if (parts[1] === 'timeLimit' && rules)
      return {
        value: rules.timeLimit.lifetimeMonths,
        unit: 'months',
        asOf: rules.from,
        source: rules.timeLimit.source,
      };
  }
  return undefined;
}

/** ruleFacts for one day, kept for the last few days asked (an answer looks up many keys). */
const factsByDay = new Map<string, Record<string, RuleFact>>();
function factsOn(date: Date | string): Record<string, RuleFact> {
  const day = ruleDay(date);
  let facts = factsByDay.get(day);
  if (!facts) {
    facts = ruleFacts(day);
    if (factsByDay.size >= 8) factsByDay.delete(factsByDay.keys().next().value!);
    factsByDay.set(day, facts);
  }
  return facts;
}

/** The figure a key names on the day, or undefined when the tables do not know it. */
export function resolveFact(key: string, date: Date | string): RuleFact | undefined {
  const facts = factsOn(date);
  const direct = facts[key];
  if (direct) return direct;
  // medicaid.expansionLimit.N: the monthly income limit for expansion adults, from fpl.N.
  const expansion = key.match(/^medicaid\.expansionLimit\.([1-8])$/);
  if (expansion) {
    const fpl = facts[`fpl.${expansion[1]}`];
    if (!fpl || typeof fpl.value !== 'number') return undefined;
    return {
      ...fpl,
      value: Math.round(monthlyPercentOfPoverty(fpl.value, EXPANSION_PERCENT)),
      unit: 'usd-month',
    };
  }
  return stateFact(key, date);
}

// Building an Intl formatter is slow next to using one: one per language and style.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(language: AssistantLanguage, style: 'usd' | 'usdCents' | 'plain') {
  const id = `${language}:${style}`;
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.NumberFormat(
      locale(language),
      style === 'plain'
        ? { maximumFractionDigits: 1 }
        : {
            style: 'currency',
            currency: 'USD',
            // '$', as the web app writes dollars in every language (packages/domain money.ts).
            currencyDisplay: 'narrowSymbol',
            maximumFractionDigits: style === 'usd' ? 0 : 2,
          },
    );
    formatters.set(id, format);
  }
  return format;
}

/** A figure as the answer writes it: '$306', '185%', '64', a list in words, in the reader's language. */
export function formatFact(fact: RuleFact, language: AssistantLanguage): string {
  if (fact.words) return fact.words[language];
  if (typeof fact.value === 'string')
    return /^\d{4}-\d{2}-\d{2}$/.test(fact.value) ? formatDay(fact.value, language) : fact.value;
  const number = (style: 'usd' | 'usdCents' | 'plain') =>
    formatter(language, style).format(fact.value as number);
  switch (fact.unit) {
    case 'usd':
    case 'usd-month':
      return number(Number.isInteger(fact.value) ? 'usd' : 'usdCents');
    case 'percent':
      return `${number('plain')}%`;
    default:
      return number('plain');
  }
}

/** A count or number of hours in the reader's locale, at most one decimal: '1,234.5', '1 234,5'. */
export function formatNumber(value: number, language: AssistantLanguage): string {
  return formatter(language, 'plain').format(value);
}

/**
 * An applicant's amount with cents in the reader's locale, as the summary screens write it:
 * '$1,234.50', '1 234,50 $', '1.234,50 $'.
 */
export function formatMoney(dollars: number, language: AssistantLanguage): string {
  return formatDollars(dollars, language);
}

const dayFormatters = new Map<AssistantLanguage, Intl.DateTimeFormat>();

/** An ISO day as words: 'October 1, 2026' / '1 de octubre de 2026' / '1 oktòb 2026'. */
export function formatDay(day: string, language: AssistantLanguage): string {
  if (language === 'ht') {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return `${date} ${HAITIAN_MONTHS[month - 1]} ${year}`;
  }
  let format = dayFormatters.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeZone: 'UTC' });
    dayFormatters.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

export const FACT_PLACEHOLDER = /\{\{([a-z][\w]*(?:\.[\w]+)+)\}\}/gi;

/** Said instead of a figure the tables do not know for the day: never an older figure. */
const unknownFigure: Record<AssistantLanguage, string> = {
  en: '(not known yet)',
  es: '(aún no se sabe)',
  zh: '（尚不清楚）',
  vi: '(chưa biết)',
  ko: '(아직 알 수 없음)',
  tl: '(hindi pa alam)',
  ru: '(пока неизвестно)',
  ar: '(غير معروف بعد)',
  ht: '(nou poko konnen)',
  fr: '(pas encore connu)',
  pt: '(ainda não se sabe)',
};

/** Said once after a text with unknown figures: where the official figures will be. */
const unknownNotes: Record<AssistantLanguage, (see: string | undefined) => string> = {
  en: (page) =>
    `Some figures are not known yet for this date; ${page ? `see ${page} or ` : ''}ask your state agency.`,
  es: (page) =>
    `Algunas cifras aún no se saben para esta fecha; ${page ? `vea ${page} o ` : ''}pregunte a la agencia de su estado.`,
  zh: (page) =>
    `部分数字在这个日期还不清楚；${page ? `请查看 ${page} 或` : '请'}询问您所在州的机构。`,
  vi: (page) =>
    `Một số con số chưa được biết cho ngày này; ${page ? `hãy xem ${page} hoặc ` : 'hãy '}hỏi cơ quan của tiểu bang bạn.`,
  ko: (page) =>
    `이 날짜의 일부 금액은 아직 알 수 없습니다. ${page ? `${page}에서 확인하거나 ` : ''}거주하는 주의 기관에 문의하세요.`,
  tl: (page) =>
    `Hindi pa alam ang ilang halaga para sa petsang ito; ${page ? `tingnan ang ${page} o ` : ''}magtanong sa ahensya ng inyong estado.`,
  ru: (page) =>
    `Некоторые цифры на эту дату пока неизвестны; ${page ? `смотрите ${page} или ` : ''}спросите в агентстве вашего штата.`,
  ar: (page) =>
    `بعض الأرقام غير معروفة بعد لهذا التاريخ؛ ${page ? `راجع ${page} أو ` : ''}اسأل الوكالة في ولايتك.`,
  ht: (page) =>
    `Nou poko konnen kèk chif pou dat sa a; ${page ? `gade ${page} oswa ` : ''}mande ajans eta w la.`,
  fr: (page) =>
    `Certains montants ne sont pas encore connus pour cette date ; ${page ? `consultez ${page} ou ` : ''}demandez à l’agence de votre État.`,
  pt: (page) =>
    `Alguns valores ainda não são conhecidos para esta data; ${page ? `veja ${page} ou ` : ''}pergunte à agência do seu estado.`,
};

function unknownNote(language: AssistantLanguage, page: string | undefined): string {
  return unknownNotes[language](page);
}

export interface RenderedText {
  text: string;
  /** The figures the text states, with their sources (for the citation line). */
  facts: { key: string; fact: RuleFact }[];
  /** Keys the tables do not know on that day. */
  missing: string[];
}

/** Replaces every {{rule.key}} with the figure in force on the day. */
export function renderFacts(
  text: string,
  date: Date | string,
  language: AssistantLanguage,
): RenderedText {
  const facts: RenderedText['facts'] = [];
  const missing: string[] = [];
  let page: string | undefined;
  const rendered = text.replace(FACT_PLACEHOLDER, (_whole, key: string) => {
    const fact = resolveFact(key, date);
    if (!fact) {
      missing.push(key);
      // The program's official page for its current figures (facts.ts: snap.figuresPage).
      const figuresPage = resolveFact(`${key.split('.')[0]}.figuresPage`, date)?.value;
      if (typeof figuresPage === 'string') page = figuresPage;
      return unknownFigure[language];
    }
    if (!facts.some((entry) => entry.key === key)) facts.push({ key, fact });
    return formatFact(fact, language);
  });
  const note = missing.length > 0 ? `\n${unknownNote(language, page)}` : '';
  return { text: `${rendered}${note}`, facts, missing };
}

type Cite = (source: string, day: string) => string;
const citeLines: Record<AssistantLanguage, Cite> = {
  en: (source, day) => `Source: ${source}. Figures in force since ${day}.`,
  es: (source, day) => `Fuente: ${source}. Cifras vigentes desde ${day}.`,
  zh: (source, day) => `来源：${source}。数字自${day}起生效。`,
  vi: (source, day) => `Nguồn: ${source}. Các con số có hiệu lực từ ${day}.`,
  ko: (source, day) => `출처: ${source}. 금액은 ${day}부터 적용됩니다.`,
  tl: (source, day) => `Pinagmulan: ${source}. May bisa ang mga halaga mula ${day}.`,
  ru: (source, day) => `Источник: ${source}. Цифры действуют с ${day}.`,
  ar: (source, day) => `المصدر: ${source}. الأرقام سارية منذ ${day}.`,
  ht: (source, day) => `Sous: ${source}. Chif yo an vigè depi ${day}.`,
  fr: (source, day) => `Source : ${source}. Montants en vigueur depuis le ${day}.`,
  pt: (source, day) => `Fonte: ${source}. Valores em vigor desde ${day}.`,
};

/** 'Source: USDA FNS, SNAP FY 2027 COLA (https://…), in force since October 1, 2026.' One line per source. */
export function citationLines(facts: RenderedText['facts'], language: AssistantLanguage): string[] {
  const cite = citeLines[language];
  const bySource = new Map<string, { title: string; url: string; asOf: string }>();
  for (const { fact } of facts) {
    const id = `${fact.source.title}|${fact.source.url}|${fact.asOf}`;
    if (!bySource.has(id)) bySource.set(id, { ...fact.source, asOf: fact.asOf });
  }
  return [...bySource.values()].map((source) =>
    cite(`${source.title} (${source.url})`, formatDay(source.asOf, language)),
  );
}
