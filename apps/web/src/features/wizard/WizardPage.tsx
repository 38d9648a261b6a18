import {
  defaultWizardStep,
  isWizardStep,
  WIZARD_STEP_COUNT,
  type WizardStep,
  wizardProgressPercent,
  wizardStepNumber,
  wizardSteps,
} from '@benefits/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Layout } from '../../components/Layout';
import { PageHeading } from '../../components/PageHeading';
import { SignOutButton } from '../../components/SignOutButton';

export const WIZARD_START_PATH = '/application/account-creation';

function WizardActions() {
  const { t } = useTranslation();
  return (
    <>
      {/* On a phone the brand link and 'Back to My Applications' below do this job. */}
      <Link href="/" className="btn-quiet hidden sm:inline-flex">
        {t('header.myApplications')}
      </Link>
      <SignOutButton />
    </>
  );
}

/** /application/:step? (SPEC 2). This issue brings the progress header; the steps follow. */
export default function Wizard({ step }: { step: string | undefined }) {
  // Signed-out visitors never get here (App redirects them to /), so the default is the
  // signed-in one.
  const resolved = step === undefined || step === '' ? defaultWizardStep(true) : step;
  return (
    <Layout actions={<WizardActions />}>
      {isWizardStep(resolved) ? (
        <WizardStepPage key={resolved} step={resolved} />
      ) : (
        <StepNotFound />
      )}
    </Layout>
  );
}

function StepNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <PageHeading title={t('wizard.notFoundTitle')}>{t('wizard.notFoundTitle')}</PageHeading>
      <p className="mt-4 text-lg text-gray-800">{t('wizard.notFoundText')}</p>
      <Link href={WIZARD_START_PATH} className="btn-primary mt-6" data-testid="wizard-go-to-start">
        {t('wizard.goToStart')}
      </Link>
    </div>
  );
}

function applicationIdFrom(search: string): number | null {
  const value = new URLSearchParams(search).get('id');
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function WizardStepPage({ step }: { step: WizardStep }) {
  const { t } = useTranslation();
  const number = wizardStepNumber(step);
  const percent = wizardProgressPercent(step);
  const title = t(`wizard.steps.${step}.title`);
  const applicationId = applicationIdFrom(useSearch());
  const percentId = useId();

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <section
        aria-label={t('wizard.progressLabel')}
        className="card"
        data-testid="wizard-progress"
      >
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
        <progress
          value={percent}
          max={100}
          aria-labelledby={percentId}
          className="mt-2 block h-3 w-full appearance-none overflow-hidden rounded-full bg-gray-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600"
        />
        <StepIndicator current={step} />

        <div className="mt-5 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <PageHeading
              title={t('wizard.pageTitle', { title })}
              className="text-2xl font-bold text-gray-900 sm:text-3xl"
            >
              {title}
            </PageHeading>
            {applicationId !== null ? (
              <p className="mt-1 text-gray-700" data-testid="wizard-application-id">
                {t('dashboard.applicationNumber', { id: applicationId })}
              </p>
            ) : null}
          </div>
          <StepHelp step={step} title={title} />
        </div>
      </section>

      <div className="mt-6 card" data-testid="wizard-step-body">
        <p className="text-lg text-gray-900">{t(`wizard.steps.${step}.help`)}</p>
        <p className="mt-3 text-gray-700">{t('wizard.notReady')}</p>
        <Link href="/" className="btn-secondary mt-5">
          {t('wizard.backToDashboard')}
        </Link>
      </div>
    </div>
  );
}

/** Completed, current and upcoming steps, told in words for screen readers. */
function StepIndicator({ current }: { current: WizardStep }) {
  const { t } = useTranslation();
  const currentNumber = wizardStepNumber(current);
  return (
    <ol
      aria-label={t('wizard.indicatorLabel')}
      className="mt-4 grid grid-cols-[repeat(13,minmax(0,1fr))] gap-1"
      data-testid="wizard-step-indicator"
    >
      {wizardSteps.map((step, index) => {
        const number = index + 1;
        const state =
          number < currentNumber ? 'completed' : number === currentNumber ? 'current' : 'upcoming';
        const stepTitle = t(`wizard.steps.${step}.title`);
        const label =
          state === 'completed'
            ? t('wizard.stateCompleted', { number, title: stepTitle })
            : state === 'current'
              ? t('wizard.stateCurrent', { number, title: stepTitle })
              : t('wizard.stateUpcoming', { number, title: stepTitle });
        const circle = {
          completed: 'border-brand-600 bg-brand-600 text-white',
          current: 'border-brand-800 bg-white text-brand-800 ring-2 ring-brand-600 ring-offset-1',
          upcoming: 'border-gray-400 bg-white text-gray-700',
        }[state];
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
            className="flex justify-center"
          >
            <span className="sr-only">{label}</span>
            <span
              aria-hidden="true"
              className={`flex aspect-square w-full max-w-8 items-center justify-center rounded-full border-2 text-[0.7rem] font-bold sm:text-sm ${circle}`}
            >
              {state === 'completed' ? (
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="h-3/5 w-3/5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                >
                  <path d="M4 10.5l4 4 8-9" />
                </svg>
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
 * SPEC 2's AI help button. Until the chat assistant lands it opens plain-words help for
 * this step (what it is for, and that answers are saved): it never pretends to be a chat.
 */
function StepHelp({ step, title }: { step: WizardStep; title: string }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root>
      <Dialog.Trigger className="btn-secondary" data-testid="wizard-help">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="10" cy="10" r="8" />
          <path d="M7.8 7.5a2.3 2.3 0 1 1 3 2.2c-.6.3-.8.7-.8 1.3v.5M10 14.2v.3" />
        </svg>
        {t('wizard.help')}
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* Our own backdrop: Radix's Overlay injects a <style> tag, which the CSP forbids. */}
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-gray-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-gray-900">
            {t('wizard.helpTitle', { title })}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-gray-900">
            {t(`wizard.steps.${step}.help`)}
          </Dialog.Description>
          <p className="mt-3 text-gray-700">{t('wizard.helpSaved')}</p>
          <Dialog.Close className="btn-primary mt-5">{t('wizard.helpClose')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
