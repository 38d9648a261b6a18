import type { ParseKeys } from 'i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioCardsField } from './form';

/**
 * An entry form's "How often?" question: one card per frequency, its legend and the answers'
 * labels from `<texts>.frequency` and `<texts>.frequencies.*`.
 */
export function FrequencyField<V extends FieldValues & { frequency: string }>({
  control,
  id,
  texts,
  values,
  error,
  testId,
}: {
  control: Control<V>;
  id: string;
  texts: 'expenses.form' | 'incomeForm';
  values: readonly string[];
  error: string | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <RadioCardsField
      control={control}
      id={id}
      name={'frequency' as FieldPath<V>}
      legend={t(`${texts}.frequency`)}
      values={values}
      // Each form's catalog names every frequency it offers (FrequencyField.test.ts checks it).
      labelOf={(frequency) => t(`${texts}.frequencies.${frequency}` as ParseKeys)}
      error={error}
      testId={testId}
    />
  );
}
