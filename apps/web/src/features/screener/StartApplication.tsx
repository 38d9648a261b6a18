import type { CurrentUser, IncomeEntry } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PageHeading } from '../../components/PageHeading';
import { PageLoading } from '../../components/PageLoading';
import { sendJson } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { createApplication } from '../../wizard/applicationApi';
import { wizardPath } from '../../wizard/navigation';
import { InlineAlert } from '../../wizard/StepActions';
import { storeApplicationId } from '../../wizard/storage';
import { incomeEntriesToCarry } from './carry';
import { clearStored, readStored, type StoredScreener, writeStored } from './storage';

const START_PATH = '/screener/start';

type Loaded<P> = Promise<{ default: React.ComponentType<P> }>;
/**
 * The landing page's sign-up form and the sign-in panel, handed over by the app (App.tsx):
 * importing the landing feature here would pull shared code out of the landing page's chunk.
 */
export interface AccountForms {
  registration: () => Loaded<{
    id: string;
    next?: string;
    onSignInInstead: (email: string) => void;
  }>;
  signIn: () => Loaded<{ id: string; initialEmail: string; next?: string; onClose: () => void }>;
}

/**
 * /screener/start: signed out, make an account (or sign in) here; signed in, the answers
 * become a new application and the wizard opens it (decision 0310).
 */
export function StartApplication({ accountForms }: { accountForms: AccountForms }) {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUser();
  const [stored] = useState(readStored);

  if (!stored?.carry) {
    return (
      <Frame title={t('screener.start.title')}>
        <p className="mt-3 text-gray-800">{t('screener.start.noAnswers')}</p>
        <Link href="/screener" className="btn-primary mt-4">
          {t('screener.start.toScreener')}
        </Link>
      </Frame>
    );
  }
  if (isPending) return <PageLoading label={t('app.loading')} className="py-16" />;
  if (user) return <Carry user={user} stored={stored} />;
  return <SignUp accountForms={accountForms} />;
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <PageHeading title={title}>{title}</PageHeading>
      {children}
    </div>
  );
}

function SignUp({ accountForms }: { accountForms: AccountForms }) {
  const { t } = useTranslation();
  const [RegistrationForm] = useState(() => lazy(accountForms.registration));
  const [SignInPanel] = useState(() => lazy(accountForms.signIn));
  const [signIn, setSignIn] = useState<{ open: boolean; email: string }>({
    open: false,
    email: '',
  });
  const loading = <PageLoading label={t('app.loadingForm')} className="py-8" />;
  return (
    <Frame title={t('screener.start.title')}>
      <p className="mt-3 text-gray-800">{t('screener.start.intro')}</p>
      <p className="mt-2 text-gray-800">{t('screener.start.carried')}</p>
      <div className="mt-6">
        {signIn.open ? (
          <Suspense fallback={loading}>
            <SignInPanel
              id="screener-sign-in"
              initialEmail={signIn.email}
              next={START_PATH}
              onClose={() => setSignIn({ open: false, email: '' })}
            />
          </Suspense>
        ) : (
          <>
            <Suspense fallback={loading}>
              <RegistrationForm
                id="screener-registration"
                next={START_PATH}
                onSignInInstead={(email) => setSignIn({ open: true, email })}
              />
            </Suspense>
            <p className="mt-6 flex flex-wrap items-center gap-2 text-gray-800">
              {t('screener.start.haveAccount')}
              <button
                type="button"
                className="btn-secondary"
                onClick={() => setSignIn({ open: true, email: '' })}
                data-testid="screener-sign-in"
              >
                {t('screener.start.signIn')}
              </button>
            </p>
          </>
        )}
      </div>
    </Frame>
  );
}

/** Makes the application once, adds the applicant's incomes, then opens it in the wizard. */
function Carry({ user, stored }: { user: CurrentUser; stored: StoredScreener }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);
  const running = useRef(false);

  const run = async () => {
    if (running.current) return;
    running.current = true;
    setFailed(false);
    // Kept after each step and read again here, so a retry (or a reload) does not make a
    // second application or add an income twice.
    let progress = readStored() ?? stored;
    try {
      let applicationId = progress.applicationId;
      if (applicationId === undefined) {
        const created = await createApplication(queryClient, {
          selectedBenefits: progress.benefits,
          needsWorkVerification: false,
          ...(user.zipCode ? { zipCode: user.zipCode } : {}),
        });
        applicationId = created.id;
        progress = { ...progress, applicationId };
        writeStored(progress);
      }
      const entries = incomeEntriesToCarry(progress.answers, applicationId, {
        source: (kind) => t(`screener.kinds.${kind}`),
        comment: t('screener.start.entryComment'),
      });
      for (const entry of entries.slice(progress.incomesCarried)) {
        await sendJson<IncomeEntry>('POST', '/api/income-entries', entry);
        progress = { ...progress, incomesCarried: progress.incomesCarried + 1 };
        writeStored(progress);
      }
      storeApplicationId(user.id, applicationId);
      clearStored();
      navigate(wizardPath('benefits-selection', { applicationId }), { replace: true });
    } catch {
      setFailed(true);
    } finally {
      running.current = false;
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the page opens.
  useEffect(() => {
    void run();
  }, []);

  return (
    <Frame title={t('screener.start.title')}>
      {failed ? null : <PageLoading label={t('screener.start.working')} className="py-8" />}
      <InlineAlert>
        {failed ? (
          <>
            <p>{t('screener.start.failed')}</p>
            <button type="button" className="btn-secondary mt-2" onClick={() => void run()}>
              {t('screener.results.tryAgain')}
            </button>
          </>
        ) : null}
      </InlineAlert>
    </Frame>
  );
}
