import { type Expense, expenseCentsPerMile, formatDollars } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { toast } from '../../lib/toast';
import { useWizardApplication } from '../../wizard/WizardContext';
import { deleteExpense } from './expensesApi';
import type { SourceWithExpenses } from './sourceTotals';

type ShownExpense = SourceWithExpenses['expenses'][number];

/** The expenses of one income source on step 10, each with Edit (in place) and Delete. */
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
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <section className="mt-6" aria-labelledby="expense-list-title" data-testid="expense-list">
      <h3
        id="expense-list-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-gray-900"
      >
        {expenses.length === 0
          ? t('expenses.step.noExpenses')
          : t('expenses.step.listTitle', { count: expenses.length })}
      </h3>
      {expenses.length > 0 ? (
        <ul className="mt-2 grid gap-2">
          {expenses.map((expense) =>
            editingId === expense.id ? (
              <li key={expense.id} data-testid="expense-item-editing">
                {renderEdit(expense)}
              </li>
            ) : (
              <li
                key={expense.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-300 bg-gray-50 p-3"
                data-testid="expense-item"
                data-expense-id={expense.id}
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-gray-900">{expense.description}</p>
                  <p className="text-gray-800">
                    {t('expenses.step.kind', { type: t(`expenses.types.${expense.expenseType}`) })}
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
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className="btn-secondary px-3"
                    onClick={() => onEdit(expense)}
                    data-testid="expense-edit"
                  >
                    {t('expenses.step.edit')}
                    <span className="sr-only"> {expense.description}</span>
                  </button>
                  <DeleteExpense expense={expense} onDeleted={onDeleted} />
                </div>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </section>
  );
}

function DeleteExpense({ expense, onDeleted }: { expense: Expense; onDeleted: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { applicationId, trackSave } = useWizardApplication();
  return (
    <ConfirmDelete
      itemName={expense.description}
      testId="expense-delete"
      texts={{
        delete: t('expenses.step.delete'),
        title: t('expenses.step.deleteTitle', { description: expense.description }),
        text: t('expenses.step.deleteText'),
        failed: t('expenses.step.deleteFailed'),
        deleting: t('expenses.step.deleting'),
        confirm: t('expenses.step.deleteConfirm'),
        keep: t('expenses.step.keep'),
      }}
      onDelete={() => trackSave(deleteExpense(queryClient, applicationId, expense.id))}
      onDeleted={() => {
        toast({ title: t('expenses.toast.deletedTitle'), description: expense.description });
        onDeleted();
      }}
    />
  );
}
