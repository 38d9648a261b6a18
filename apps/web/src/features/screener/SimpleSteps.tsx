import { estimateUtilities, housingKinds, STATE_CODES } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { MoneyField, RadioCards } from '../../components/form';
import { SelectField } from './SelectField';
import { choices, fieldId, type StepProps } from './stepProps';

/** Question 1: the state (its rules and limits). */
export function StateStep({ answers, onChange, message }: StepProps) {
  const { t, i18n } = useTranslation();
  const collator = new Intl.Collator(i18n.resolvedLanguage);
  const options = STATE_CODES.map((code) => ({
    value: code,
    label: t(`screener.states.${code}`),
  })).sort((a, b) => collator.compare(a.label, b.label));
  return (
    <SelectField
      id={fieldId('state')}
      label={t('screener.steps.state.label')}
      placeholder={t('screener.steps.state.choose')}
      options={options}
      value={answers.state as (typeof STATE_CODES)[number] | ''}
      onValue={(state) => onChange({ ...answers, state })}
      error={message('state')}
      autoComplete="address-level1"
    />
  );
}

/** Question 4: rent or mortgage, and which utilities the household pays. */
export function HomeStep({ answers, onChange, message }: StepProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <RadioCards
        id="screener"
        name="housing"
        legend={t('screener.steps.home.housing')}
        options={choices(t, 'housing', housingKinds)}
        value={answers.housing}
        onChange={(housing) => onChange({ ...answers, housing })}
      />
      {answers.housing === 'none' ? null : (
        <AmountAnswer
          field="housingCost"
          label={t('screener.steps.home.housingCost')}
          {...{ answers, onChange, message }}
        />
      )}
      <RadioCards
        id="screener"
        name="utilities"
        columns={1}
        legend={t('screener.steps.home.utilities')}
        options={choices(t, 'utilities', estimateUtilities)}
        value={answers.utilities}
        onChange={(utilities) => onChange({ ...answers, utilities })}
        error={message('utilities')}
      />
    </div>
  );
}

/** Question 5 (optional): money in the bank and cash. */
export function SavingsStep({ answers, onChange, message }: StepProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <p className="text-gray-800">{t('screener.steps.savings.intro')}</p>
      <AmountAnswer
        field="savings"
        label={t('screener.steps.savings.label')}
        hint={t('screener.steps.savings.hint')}
        {...{ answers, onChange, message }}
      />
    </div>
  );
}

/** One amount the screener asks for, kept as typed until the estimate is asked. */
function AmountAnswer({
  field,
  label,
  hint,
  answers,
  onChange,
  message,
}: StepProps & { field: 'housingCost' | 'savings'; label: string; hint?: string }) {
  return (
    <MoneyField
      id={fieldId(field)}
      label={label}
      hint={hint}
      value={answers[field]}
      onChange={(event) => onChange({ ...answers, [field]: event.target.value })}
      error={message(field)}
      wrapperClassName="max-w-xs"
    />
  );
}
