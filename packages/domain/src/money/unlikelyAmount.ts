import type { IncomeFrequency } from '../catalogs/frequencies.js';
import { summaryMonthlyUnits, UNITS_PER_CENT } from './monthly.js';

// Amounts worth a second look before they are saved (docs/decisions/0060). These are not
// rules of any program: they only catch a slip of the keyboard (a lost decimal mark turns
// $1,320.12 into $132,012) by asking the applicant "Is this right?". Any answer is accepted.

/**
 * Over $5,000 a week (about $21,700 a month, $260,000 a year) is well above what almost any
 * applicant for SNAP, Medicaid or WIC earns, and about 100 times a typical pay slip with its
 * decimal mark lost. Compared as a monthly amount, so a check over $10,000 every two weeks also asks.
 */
export const UNLIKELY_WEEKLY_CENTS = 500_000;

/** An amount 10 times the middle of the other entries (as monthly amounts) is asked about. */
export const UNLIKELY_TIMES_OTHERS = 10n;

export interface AmountToCheck {
  cents: number;
  frequency: IncomeFrequency;
}

export type UnlikelyAmount = 'overWeeklyLimit' | 'farAboveOthers';

function monthlyUnits(amount: AmountToCheck): bigint {
  return summaryMonthlyUnits(amount.cents, amount.frequency);
}

/** The middle of the other entries' monthly amounts (the lower middle when even); not empty. */
function middleOf(values: readonly bigint[]): bigint {
  const sorted = [...values].sort((a, b) => Number(a - b));
  return sorted.slice(Math.floor((sorted.length - 1) / 2)).reduce((middle) => middle);
}

/** Why an amount may be a slip, or null when it looks usual for its frequency and the rest. */
export function unlikelyAmount(
  entry: AmountToCheck,
  otherEntries: readonly AmountToCheck[],
): UnlikelyAmount | null {
  const monthly = monthlyUnits(entry);
  const limit = summaryMonthlyUnits(UNLIKELY_WEEKLY_CENTS, 'weekly');
  if (monthly > limit) return 'overWeeklyLimit';
  const others = otherEntries.map(monthlyUnits).filter((units) => units >= UNITS_PER_CENT);
  if (others.length === 0) return null;
  return monthly >= middleOf(others) * UNLIKELY_TIMES_OTHERS ? 'farAboveOthers' : null;
}
