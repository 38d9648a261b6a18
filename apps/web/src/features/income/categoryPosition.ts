import { resolveWalkPosition } from '../../wizard/navigation';

// Step 6 walks the categories one at a time. Its place is a 1-based position ('Step N of M'),
// kept in the address (?category=N, for a reload) and in storage (for the next visit).

/** The category to show: the address first, then the remembered one, else the first. */
export const resolveCategoryPosition = resolveWalkPosition;

/** SPEC 2: a progress percentage for 'Step N of M', rounded. */
export function categoryProgressPercent(position: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((position / count) * 100);
}
