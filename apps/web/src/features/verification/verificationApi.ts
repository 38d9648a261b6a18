import type {
  FinancialSummaryResponse,
  IncomeEntry,
  VerifyIncomeEntryInput,
} from '@benefits/domain';
import type { QueryClient } from '@tanstack/react-query';
import { sendJson } from '../../lib/api';
import { financialSummaryKey, incomeEntriesKey } from '../income';

// Issue 6: POST /api/income-entries/:id/verification. The server checks each method and
// records it; the answer is the updated entry, put into the cached summary and entry list.

/** The verification as the server sends it; status and details arrived later, so optional. */
export type EntryVerification = NonNullable<IncomeEntry['verification']> & {
  status?: 'verified' | 'analysis_pending' | 'needs_review' | 'explained' | null;
  details?: string | null;
};

export async function verifyIncomeEntry(
  queryClient: QueryClient,
  applicationId: number,
  entryId: number,
  body: VerifyIncomeEntryInput,
): Promise<IncomeEntry> {
  const updated = await sendJson<IncomeEntry>(
    'POST',
    `/api/income-entries/${entryId}/verification`,
    body,
  );
  queryClient.setQueryData<FinancialSummaryResponse>(
    financialSummaryKey(applicationId),
    (summary) =>
      summary
        ? {
            ...summary,
            entries: summary.entries.map((entry) =>
              entry.id === updated.id ? { ...entry, verification: updated.verification } : entry,
            ),
          }
        : summary,
  );
  queryClient.setQueryData<IncomeEntry[]>(incomeEntriesKey(applicationId), (list) =>
    list?.map((entry) => (entry.id === updated.id ? updated : entry)),
  );
  return updated;
}
