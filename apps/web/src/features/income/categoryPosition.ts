// Step 6 walks the categories one at a time. Its place is a 1-based position ('Step N of M'),
// kept in the address (?category=N, for a reload) and in storage (for the next visit).

/** The category to show: the address first, then the remembered one, else the first. */
export function resolveCategoryPosition(options: {
  fromAddress: number | null;
  stored: number | null;
  count: number;
}): number {
  const { fromAddress, stored, count } = options;
  if (count <= 0) return 0;
  const wanted = fromAddress ?? stored ?? 1;
  return Math.min(Math.max(1, wanted), count);
}

/** SPEC 2: a progress percentage for 'Step N of M', rounded. */
export function categoryProgressPercent(position: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((position / count) * 100);
}
