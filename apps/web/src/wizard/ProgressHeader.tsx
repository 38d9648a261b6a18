import {
  WIZARD_STEP_COUNT,
  type WizardStep,
  wizardProgressPercent,
  wizardStepNumber,
  wizardSteps,
} from '@benefits/domain';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icons';
import { PageHeading } from '../components/PageHeading';
import { ProgressBar } from '../components/ProgressBar';
import { openChatWith, setChatPage } from '../lib/chatStore';
import { type StepState, stepState } from './navigation';
import type { SaveState } from './WizardContext';

/** SPEC 2: position out of the step count, title, 'Step n/13', rounded percentage bar, step indicator, help. */
export function ProgressHeader({
  step,
  furthest,
  applicationId,
  applicantNumber = null,
  saveState,
}: {
  step: WizardStep;
  furthest: WizardStep;
  applicationId: number | null;
  /** Issue 18: the applicant's own number for the application (1 for their first). */
  applicantNumber?: number | null;
  saveState: SaveState;
}) {
  const { t } = useTranslation();
  const number = wizardStepNumber(step);
  const percent = wizardProgressPercent(step);
  const title = t(`wizard.steps.${step}.title`);
  const percentId = useId();

  return (
    <section aria-label={t('wizard.progressLabel')} className="card" data-testid="wizard-progress">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm font-semibold text-gray-800 sm:text-base">
        <p data-testid="wizard-step-count">
          <span aria-hidden="true">
            {t('wizard.stepCount', { current: number, total: WIZARD_STEP_COUNT })}
          </span>
          <span className="sr-only">
            {t('wizard.position', { current: number, total: WIZARD_STEP_COUNT })}
          </span>
        </p>
        <p id={percentId} data-testid="wizard-percent">
          {t('wizard.percent', { percent })}
        </p>
      </div>
      <ProgressBar percent={percent} labelledBy={percentId} />
      <StepIndicator current={step} furthest={furthest} />

      <div className="mt-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <PageHeading
            key={step}
            title={t('wizard.pageTitle', { title })}
            className="text-2xl font-bold text-gray-900 sm:text-3xl"
          >
            {title}
          </PageHeading>
          {applicantNumber !== null ? (
            <p className="mt-1 text-gray-700" data-testid="wizard-application-id">
              {t('dashboard.applicationNumber', { number: applicantNumber })}
            </p>
          ) : null}
          <SaveStatus state={saveState} />
        </div>
        <StepHelp step={step} title={title} applicationId={applicationId} />
      </div>
    </section>
  );
}

/** 'Saving…' / 'All changes saved' / 'Not saved', told politely to screen readers. */
function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      aria-live="polite"
      className={`mt-1 min-h-6 text-sm ${state === 'failed' ? 'font-semibold text-red-800' : 'text-gray-700'}`}
      data-testid="wizard-save-status"
      data-state={state}
    >
      {state === 'saving'
        ? t('wizard.saving')
        : state === 'saved'
          ? t('wizard.saved')
          : state === 'failed'
            ? t('wizard.saveFailed')
            : ''}
    </p>
  );
}

const circleClasses: Record<StepState, string> = {
  completed: 'border-brand-600 bg-brand-600 text-white',
  current: 'border-brand-800 bg-white text-brand-800 ring-2 ring-brand-600 ring-offset-1',
  reached: 'border-brand-600 border-dashed bg-brand-50 text-brand-800',
  upcoming: 'border-gray-400 bg-white text-gray-700',
};

const stateLabelKeys = {
  completed: 'wizard.stateCompleted',
  current: 'wizard.stateCurrent',
  reached: 'wizard.stateReached',
  upcoming: 'wizard.stateUpcoming',
} as const;

/** Completed, current and upcoming steps (from the furthest step reached), told in words. */
function StepIndicator({ current, furthest }: { current: WizardStep; furthest: WizardStep }) {
  const { t } = useTranslation();
  return (
    <ol
      aria-label={t('wizard.indicatorLabel')}
      // One column per step, however many the catalog has; a class, not a style attribute,
      // which the CSP would block in the page's prerendered HTML (decision 0740).
      className="mt-4 grid auto-cols-fr grid-flow-col gap-1"
      data-testid="wizard-step-indicator"
    >
      {wizardSteps.map((step, index) => {
        const number = index + 1;
        const state = stepState(step, current, furthest);
        const stepTitle = t(`wizard.steps.${step}.title`);
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
            className="flex justify-center"
          >
            <span className="sr-only">
              {t(stateLabelKeys[state], { number, title: stepTitle })}
            </span>
            <span
              aria-hidden="true"
              className={`flex aspect-square w-full max-w-8 items-center justify-center rounded-full border-2 text-[0.7rem] font-bold sm:text-sm ${circleClasses[state]}`}
            >
              {state === 'completed' ? (
                <Icon d="M4 10.5l4 4 8-9" className="h-3/5 w-3/5" strokeWidth="3" />
              ) : (
                number
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * SPEC 2's AI help button: opens the chat widget with a question about this step in the box,
 * ready to send (the widget shows the step's help text above it). It also tells the widget
 * which application and step are on screen, so the chat uses this application's history.
 */
function StepHelp({
  step,
  title,
  applicationId,
}: {
  step: WizardStep;
  title: string;
  applicationId: number | null;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    setChatPage({ applicationId, step });
    return () => setChatPage(null);
  }, [applicationId, step]);
  return (
    <button
      type="button"
      className="btn-secondary"
      data-testid="wizard-help"
      onClick={() => openChatWith(t('chat.stepQuestion', { title }), step)}
    >
      <Icon d="M7.8 7.5a2.3 2.3 0 1 1 3 2.2c-.6.3-.8.7-.8 1.3v.5M10 14.2v.3" circle={[10, 10, 8]} />
      {t('wizard.help')}
    </button>
  );
}
