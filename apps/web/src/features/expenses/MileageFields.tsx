import { mileageRateForYear, mileageTypes, numberFormat } from '@benefits/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LabelledField, TextField } from '../../components/form';
import { formatDollars } from '../../i18n/money';
import { liveMileage } from './expenseForm';

/**
 * The trip-log part of the expense form (DESIGN mileage): miles a week, the kind of trip, the
 * IRS rate of the tax year with its source, and the monthly deduction as it is typed.
 */
export function MileageFields({
  id,
  taxYear,
  milesPerWeek,
  error,
  milesField,
  typeField,
}: {
  id: string;
  taxYear: number;
  milesPerWeek: string;
  error: string | undefined;
  milesField: UseFormRegisterReturn<'milesPerWeek'>;
  typeField: UseFormRegisterReturn<'mileageType'>;
}) {
  const { t, i18n } = useTranslation();
  const live = liveMileage({ isMileageExpense: true, milesPerWeek }, taxYear);
  const rate = mileageRateForYear(taxYear);
  const numbers = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <>
      <TextField
        id={`${id}-milesPerWeek`}
        label={t('expenses.mileage.milesPerWeek')}
        hint={t('expenses.mileage.milesHint')}
        error={error}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        max="10080"
        data-testid="expense-miles"
        {...milesField}
      />
      <LabelledField
        id={`${id}-mileageType`}
        label={t('expenses.mileage.type')}
        control={(field) => (
          <select {...field} data-testid="expense-mileage-type" {...typeField}>
            {mileageTypes.map((kind) => (
              <option key={kind} value={kind}>
                {t(`expenses.mileage.types.${kind}`)}
              </option>
            ))}
          </select>
        )}
      />
      <div
        className="rounded-lg border-2 border-gray-300 bg-gray-50 p-4"
        data-testid="expense-mileage-rate"
      >
        <p className="font-semibold text-gray-900">
          {t('expenses.mileage.rate', {
            year: rate.taxYear,
            cents: numbers.format(rate.centsPerMile),
          })}
        </p>
        <p className="text-sm break-words text-gray-700">
          {t('expenses.mileage.rateSource', { source: rate.source })}
        </p>
        {rate.isFallback ? (
          <p className="mt-1 text-sm text-gray-800">
            {t('expenses.mileage.rateFallback', {
              requested: rate.requestedYear,
              year: rate.taxYear,
            })}
          </p>
        ) : null}
        <div
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className="mt-3 border-t border-gray-300 pt-3"
          data-testid="expense-mileage-deduction"
        >
          <p className="text-gray-800">{t('expenses.mileage.deduction')}</p>
          {live?.entered ? (
            <>
              <p className="text-2xl font-bold text-gray-900" data-testid="expense-deduction">
                {t('expenses.mileage.deductionValue', {
                  amount: formatDollars(live.monthlyDeduction),
                })}
              </p>
              <p className="text-sm text-gray-700">
                {t('expenses.mileage.deductionMath', {
                  miles: numbers.format(live.milesPerWeek),
                  cents: numbers.format(live.centsPerMile),
                })}
              </p>
            </>
          ) : (
            <p className="text-gray-700">{t('expenses.mileage.deductionEmpty')}</p>
          )}
        </div>
      </div>
    </>
  );
}
