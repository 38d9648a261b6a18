import type { CreateExpenseInput, Expense, UpdateExpenseInput } from '@benefits/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { sendJson } from '../../lib/api';
import { financialSummaryKey } from '../income';

export function expensesKey(applicationId: number) {
  return [`/api/expenses?applicationId=${applicationId}`] as const;
}

/** Read by step 11 and the risk check: they read again after any change here. */
function summaryKeys(applicationId: number) {
  return [
    [`/api/enhanced-financial-summary/${applicationId}`],
    [`/api/applications/${applicationId}/risk`],
    financialSummaryKey(applicationId),
  ];
}

/** DESIGN: GET /api/expenses?applicationId={id}; read again each time the step opens. */
export function useExpenses(applicationId: number) {
  return useQuery<Expense[]>({
    queryKey: expensesKey(applicationId),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

function changed(
  queryClient: QueryClient,
  applicationId: number,
  update: (list: Expense[]) => Expense[],
) {
  queryClient.setQueryData<Expense[]>(expensesKey(applicationId), (list) => update(list ?? []));
  for (const queryKey of summaryKeys(applicationId)) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}

/** SPEC 7 POST /api/expenses -> 201 with the expense (the server computes mileage). */
export async function addExpense(
  queryClient: QueryClient,
  applicationId: number,
  body: CreateExpenseInput,
): Promise<Expense> {
  const expense = await sendJson<Expense>('POST', '/api/expenses', body);
  changed(queryClient, applicationId, (list) => [...list, expense]);
  return expense;
}

export async function updateExpense(
  queryClient: QueryClient,
  applicationId: number,
  id: number,
  body: UpdateExpenseInput,
): Promise<Expense> {
  const expense = await sendJson<Expense>('PATCH', `/api/expenses/${id}`, body);
  changed(queryClient, applicationId, (list) =>
    list.map((item) => (item.id === expense.id ? expense : item)),
  );
  return expense;
}

export async function deleteExpense(
  queryClient: QueryClient,
  applicationId: number,
  id: number,
): Promise<void> {
  await sendJson<void>('DELETE', `/api/expenses/${id}`);
  changed(queryClient, applicationId, (list) => list.filter((item) => item.id !== id));
}
