import { incomeFrequencies } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { fieldMessage, SelectField, TypedMoneyField } from '../../components/form';
import type { CostText } from './homeCostsForm';

/** One cost: its name as the group's legend, the amount, and how often it is paid. */
export function CostField({
  id,
  legend,
  value,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  value: CostText;
  error: string | undefined;
  onChange: (value: CostText) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-4" data-testid={`cost-${id}`}>
      <legend className="field-label">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TypedMoneyField
          id={`${id}-amount`}
          label={t('homeCosts.amount')}
          value={value.amount}
          error={fieldMessage(t, error)}
          onChange={(event) => onChange({ ...value, amount: event.target.value })}
        />
        <SelectField
          id={`${id}-frequency`}
          label={t('homeCosts.often')}
          value={value.frequency}
          options={incomeFrequencies.map((frequency) => ({
            value: frequency,
            label: t(`homeCosts.frequencies.${frequency}`),
          }))}
          onValue={(frequency) => onChange({ ...value, frequency })}
        />
      </div>
    </fieldset>
  );
}
