import type { PayCycle } from '../extract/frequency.js';
import { formatDollars } from '../extract/money.js';
import { documentName, type FraudCheck, readSeverity, readSurely } from './types.js';

const PERIODS_PER_YEAR: Record<PayCycle, number> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  annual: 1,
};

/** Raises, overtime and bonuses make some periods bigger; past this factor it is implausible. */
const YTD_SLACK = 1.5;

/**
 * Year-to-date pay must be at least this period's pay, and at most what the periods so far
 * could plausibly add up to (pay periods up to the pay date, plus one, times 1.5). Also
 * year-to-date take-home pay above year-to-date gross.
 */
export const yearToDateInconsistent: FraudCheck = (facts) => {
  const stub = facts.fields.payStub;
  if (!stub || stub.grossCents === undefined || stub.ytdGrossCents === undefined) return [];
  if (!readSurely(facts, ['gross', 'ytdGross'])) return [];
  const name = documentName(facts, 'pay stub');
  const recommendation =
    'Compare with your other pay stubs from this year, or ask your employer for a corrected one.';
  if (stub.ytdGrossCents < stub.grossCents) {
    return [
      {
        type: 'ytd_inconsistent',
        description: `On ${name}, the total for the year so far (${formatDollars(stub.ytdGrossCents)}) is smaller than the pay for this one period (${formatDollars(stub.grossCents)}). The year's total should never be smaller.`,
        severity: readSeverity(facts, 'high'),
        recommendation,
      },
    ];
  }
  if (
    stub.ytdNetCents !== undefined &&
    stub.ytdNetCents > stub.ytdGrossCents &&
    readSurely(facts, ['ytdNet'])
  ) {
    return [
      {
        type: 'ytd_inconsistent',
        description: `On ${name}, take-home pay for the year (${formatDollars(stub.ytdNetCents)}) is more than pay before taxes for the year (${formatDollars(stub.ytdGrossCents)}).`,
        severity: readSeverity(facts, 'high'),
        recommendation,
      },
    ];
  }
  const asOf = stub.payDate ?? stub.periodEnd;
  const cycle = stub.statedCycle ?? stub.datesCycle ?? 'weekly';
  const perYear = PERIODS_PER_YEAR[cycle];
  let periods = perYear;
  if (asOf) {
    const start = Date.parse(`${asOf.slice(0, 4)}-01-01T00:00:00Z`);
    const day = (Date.parse(`${asOf}T00:00:00Z`) - start) / 86_400_000 + 1;
    periods = Math.min(perYear, Math.ceil((day * perYear) / 365) + 1);
  }
  if (stub.ytdGrossCents <= stub.grossCents * periods * YTD_SLACK) return [];
  return [
    {
      type: 'ytd_inconsistent',
      description: `On ${name}, the total for the year so far (${formatDollars(stub.ytdGrossCents)}) is much more than ${periods} pay periods of ${formatDollars(stub.grossCents)} could add up to.`,
      severity: readSeverity(facts, 'high') === 'high' ? 'medium' : 'low',
      recommendation,
    },
  ];
};
