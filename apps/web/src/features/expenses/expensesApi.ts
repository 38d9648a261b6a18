import type { CreateExpenseInput, Expense, UpdateExpenseInput } from '@benefits/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { cachedList } from '../../lib/cachedList';
import { readOnEachOpening } from '../../lib/queryClient';
import { financialSummaryKey } from '../income';

export function expensesKey(applicationId: number) {
  return [`/api/expenses?applicationId=${applicationId}`] as const;
}

/** Read by the summary step and the risk check: they read again after any change here. */
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
    ...readOnEachOpening,
  });
}

const expenses = cachedList<Expense>({
  path: '/api/expenses',
  listKey: expensesKey,
  readers: summaryKeys,
});

/** SPEC 7 POST /api/expenses -> 201 with the expense (the server computes mileage). */
export function addExpense(
  queryClient: QueryClient,
  applicationId: number,
  body: CreateExpenseInput,
): Promise<Expense> {
  return expenses.add(queryClient, applicationId, body);
}

export function updateExpense(
  queryClient: QueryClient,
  applicationId: number,
  id: number,
  body: UpdateExpenseInput,
): Promise<Expense> {
  return expenses.update(queryClient, applicationId, id, body);
}

export function deleteExpense(
  queryClient: QueryClient,
  applicationId: number,
  id: number,
): Promise<void> {
  return expenses.remove(queryClient, applicationId, id);
}
