import { expenseFrequencies, incomeFrequencies } from '@benefits/domain';
import type { ParseKeys } from 'i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioCardsField } from './form';

/** The frequencies each entry form offers, by the catalog part that holds its texts. */
const frequenciesOf = {
  incomeForm: incomeFrequencies,
  'expenses.form': expenseFrequencies,
} as const;

/**
 * An entry form's "How often?" question: one card per frequency that form offers, its legend
 * and the answers' labels from `<texts>.frequency` and `<texts>.frequencies.*`.
 */
export function FrequencyField<V extends FieldValues & { frequency: string }>({
  control,
  id,
  texts,
  error,
  testId,
}: {
  control: Control<V>;
  id: string;
  texts: keyof typeof frequenciesOf;
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
      values={frequenciesOf[texts]}
      // Each form's catalog names every frequency it offers (FrequencyField.test.ts checks it).
      labelOf={(frequency) => t(`${texts}.frequencies.${frequency}` as ParseKeys)}
      error={error}
      testId={testId}
    />
  );
}
