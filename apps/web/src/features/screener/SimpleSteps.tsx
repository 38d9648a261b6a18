import { estimateUtilities, STATE_CODES } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { MoneyField, RadioCards } from '../../components/form';
import { housingChoices } from './answers';
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
        options={choices(t, 'housing', housingChoices)}
        value={answers.housing}
        onChange={(housing) => onChange({ ...answers, housing })}
      />
      {answers.housing === 'none' ? null : (
        <MoneyField
          id={fieldId('housingCost')}
          label={t('screener.steps.home.housingCost')}
          value={answers.housingCost}
          onChange={(event) => onChange({ ...answers, housingCost: event.target.value })}
          error={message('housingCost')}
          wrapperClassName="max-w-xs"
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
      <MoneyField
        id={fieldId('savings')}
        label={t('screener.steps.savings.label')}
        hint={t('screener.steps.savings.hint')}
        value={answers.savings}
        onChange={(event) => onChange({ ...answers, savings: event.target.value })}
        error={message('savings')}
        wrapperClassName="max-w-xs"
      />
    </div>
  );
}
