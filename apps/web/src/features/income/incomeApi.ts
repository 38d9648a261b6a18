import type {
  CreateIncomeEntryInput,
  FinancialSummaryResponse,
  IncomeCategory,
  IncomeEntry,
  UpdateIncomeEntryInput,
} from '@benefits/domain';
import { incomeCategories } from '@benefits/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { sendJson } from '../../lib/api';
import { cachedList } from '../../lib/cachedList';
import { readOnEachOpening } from '../../lib/queryClient';

export const incomeCategoriesKey = ['/api/income-categories'] as const;

export function incomeEntriesKey(applicationId: number) {
  return [`/api/income-entries?applicationId=${applicationId}`] as const;
}

export function financialSummaryKey(applicationId: number) {
  return [`/api/financial-summary/${applicationId}`] as const;
}

/** The 22 categories in wizard order. The catalog shows at once; the server's list replaces it. */
export function useIncomeCategories() {
  return useQuery<IncomeCategory[]>({
    queryKey: incomeCategoriesKey,
    placeholderData: [...incomeCategories],
  });
}

/** SPEC 7: always refetched. */
export function useIncomeEntries(applicationId: number) {
  return useQuery<IncomeEntry[]>({
    queryKey: incomeEntriesKey(applicationId),
    ...readOnEachOpening,
  });
}

/** SPEC 7: always refetched. */
export function useFinancialSummary(applicationId: number) {
  return useQuery<FinancialSummaryResponse>({
    queryKey: financialSummaryKey(applicationId),
    ...readOnEachOpening,
  });
}

const entries = cachedList<IncomeEntry>({
  path: '/api/income-entries',
  listKey: incomeEntriesKey,
  readers: (applicationId) => [financialSummaryKey(applicationId)],
});

/** The saved entry names its application (the body may carry the id as text). */
export async function addIncomeEntry(
  queryClient: QueryClient,
  body: CreateIncomeEntryInput,
): Promise<IncomeEntry> {
  const entry = await sendJson<IncomeEntry>('POST', '/api/income-entries', body);
  entries.changed(queryClient, entry.applicationId, (list) => [...list, entry]);
  return entry;
}

export function updateIncomeEntry(
  queryClient: QueryClient,
  applicationId: number,
  id: number,
  body: UpdateIncomeEntryInput,
): Promise<IncomeEntry> {
  return entries.update(queryClient, applicationId, id, body);
}

export function deleteIncomeEntry(
  queryClient: QueryClient,
  applicationId: number,
  id: number,
): Promise<void> {
  return entries.remove(queryClient, applicationId, id);
}
