import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { ArrowRight } from '../../components/icons';
import { Layout } from '../../components/Layout';
import { PageHeading } from '../../components/PageHeading';
import { registerScreenerTexts } from '../../i18n/screenerTexts';
import { BackButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import {
  type Answers,
  checkAnswers,
  emptyAnswers,
  errorsOfStep,
  type FieldErrors,
  firstStepWithError,
  type ScreenerStep,
  screenerSteps,
} from './answers';
import { HouseholdStep } from './HouseholdStep';
import { IncomeStep } from './IncomeStep';
import { ResultsView } from './ResultsView';
import { HomeStep, SavingsStep, StateStep } from './SimpleSteps';
import { type AccountForms, StartApplication } from './StartApplication';
import { fieldId, messageOf, type StepProps } from './stepProps';
import { clearStored, readStored, saveAnswers } from './storage';

// The screener's texts come with its chunk, not with the landing page's first load.
registerScreenerTexts();

export const SCREENER_BASE = '/screener';

export function screenerPath(step: ScreenerStep | 'results' | 'start'): string {
  return step === 'state' ? SCREENER_BASE : `${SCREENER_BASE}/${step}`;
}

const stepComponents: Record<ScreenerStep, (props: StepProps) => React.ReactNode> = {
  state: StateStep,
  household: HouseholdStep,
  income: IncomeStep,
  home: HomeStep,
  savings: SavingsStep,
};

/** /screener/:step? (issue 17): a few questions, the estimate, and "Start your application". */
export default function ScreenerPage({
  step,
  accountForms,
}: {
  step: string | undefined;
  accountForms: AccountForms;
}) {
  const [, navigate] = useLocation();
  const [answers, setAnswers] = useState<Answers>(() => readStored()?.answers ?? emptyAnswers());
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (next: Answers) => {
    setAnswers(next);
    saveAnswers(next);
  };

  const current = step ?? 'state';
  let page: React.ReactNode;
  if (current === 'results') {
    const invalid = firstStepWithError(checkAnswers(answers));
    page = invalid ? (
      <Redirect to={screenerPath(invalid)} replace />
    ) : (
      <ResultsView
        answers={answers}
        onServerErrors={(found) => {
          setErrors(found);
          navigate(screenerPath(firstStepWithError(found) ?? 'state'));
        }}
        onClear={() => {
          clearStored();
          setAnswers(emptyAnswers());
          setErrors({});
          navigate(SCREENER_BASE);
        }}
      />
    );
  } else if (current === 'start') {
    page = <StartApplication accountForms={accountForms} />;
  } else if ((screenerSteps as readonly string[]).includes(current)) {
    page = (
      <QuestionStep
        key={current}
        step={current as ScreenerStep}
        answers={answers}
        onChange={change}
        errors={errors}
        setErrors={setErrors}
      />
    );
  } else {
    page = <Redirect to={SCREENER_BASE} replace />;
  }
  return <Layout>{page}</Layout>;
}

/** One question (or a short group) with its heading, errors, Back and Next. */
function QuestionStep({
  step,
  answers,
  onChange,
  errors,
  setErrors,
}: {
  step: ScreenerStep;
  answers: Answers;
  onChange: (answers: Answers) => void;
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [tried, setTried] = useState(false);
  const index = screenerSteps.indexOf(step);
  const shown = errorsOfStep(errors, step);
  const count = Object.keys(shown).length;
  const Step = stepComponents[step];

  const change = (next: Answers) => {
    onChange(next);
    // Once the applicant has tried to go on, messages follow the answers as they change.
    if (tried || count > 0) setErrors(errorsOfStep(checkAnswers(next), step));
  };

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = errorsOfStep(checkAnswers(answers), step);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    const following = screenerSteps[index + 1];
    navigate(following ? screenerPath(following) : screenerPath('results'));
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="font-semibold text-brand-700">{t('screener.title')}</p>
      <p className="text-gray-700" data-testid="screener-progress">
        {t('screener.stepOf', { current: index + 1, total: screenerSteps.length })}
      </p>
      <PageHeading
        title={t('screener.pageTitle')}
        className="mt-2 text-2xl font-bold text-gray-900 sm:text-3xl"
      >
        {t(`screener.steps.${step}.title`)}
      </PageHeading>
      {index === 0 ? <p className="mt-3 text-gray-800">{t('screener.intro')}</p> : null}
      <InlineAlert testId="screener-alert">
        {count > 0 ? t('screener.fixCount', { count }) : null}
      </InlineAlert>
      <form noValidate onSubmit={next} className="mt-6">
        <Step answers={answers} onChange={change} message={messageOf(t, shown)} />
        <StepActions>
          {index === 0 ? (
            <span />
          ) : (
            <BackButton
              label={t('screener.back')}
              onClick={() => navigate(screenerPath(screenerSteps[index - 1] ?? 'state'))}
            />
          )}
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {step === 'savings' ? t('screener.seeResults') : t('screener.next')}
            <ArrowRight />
          </button>
        </StepActions>
      </form>
      {index === 0 ? <p className="mt-6 text-sm text-gray-700">{t('screener.privacy')}</p> : null}
    </div>
  );
}
