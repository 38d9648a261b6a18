import {
  type HomeCostsInput,
  housingKinds,
  NO_HOME_COSTS,
  type UtilityBill,
  utilityBills,
} from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckboxField, RadioCards } from '../../components/form';
import { useWizardApplication } from '../../wizard/WizardContext';
import { AnswersFrame } from './AnswersFrame';
import { CostField } from './CostField';
import { saveHomeCosts } from './homeCostsApi';
import { type CostFieldName, checkHomeCosts, homeCostsFormOf } from './homeCostsForm';
import { useAnswersStep } from './useStepSave';

/** Where a field's error sends focus: its first control. */
function focusField(field: string) {
  const id = field === 'housing' ? 'home-housing-0' : `${field}-amount`;
  document.getElementById(id)?.focus();
}

/**
 * Issue 18: rent or a home loan, property tax and insurance, the bills paid apart from rent,
 * care, child support paid and medical costs of older or disabled members, on one screen;
 * "I don't pay rent or any of these costs" answers it all with one tap.
 */
export default function HomeCostsStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { application, goTo } = useWizardApplication();
  const { form, change, errors, error, step, onContinue } = useAnswersStep({
    formOf: (language) => homeCostsFormOf(application.homeCosts, language),
    check: checkHomeCosts,
    send: (applicationId, body: HomeCostsInput) => saveHomeCosts(queryClient, applicationId, body),
    next: 'resources',
    focus: focusField,
  });
  const cost = (field: CostFieldName, legend: string) => (
    <CostField
      id={field}
      legend={legend}
      value={form[field]}
      error={errors[field]}
      onChange={(value) => change({ [field]: value })}
    />
  );
  const toggleBill = (bill: UtilityBill, on: boolean) =>
    change({
      utilityBills: on
        ? [...form.utilityBills, bill]
        : form.utilityBills.filter((other) => other !== bill),
    });

  return (
    <AnswersFrame
      testId="home-costs"
      texts="home"
      onNone={() => void step.save(NO_HOME_COSTS)}
      step={step}
      errors={errors}
      onBack={() =>
        goTo(
          application.hasBusinessExpenses === false
            ? 'expense-workflow-intro'
            : 'expense-categories',
        )
      }
      onContinue={onContinue}
    >
      <div className="mt-6">
        <RadioCards
          id="home"
          name="housing"
          legend={t('homeCosts.home.housing')}
          options={housingKinds.map((kind) => ({
            value: kind,
            label: t(`homeCosts.home.housingKinds.${kind}`),
          }))}
          value={form.housing}
          onChange={(housing) => change({ housing })}
          error={error('housing')}
          columns={1}
          testId="home-housing"
        />
      </div>
      {form.housing === 'rent' || form.housing === 'mortgage'
        ? cost('housingCost', t(`homeCosts.home.${form.housing}`))
        : null}
      {form.housing === 'mortgage' || form.housing === 'none' ? (
        <>
          {cost('propertyTax', t('homeCosts.home.propertyTax'))}
          {cost('homeInsurance', t('homeCosts.home.homeInsurance'))}
        </>
      ) : null}
      <fieldset className="mt-6" aria-describedby="home-bills-hint" data-testid="home-bills">
        <legend className="field-label">{t('homeCosts.home.bills')}</legend>
        <p id="home-bills-hint" className="mb-2 text-sm text-gray-700">
          {t('homeCosts.home.billsHint')}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {utilityBills.map((bill) => (
            <label
              key={bill}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-gray-400 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                name="utilityBills"
                value={bill}
                checked={form.utilityBills.includes(bill)}
                onChange={(event) => toggleBill(bill, event.target.checked)}
                className="h-6 w-6 shrink-0 accent-brand-600"
              />
              {t(`homeCosts.home.billKinds.${bill}`)}
            </label>
          ))}
        </div>
        {form.housing === 'rent' ? (
          <div className="mt-3">
            <CheckboxField
              id="home-in-rent"
              label={t('homeCosts.home.inRent')}
              hint={t('homeCosts.home.inRentHint')}
              checked={form.utilitiesInRent}
              onChange={(event) => change({ utilitiesInRent: event.target.checked })}
            />
          </div>
        ) : null}
      </fieldset>
      <h2 className="mt-8 text-xl font-bold text-gray-900">{t('homeCosts.home.care')}</h2>
      {cost('dependentCare', t('homeCosts.home.dependentCare'))}
      {cost('childSupportPaid', t('homeCosts.home.childSupport'))}
      {cost('medical', t('homeCosts.home.medical'))}
    </AnswersFrame>
  );
}
