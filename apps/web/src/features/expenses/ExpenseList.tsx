import { type Expense, expenseCentsPerMile, numberFormat } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../i18n/money';
import { EntryListSection, EntryRow } from '../../wizard/EntryList';
import { useWizardApplication } from '../../wizard/WizardContext';
import { deleteExpense } from './expensesApi';
import type { SourceWithExpenses } from './sourceTotals';

type ShownExpense = SourceWithExpenses['expenses'][number];

/** The expenses of one income source on the expenses step, each with Edit (in place) and Delete. */
export function ExpenseList({
  expenses,
  headingRef,
  editingId,
  onEdit,
  onDeleted,
  renderEdit,
  taxYear,
}: {
  expenses: ShownExpense[];
  taxYear: number;
  headingRef?: Ref<HTMLHeadingElement>;
  editingId: number | null;
  onEdit: (expense: Expense) => void;
  onDeleted: () => void;
  /** The form that takes the place of the expense being changed. */
  renderEdit: (expense: Expense) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const numbers = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  const queryClient = useQueryClient();
  const { applicationId } = useWizardApplication();
  return (
    <EntryListSection
      titleId="expense-list-title"
      title={
        expenses.length === 0
          ? t('expenses.step.noExpenses')
          : t('expenses.step.listTitle', { count: expenses.length })
      }
      headingRef={headingRef}
      className="mt-6"
      testId="expense-list"
    >
      {expenses.length > 0 ? (
        <ul className="mt-2 grid gap-2">
          {expenses.map((expense) =>
            editingId === expense.id ? (
              <li key={expense.id} data-testid="expense-item-editing">
                {renderEdit(expense)}
              </li>
            ) : (
              <EntryRow
                key={expense.id}
                data-testid="expense-item"
                data-expense-id={expense.id}
                name={expense.description}
                editLabel={t('expenses.step.edit')}
                editTestId="expense-edit"
                onEdit={() => onEdit(expense)}
                remove={{
                  testId: 'expense-delete',
                  texts: 'expenses.step',
                  title: t('expenses.step.deleteTitle', { description: expense.description }),
                  deletedTitle: t('expenses.toast.deletedTitle'),
                  remove: () => deleteExpense(queryClient, applicationId, expense.id),
                  onDeleted,
                }}
                details={
                  <>
                    <p className="text-gray-800">
                      {t('expenses.step.kind', {
                        type: t(`expenses.types.${expense.expenseType}`),
                      })}
                    </p>
                    <p className="text-gray-800" data-testid="expense-item-amount">
                      {expense.isMileageExpense && expense.milesPerWeek !== null
                        ? t('expenses.step.mileageLine', {
                            miles: numbers.format(expense.milesPerWeek),
                            cents: numbers.format(expenseCentsPerMile(expense, taxYear)),
                            amount: formatDollars(expense.monthlyAmount),
                          })
                        : expense.frequency === 'annual'
                          ? t('expenses.step.perYear', {
                              amount: formatDollars(expense.amount),
                              monthly: formatDollars(expense.monthlyAmount),
                            })
                          : t('expenses.step.perMonth', {
                              amount: formatDollars(expense.monthlyAmount),
                            })}
                    </p>
                    {expense.notes ? (
                      <p className="break-words text-gray-700">{expense.notes}</p>
                    ) : null}
                    {expense.hasReceipt ? (
                      <p className="text-gray-700">{t('expenses.step.receipt')}</p>
                    ) : null}
                  </>
                }
              />
            ),
          )}
        </ul>
      ) : null}
    </EntryListSection>
  );
}
