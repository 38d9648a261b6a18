import { useCallback, useState } from 'react';
import type { IncomeCheck } from './incomeChecks';

// The applicant's checks of unsure income (decision 0264), per draft, for this visit: coming
// back to the documents step shows what they checked, as the analysis itself is kept (analysisStore).
const stored = new Map<number, ReadonlyMap<string, IncomeCheck>>();

export function useIncomeChecks(applicationId: number) {
  const [checks, setChecks] = useState<ReadonlyMap<string, IncomeCheck>>(
    () => stored.get(applicationId) ?? new Map(),
  );
  const setCheck = useCallback(
    (key: string, check: IncomeCheck | undefined) =>
      setChecks((current) => {
        const next = new Map(current);
        if (check) next.set(key, check);
        else next.delete(key);
        stored.set(applicationId, next);
        return next;
      }),
    [applicationId],
  );
  return { checks, setCheck };
}
