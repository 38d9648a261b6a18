import { NO_RESOURCES, type ResourcesInput } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, TypedMoneyField } from '../../components/form';
import { useWizardApplication } from '../../wizard/WizardContext';
import { YesNo } from '../../wizard/YesNo';
import { AnswersFrame } from './AnswersFrame';
import { saveResources } from './homeCostsApi';
import { checkResources, type ResourcesForm, resourcesFormOf } from './homeCostsForm';
import { useAnswersStep } from './useStepSave';

const moneyFields = ['checking', 'savings', 'cash'] as const;

/**
 * Issue 18: money in the bank (checking, savings), cash and other money, and whether anyone
 * does migrant or seasonal farm work (for the expedited SNAP screen). "No money in the bank or
 * cash" answers it with one tap.
 */
export default function ResourcesStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { application, goTo } = useWizardApplication();
  const { form, change, errors, error, step, onContinue } = useAnswersStep({
    formOf: (language) => resourcesFormOf(application.resources, language),
    check: checkResources,
    send: (applicationId, body: ResourcesInput) => saveResources(queryClient, applicationId, body),
    next: 'enhanced-financial-summary',
    focus: (field) => document.getElementById(`money-${field.replaceAll('.', '-')}`)?.focus(),
  });
  const setOther = (index: number, changes: Partial<ResourcesForm['other'][number]>) =>
    change({
      other: form.other.map((item, at) => (at === index ? { ...item, ...changes } : item)),
    });

  /** The input of one part (what it is, or how much) of an "other" row. */
  const otherPart = (index: number, part: 'kind' | 'amount') => ({
    id: `money-other-${index}-${part}`,
    value: form.other[index]?.[part] ?? '',
    error: error(`other.${index}.${part}`),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setOther(index, { [part]: event.target.value }),
  });

  return (
    <AnswersFrame
      testId="resources"
      texts="money"
      onNone={() => void step.save(NO_RESOURCES)}
      step={step}
      errors={errors}
      onBack={() => goTo('home-costs')}
      onContinue={onContinue}
    >
      <fieldset className="mt-6">
        <legend className="field-label">{t('homeCosts.money.bank')}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {moneyFields.map((field) => (
            <TypedMoneyField
              key={field}
              id={`money-${field}`}
              label={t(`homeCosts.money.${field}`)}
              value={form[field]}
              error={error(field)}
              onChange={(event) => change({ [field]: event.target.value })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-6" aria-describedby="money-other-hint" data-testid="money-other">
        <legend className="field-label">{t('homeCosts.money.other')}</legend>
        <p id="money-other-hint" className="mb-2 text-sm text-gray-700">
          {t('homeCosts.money.otherHint')}
        </p>
        {form.other.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is stable
          <div key={index} className="mb-3 grid items-end gap-3 sm:grid-cols-3">
            <TextField {...otherPart(index, 'kind')} label={t('homeCosts.money.otherKind')} />
            <TypedMoneyField {...otherPart(index, 'amount')} label={t('homeCosts.amount')} />
            <button
              type="button"
              className="btn-secondary"
              onClick={() => change({ other: form.other.filter((_, at) => at !== index) })}
            >
              {item.kind.trim()
                ? t('homeCosts.money.removeOther', { kind: item.kind.trim() })
                : t('homeCosts.money.removeOtherBlank')}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn-secondary"
          onClick={() => change({ other: [...form.other, { kind: '', amount: '' }] })}
          data-testid="money-add-other"
        >
          {t('homeCosts.money.addOther')}
        </button>
      </fieldset>
      <div className="mt-6">
        <YesNo
          name="migrantOrSeasonalFarmWorker"
          legend={t('homeCosts.money.migrant')}
          hint={t('homeCosts.money.migrantHint')}
          value={form.migrantOrSeasonalFarmWorker}
          onChange={(value) => change({ migrantOrSeasonalFarmWorker: value })}
          testId="money-migrant"
        />
      </div>
    </AnswersFrame>
  );
}
