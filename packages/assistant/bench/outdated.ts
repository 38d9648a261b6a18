// Outdated claims (issue 16; decision 0294): a figure from a rule-table period that ended before
// the day the question is asked is wrong in an answer that day. The figures are derived from the
// tables (packages/domain RULE_TABLES, ruleFacts, tanfStateTable), never typed here; only claims
// that are not table figures, or figures from before the tables begin, are typed, each with the
// source that ended them.
import {
  RULE_TABLES,
  type RuleSource,
  ruleDay,
  ruleFacts,
  snapTimeLimitRule,
  snapTimeLimitRules,
  tanfIncomeLimitFamilyOf3,
  tanfMaxGrant,
  tanfStateTable,
} from '@benefits/domain';
import { formatFact } from '../src/index.js';

export interface OutdatedClaim {
  /** Case-insensitive regular expression. */
  pattern: string;
  /** Why it is outdated: the table row that ended, or the typed entry's source. */
  why: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** '$298' but not '$2,980' or '$298.50'. */
const figurePattern = (text: string) => `${escapeRegExp(text)}(?![\\d.,]?\\d)`;

const DOLLARS = new Set(['usd', 'usd-month']);

/** Figures of the SNAP, poverty, WIC and Medicaid tables whose period ended before `date`. */
function endedRuleFigures(day: string): OutdatedClaim[] {
  const now = ruleFacts(day);
  const claims = new Map<string, OutdatedClaim>();
  const ended = Object.values(RULE_TABLES)
    .flat()
    .filter((row) => row.to !== undefined && row.to < day);
  for (const from of new Set(ended.map((row) => row.from))) {
    const then = ruleFacts(from);
    for (const [key, fact] of Object.entries(then)) {
      if (!fact.until || fact.until >= day || !DOLLARS.has(fact.unit ?? '')) continue;
      if (now[key]?.value === fact.value) continue;
      for (const language of ['en', 'es'] as const) {
        const text = formatFact(fact, language);
        claims.set(text, { pattern: figurePattern(text), why: `${key} until ${fact.until}` });
      }
    }
  }
  return [...claims.values()];
}

/** TANF grants and income limits of state rows that ended before `date`. */
function endedTanfFigures(day: string): OutdatedClaim[] {
  const claims: OutdatedClaim[] = [];
  for (const row of tanfStateTable) {
    if (row.to === undefined || row.to >= day) continue;
    const past = (row.maxGrantBySize ?? []).map((amount, index) => ({
      amount,
      current: tanfMaxGrant(row.state, day, index + 1)?.amount,
    }));
    if (row.incomeLimit?.kind === 'dollars')
      past.push({
        amount: row.incomeLimit.familyOf3,
        current: tanfIncomeLimitFamilyOf3(row.state, day)?.amount,
      });
    for (const { amount, current } of past)
      if (amount !== current)
        claims.push({
          pattern: figurePattern(`$${amount.toLocaleString('en-US')}`),
          why: `TANF ${row.state} until ${row.to}`,
        });
  }
  return claims;
}

/** SNAP time-limit age ranges of ended periods, said of the time limit ('18 to 54'). */
function endedTimeLimitAges(day: string): OutdatedClaim[] {
  const current = snapTimeLimitRule(day);
  return snapTimeLimitRules
    .filter((row) => row.to !== undefined && row.to < day && row.ageTo !== current?.ageTo)
    .map((row) => ({
      pattern: `(time limit|abawd|l[ií]mite de tiempo)[^.]{0,80}\\b18 ?(to|through|-|–|a|hasta) ?${row.ageTo}\\b`,
      why: `snap.timeLimit.ageTo ${row.ageTo} until ${row.to}`,
    }));
}

const FY2024_COLA: RuleSource = {
  title: 'USDA FNS, SNAP FY 2024 Cost-of-Living Adjustments (resource limits $2,750 / $4,250)',
  url: 'https://www.fns.usda.gov/snap/allotment/cola/fy24',
};
const PL_119_21_SNAP: RuleSource = {
  title:
    'Public Law 119-21, section 10102 (removed the veteran, homeless and former foster youth exceptions)',
  url: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
};

/** Typed claims: figures from before the tables begin, and claims that are not figures. */
export const TYPED_OUTDATED: readonly (OutdatedClaim & { until: string; source: RuleSource })[] = [
  // FY 2024 resource limits; the tables begin with FY 2026.
  {
    pattern: figurePattern('$2,750'),
    why: 'FY 2024 resource limit',
    until: '2024-09-30',
    source: FY2024_COLA,
  },
  {
    pattern: figurePattern('$4,250'),
    why: 'FY 2024 resource limit',
    until: '2024-09-30',
    source: FY2024_COLA,
  },
  // The time limit before the Fiscal Responsibility Act of 2023: ages 18-49.
  {
    pattern:
      '(time limit|abawd|l[ií]mite de tiempo)[^.]{0,80}\\b18 ?(to|through|-|–|a|hasta) ?49\\b',
    why: 'SNAP time limit ages before FRA 2023',
    until: '2023-08-31',
    source: {
      title: 'Fiscal Responsibility Act of 2023, section 311 (time limit raised from 49 in phases)',
      url: 'https://www.congress.gov/bill/118th-congress/house-bill/3746/text',
    },
  },
];

/** Exceptions the 2025 law removed: wrong when an answer says they still apply. */
export const REMOVED_EXEMPTIONS = {
  patterns: [
    'veterans? (are|is) (still )?exempt',
    'homeless (people|persons)? (are|is) (still )?exempt',
  ],
  source: PL_119_21_SNAP,
} as const;

/** Every claim that is outdated on the day: derived from the tables, plus the typed ones. */
export function outdatedClaims(date: Date | string): OutdatedClaim[] {
  const day = ruleDay(date);
  return [
    ...endedRuleFigures(day),
    ...endedTanfFigures(day),
    ...endedTimeLimitAges(day),
    ...TYPED_OUTDATED.filter((claim) => claim.until < day),
  ];
}
