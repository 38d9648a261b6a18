import { nextWizardStep } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowLeft, ArrowRight, StepActions } from '../StepActions';
import { useWizardApplication } from '../WizardContext';

/**
 * Steps 5 and 8-13 until their issues land: the step is named, nothing is pretended, and the
 * applicant can move on (or, on the last step, is told the application has not been sent).
 */
export default function PlaceholderStep() {
  const { t } = useTranslation();
  const { step, next, previous } = useWizardApplication();
  const hasNext = nextWizardStep(step) !== undefined;
  return (
    <section className="card" data-testid="placeholder-step">
      <h2 className="text-xl font-bold text-gray-900">
        {t('wizard.placeholderTitle', { title: t(`wizard.steps.${step}.title`) })}
      </h2>
      <p className="mt-2 text-lg text-gray-900">{t(`wizard.steps.${step}.help`)}</p>
      <p className="mt-3 text-gray-700">{t('wizard.notReady')}</p>
      {hasNext ? null : (
        <p className="mt-3 font-semibold text-gray-900" data-testid="placeholder-not-sent">
          {t('wizard.notSent')}
        </p>
      )}
      <StepActions>
        <button type="button" className="btn-secondary w-full sm:w-auto" onClick={previous}>
          <ArrowLeft />
          {t('wizard.back')}
        </button>
        {hasNext ? (
          <button
            type="button"
            className="btn-primary w-full sm:w-auto"
            onClick={next}
            data-testid="placeholder-next"
          >
            {t('wizard.placeholderNext')}
            <ArrowRight />
          </button>
        ) : (
          <Link href="/" className="btn-primary w-full sm:w-auto">
            {t('wizard.backToDashboard')}
          </Link>
        )}
      </StepActions>
    </section>
  );
}
