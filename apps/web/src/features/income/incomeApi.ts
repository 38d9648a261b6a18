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
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** SPEC 7: always refetched. */
export function useFinancialSummary(applicationId: number) {
  return useQuery<FinancialSummaryResponse>({
    queryKey: financialSummaryKey(applicationId),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

function changed(
  queryClient: QueryClient,
  applicationId: number,
  entries: (list: IncomeEntry[]) => IncomeEntry[],
) {
  queryClient.setQueryData<IncomeEntry[]>(incomeEntriesKey(applicationId), (list) =>
    entries(list ?? []),
  );
  void queryClient.invalidateQueries({
    queryKey: financialSummaryKey(applicationId),
    refetchType: 'none',
  });
}

export async function addIncomeEntry(
  queryClient: QueryClient,
  body: CreateIncomeEntryInput,
): Promise<IncomeEntry> {
  const entry = await sendJson<IncomeEntry>('POST', '/api/income-entries', body);
  changed(queryClient, entry.applicationId, (list) => [...list, entry]);
  return entry;
}

export async function updateIncomeEntry(
  queryClient: QueryClient,
  applicationId: number,
  id: number,
  body: UpdateIncomeEntryInput,
): Promise<IncomeEntry> {
  const entry = await sendJson<IncomeEntry>('PATCH', `/api/income-entries/${id}`, body);
  changed(queryClient, applicationId, (list) =>
    list.map((item) => (item.id === entry.id ? entry : item)),
  );
  return entry;
}

export async function deleteIncomeEntry(
  queryClient: QueryClient,
  applicationId: number,
  id: number,
): Promise<void> {
  await sendJson<void>('DELETE', `/api/income-entries/${id}`);
  changed(queryClient, applicationId, (list) => list.filter((item) => item.id !== id));
}
