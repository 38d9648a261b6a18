import {
  type Application,
  type CurrentUser,
  defaultWizardStep,
  isWizardStep,
  nextWizardStep,
  previousWizardStep,
  type WizardStep,
} from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { Layout } from '../components/Layout';
import { PageProblem } from '../components/LoadError';
import { PageHeading } from '../components/PageHeading';
import { PageLoading } from '../components/PageLoading';
import { registerWizardTexts } from '../i18n/wizardTexts';
import { ApiError } from '../lib/api';
import { updateApplication, useApplication } from './applicationApi';
import {
  applicationIdFromSearch,
  categoryFromSearch,
  furthestReached,
  isFromWizard,
  resumeStep,
  shouldRecordFurthest,
  WIZARD_HISTORY_STATE,
  type WizardLocation,
  wizardPath,
} from './navigation';
import { ProgressHeader } from './ProgressHeader';
import { WIZARD_COLUMN, WizardActions } from './StepFrame';
import type { StepComponents } from './steps';
import { forgetApplicationId, readStoredApplicationId, storeApplicationId } from './storage';
import { type SaveState, WizardContext, type WizardContextValue } from './WizardContext';

// Steps 8-13 and the view show texts that are not in the first load's English catalog.
registerWizardTexts();

export const WIZARD_START_PATH = '/application/account-creation';

/** SPEC 4: page transitions use delays of 100 ms (leaving) and 200 ms (arriving). */
export const LEAVE_MS = 100;

/** Steps that work without a draft: the account form, and the benefits step which creates it. */
const stepsBeforeApplication: readonly WizardStep[] = ['account-creation', 'benefits-selection'];

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** /application/:step? (SPEC 2). */
export default function Wizard({
  step,
  user,
  steps,
}: {
  step: string | undefined;
  user: CurrentUser;
  /** The steps' components, collected from the features by the app (src/app/steps.ts). */
  steps: StepComponents;
}) {
  // Signed-out visitors never get here (App redirects them to /), so the default is the
  // signed-in one.
  const requested = step === undefined || step === '' ? undefined : step;
  const resolved = requested ?? defaultWizardStep(true);
  return (
    <Layout actions={<WizardActions />} fillViewport>
      {isWizardStep(resolved) ? (
        <WizardSession
          steps={steps}
          user={user}
          requested={requested as WizardStep | undefined}
          step={resolved}
        />
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

function WizardSession({
  steps,
  user,
  requested,
  step,
}: {
  steps: StepComponents;
  user: CurrentUser;
  requested: WizardStep | undefined;
  step: WizardStep;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const search = useSearch();
  const urlId = applicationIdFromSearch(search);
  // SPEC 3: the draft's id is kept per user in browser storage and restored.
  const [restoredId, setRestoredId] = useState<number | null>(() =>
    readStoredApplicationId(user.id),
  );
  const applicationId = urlId ?? restoredId;
  const fromAddress = urlId !== null;
  const query = useApplication(applicationId);
  const application = query.data?.id === applicationId ? query.data : undefined;

  // Save status shown in the header.
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const pendingSaves = useRef(0);
  const trackSave = useCallback(<T,>(work: Promise<T>): Promise<T> => {
    pendingSaves.current += 1;
    setSaveState('saving');
    return work.then(
      (value) => {
        pendingSaves.current -= 1;
        if (pendingSaves.current === 0) setSaveState('saved');
        return value;
      },
      (error: unknown) => {
        pendingSaves.current -= 1;
        setSaveState('failed');
        throw error;
      },
    );
  }, []);

  // A remembered id that no longer opens a draft (deleted, sent, someone else's) is forgotten.
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const notDraft = application !== undefined && application.status !== 'draft';
  useEffect(() => {
    if (fromAddress || restoredId === null) return;
    if (notFound || notDraft) {
      forgetApplicationId(user.id);
      setRestoredId(null);
    }
  }, [fromAddress, restoredId, notFound, notDraft, user.id]);

  // Opening a draft: remember it, put its id in the address, and resume at the furthest step.
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (application?.status !== 'draft' || opened.current === application.id) return;
    opened.current = application.id;
    storeApplicationId(user.id, application.id);
    const target = resumeStep({
      requested,
      furthest: application.furthestStep,
      fromWizard: isFromWizard(window.history.state),
    });
    if (target) {
      navigate(wizardPath(target, { applicationId: application.id }), {
        replace: true,
        state: WIZARD_HISTORY_STATE,
      });
    } else if (!fromAddress) {
      navigate(
        wizardPath(step, { applicationId: application.id, category: categoryFromSearch(search) }),
        { replace: true, state: window.history.state },
      );
    }
  }, [application, requested, step, fromAddress, search, navigate, user.id]);

  // Issue 4: every step change saves the furthest step reached (the server only moves it on).
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (application?.status !== 'draft') return;
    if (!shouldRecordFurthest(step, application.furthestStep, isFromWizard(window.history.state)))
      return;
    const key = `${application.id}:${step}`;
    if (recorded.current === key) return;
    recorded.current = key;
    trackSave(updateApplication(queryClient, application.id, { furthestStep: step })).catch(() => {
      recorded.current = null;
    });
  }, [application, step, queryClient, trackSave]);

  // Moving between steps, with the SPEC 4 transition.
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);
  const go = useCallback(
    (url: string) => {
      if (leavingRef.current) return;
      const run = () => navigate(url, { state: WIZARD_HISTORY_STATE });
      if (prefersReducedMotion()) {
        run();
        return;
      }
      leavingRef.current = true;
      setLeaving(true);
      window.setTimeout(() => {
        leavingRef.current = false;
        setLeaving(false);
        run();
      }, LEAVE_MS);
    },
    [navigate],
  );

  const activeId = application && application.status === 'draft' ? application.id : null;
  // The id the next move carries: a step that just created the draft moves on before this
  // component renders again.
  const movingId = useRef<number | null>(activeId);
  if (activeId !== null) movingId.current = activeId;
  const value = useMemo<WizardContextValue>(() => {
    const applicationId = activeId;
    const goTo = (target: WizardStep, location: Omit<WizardLocation, 'applicationId'> = {}) =>
      go(wizardPath(target, { applicationId: movingId.current, ...location }));
    return {
      user,
      step,
      applicationId,
      application: activeId === null ? undefined : application,
      furthest: furthestReached(application?.furthestStep, step),
      goTo,
      next: () => {
        const target = nextWizardStep(step);
        if (target) goTo(target);
      },
      previous: () => {
        const target = previousWizardStep(step);
        if (target) goTo(target);
      },
      replaceLocation: (location) =>
        navigate(wizardPath(step, { applicationId, ...location }), {
          replace: true,
          state: WIZARD_HISTORY_STATE,
        }),
      adoptApplication: (created: Application) => {
        opened.current = created.id;
        movingId.current = created.id;
        storeApplicationId(user.id, created.id);
        navigate(wizardPath(step, { applicationId: created.id }), {
          replace: true,
          state: WIZARD_HISTORY_STATE,
        });
      },
      trackSave,
      saveState,
    };
  }, [user, step, activeId, application, go, navigate, trackSave, saveState]);

  const needsApplication = !stepsBeforeApplication.includes(step);
  const StepComponent = steps[step];
  let body: React.ReactNode;
  if (applicationId !== null && query.isPending) {
    body = <PageLoading label={t('wizard.loadingApplication')} />;
  } else if (applicationId !== null && query.isError && (fromAddress || !notFound)) {
    body = (
      <PageProblem
        text={t(notFound ? 'wizard.applicationNotFound' : 'wizard.applicationLoadFailed')}
        retry={notFound ? undefined : () => void query.refetch()}
        retryLabel={t('dashboard.tryAgain')}
        homeLabel={t('wizard.backToDashboard')}
        className="card border-red-700"
        testId="wizard-problem"
      />
    );
  } else if (notDraft && fromAddress && application) {
    // Issue 7: a submitted application is never shown in editable steps: its confirmation is
    // the submission step, and anything else after submission is the read-only View page.
    body =
      application.status === 'submitted' && step === 'submission' ? (
        <StepComponent />
      ) : (
        <Redirect
          replace
          to={
            application.status === 'submitted'
              ? wizardPath('submission', { applicationId: application.id })
              : `/applications/${application.id}`
          }
        />
      );
  } else if (needsApplication && activeId === null) {
    body = <NeedsBenefits />;
  } else {
    body = <StepComponent />;
  }

  return (
    <WizardContext.Provider value={value}>
      <div className={WIZARD_COLUMN}>
        <ProgressHeader
          step={step}
          furthest={value.furthest}
          applicationId={application ? application.id : null}
          applicantNumber={application?.applicantNumber ?? null}
          saveState={saveState}
        />
        <div
          className={leaving ? 'wizard-leave' : undefined}
          data-testid="wizard-step-frame"
          data-step={step}
        >
          <div key={step} className="wizard-enter mt-6">
            <Suspense fallback={<PageLoading label={t('app.loadingStep')} />}>{body}</Suspense>
          </div>
        </div>
      </div>
    </WizardContext.Provider>
  );
}

/** Steps 3 onwards belong to a draft, which the benefits step creates. */
function NeedsBenefits() {
  const { t } = useTranslation();
  return (
    <div className="card" data-testid="wizard-needs-benefits">
      <p className="text-lg text-gray-900">{t('wizard.needsBenefits')}</p>
      <Link href={wizardPath('benefits-selection')} className="btn-primary mt-5">
        {t('wizard.chooseBenefits')}
      </Link>
    </div>
  );
}
