import type { WizardStep } from '@benefits/domain';
import { resolveWalkPosition } from '../../wizard/navigation';
import { browserStorage, type KeyValueStorage } from '../../wizard/storage';

// The expenses step walks the qualifying income sources one at a time ('Income Source n of m'). Its place
// is a 1-based position kept in the address (?source=n, for a reload) and in this browser's
// storage (for the next visit). No React here.

export const SOURCE_PARAM = 'source';

/** The source to show: the address first, then the remembered one, else the first. */
export const resolveSourcePosition = resolveWalkPosition;

function positiveInteger(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** ?source=n of the address; anything that is not a small positive whole number is ignored. */
export function sourceFromSearch(search: string): number | null {
  return positiveInteger(new URLSearchParams(search).get(SOURCE_PARAM));
}

/** The address with ?source=n set (other parameters, such as ?id=, kept). */
export function withSourceParam(path: string, position: number): string {
  const [pathname, query = ''] = path.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set(SOURCE_PARAM, String(position));
  return `${pathname}?${params.toString()}`;
}

/** Where Back and Next go from a position: another source, or the step before or after. */
export type SourceMove = { position: number } | { step: WizardStep };

export function sourceMoves(
  position: number,
  count: number,
): { previous: SourceMove; next: SourceMove; isFirst: boolean; isLast: boolean } {
  const isFirst = position <= 1;
  const isLast = position >= count;
  return {
    previous: isFirst ? { step: 'expense-workflow-intro' } : { position: position - 1 },
    next: isLast ? { step: 'home-costs' } : { position: position + 1 },
    isFirst,
    isLast,
  };
}

export function sourceStorageKey(applicationId: number): string {
  return `benefits.expenseSource.${applicationId}`;
}

/** 1-based position of the income source the expenses step was on in this browser. */
export function readStoredSource(
  applicationId: number,
  storage: KeyValueStorage | null = browserStorage(),
): number | null {
  try {
    return positiveInteger(storage?.getItem(sourceStorageKey(applicationId)));
  } catch {
    return null;
  }
}

export function storeSource(
  applicationId: number,
  position: number,
  storage: KeyValueStorage | null = browserStorage(),
) {
  try {
    storage?.setItem(sourceStorageKey(applicationId), String(position));
  } catch {
    // Storage is a convenience: the address keeps the place for a reload anyway.
  }
}
