// Shared shape of every dated rule table: a row holds from its `from` day to its `to` day
// (both inclusive, ISO yyyy-mm-dd); a row without `to` holds until a newer row replaces it.
export interface RuleSource {
  title: string;
  url: string;
}

export interface Period {
  from: string;
  to?: string;
}

export interface DatedRow extends Period {
  source: RuleSource;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day (UTC) of a Date, or an ISO day/timestamp string, as yyyy-mm-dd. */
export function ruleDay(date: Date | string): string {
  if (typeof date === 'string' && ISO_DAY.test(date)) return date;
  const parsed = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(parsed.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  return parsed.toISOString().slice(0, 10);
}

/** The row in effect on the day, or undefined when the table does not reach that day. */
export function rowOn<T extends Period>(rows: readonly T[], date: Date | string): T | undefined {
  const day = ruleDay(date);
  return rows.find((row) => row.from <= day && (row.to === undefined || day <= row.to));
}

/** A state's row in effect on the day, from a table that holds rows for many states. */
export function stateRowOn<T extends Period & { state: string }>(
  rows: readonly T[],
  state: string,
  date: Date | string,
): T | undefined {
  return rowOn(
    rows.filter((row) => row.state === state),
    date,
  );
}

function shiftDay(day: string, days: number): string {
  const shifted = new Date(`${day}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

/** The day after an ISO day, used to check that a table's rows leave no gap. */
export function nextDay(day: string): string {
  return shiftDay(day, 1);
}

/** The day before an ISO day: the last day of a row that a newer row replaces. */
export function previousDay(day: string): string {
  return shiftDay(day, -1);
}
