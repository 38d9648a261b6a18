import { medicaidStateTable } from './medicaidStateTable.js';
import { type Period, ruleDay } from './period.js';
import { povertyGuidelineYears } from './poverty.js';
import { snapFiscalYears } from './snap.js';
import { snapTimeLimitRules } from './snapWork.js';
import { tanfStateTable } from './tanfStates.js';
import { wicYears } from './wic.js';

/** Every dated table by name, for the period checks and the staleness test. */
export const RULE_TABLES: Readonly<Record<string, readonly Period[]>> = {
  povertyGuidelines: povertyGuidelineYears,
  snapFiscalYears,
  snapTimeLimit: snapTimeLimitRules,
  wic: wicYears,
  ...Object.fromEntries(
    [...new Set(medicaidStateTable.map((row) => row.state))].map((state) => [
      `medicaid.${state}`,
      medicaidStateTable.filter((row) => row.state === state),
    ]),
  ),
  ...Object.fromEntries(
    [...new Set(tanfStateTable.map((row) => row.state))].map((state) => [
      `tanf.${state}`,
      tanfStateTable.filter((row) => row.state === state),
    ]),
  ),
};

const DAY_MS = 86_400_000;

/**
 * Tables whose newest period ends within `days` of `today`: next period's figures must be
 * added before then. A period without an end holds until replaced and is never stale.
 */
export function staleRuleTables(today: Date | string, days = 90): string[] {
  const horizon = new Date(Date.parse(`${ruleDay(today)}T00:00:00Z`) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return Object.entries(RULE_TABLES)
    .filter(([, rows]) => {
      const newest = [...rows].sort((a, b) => b.from.localeCompare(a.from))[0]!;
      return newest.to !== undefined && newest.to < horizon;
    })
    .map(([name]) => name);
}
