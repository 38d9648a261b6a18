import { type ExpenseType, expenseTypeLabels } from '@benefits/domain';
import { useTranslation } from 'react-i18next';

/** An expense as the applicant named it: its kind, then their description ('Fuel: van'). */
export function ExpenseName({
  expense,
}: {
  expense: { expenseType: ExpenseType; description: string };
}) {
  const { t } = useTranslation();
  return (
    <span className="break-words">
      {t(`review.expenseTypes.${expense.expenseType}`, {
        defaultValue: expenseTypeLabels[expense.expenseType],
      })}
      {': '}
      {expense.description}
    </span>
  );
}
