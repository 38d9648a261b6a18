import type { CurrentUser } from '@benefits/domain';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { Layout } from '../components/Layout';
import { PageLoading } from '../components/PageLoading';
import { loadApplicationViewPage } from '../features/applicationView';
import { loadSignInPanel } from '../features/auth';
import { loadChatLauncher } from '../features/chat';
import { loadDashboardPage } from '../features/dashboard';
import { Landing, loadRegistrationForm } from '../features/landing';
import { loadNotFoundPage } from '../features/notFound';
import { loadScreenerPage } from '../features/screener';
import { loadVitalsPage } from '../features/vitals';
import { loadScreenerTexts, loadWizardTexts } from '../i18n';
import { useCurrentUser } from '../lib/auth';
import { pagePart } from '../lib/pagePart';
import { useToasts } from '../lib/toast';
import { pageShell } from '../prerenderedPages';
import { OfflineNotice } from './OfflineNotice';

// Everything but the landing page loads on demand (issue 21 budget: landing <= 100 KB gzip JS, decision 0560).
// Pages that read data bring TanStack Query with them (pagePart): the landing page has none.
// The wizard, the view and the screener wait for their texts in the applicant's language; if
// those cannot load (offline), the pages still open, with the English texts their chunks carry.
const withTexts = <T,>(page: Promise<T>, texts: () => Promise<void>) =>
  Promise.all([page, texts().catch(() => undefined)]).then(([loaded]) => loaded);
/** A loader that loads once: a route starts it before it knows who is signed in. */
const once = <T,>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
};
const loadDashboard = once(pagePart(loadDashboardPage));
const Dashboard = lazy(loadDashboard);
const loadWizard = once(pagePart(() => withTexts(import('./WizardWithSteps'), loadWizardTexts)));
const Wizard = lazy(loadWizard);
const ApplicationView = lazy(pagePart(() => withTexts(loadApplicationViewPage(), loadWizardTexts)));
// Issue 17: the public screener, with or without an account.
const Screener = lazy(pagePart(() => withTexts(loadScreenerPage(), loadScreenerTexts)));
// Its "Start your application" signs the visitor up with the landing page's form.
const accountForms = { registration: loadRegistrationForm, signIn: loadSignInPanel };
const NotFound = lazy(pagePart(loadNotFoundPage));
// Issue 21 item 4: real users' figures for the team (staff only, decision 0520).
const VitalsPage = lazy(pagePart(loadVitalsPage));
const SessionTimeout = lazy(pagePart(() => import('../components/SessionTimeout')));
const Toaster = lazy(() => import('../components/Toaster'));
const ChatLauncher = lazy(pagePart(loadChatLauncher));

export function App() {
  return (
    <>
      <OfflineNotice />
      <Routes />
      {/* The idle-timeout warning exists only while someone is signed in. */}
      <PerSignedInUser render={(userId) => <SessionTimeout key={userId} />} />
      {/* SPEC 2: the chat widget sits bottom right on every signed-in page (never on the landing). */}
      <PerSignedInUser render={(userId) => <ChatLauncher key={userId} />} />
      <Toasts />
    </>
  );
}

function Routes() {
  return (
    <Switch>
      <Route path="/">
        <Home />
      </Route>
      <Route path="/application/:step?">{(params) => <WizardRoute step={params.step} />}</Route>
      <Route path="/applications/:id">{(params) => <ViewRoute id={params.id} />}</Route>
      <Route path="/team/vitals">
        <TeamRoute />
      </Route>
      <Route path="/screener/:step?">
        {(params) => (
          <Lazy>
            <Screener step={params.step} accountForms={accountForms} />
          </Lazy>
        )}
      </Route>
      <Route>
        <Lazy>
          <NotFound />
        </Lazy>
      </Route>
    </Switch>
  );
}

/** A lazy page, with an announced loading state inside the usual page frame. */
function Lazy({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Layout>
          <PageLoading label={t('app.loading')} />
        </Layout>
      }
    >
      {children}
    </Suspense>
  );
}

/** SPEC 2: / is the dashboard when signed in; the landing page signed out or while loading. */
function Home() {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUser();
  // Decision 0620: sent the dashboard's shell (a session cookie came with the page), its chunks
  // load beside the current user's read, and a loading state shows meanwhile, not the landing.
  const signedInShell = pageShell() === 'dashboard';
  useEffect(() => {
    if (signedInShell) loadDashboard().catch(() => undefined);
  }, [signedInShell]);
  if (isPending && signedInShell)
    return (
      <Layout>
        <PageLoading label={t('app.loading')} />
      </Layout>
    );
  if (!user) return <Landing />;
  return (
    <Lazy>
      <Dashboard user={user} />
    </Lazy>
  );
}

/** SPEC 2 and 6: signed-out visitors can reach only / (and the public screener). */
function SignedIn({
  loadingLabel,
  page,
}: {
  loadingLabel: string;
  page: (user: CurrentUser) => React.ReactNode;
}) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <Layout>
        <PageLoading label={loadingLabel} />
      </Layout>
    );
  }
  if (!user) return <Redirect to="/" replace />;
  return <Lazy>{page(user)}</Lazy>;
}

function WizardRoute({ step }: { step: string | undefined }) {
  const { t } = useTranslation();
  // Issue 21: the wizard's chunks load beside the current user's read, not after it.
  useEffect(() => {
    loadWizard().catch(() => undefined);
  }, []);
  return (
    <SignedIn
      loadingLabel={t('app.loadingStep')}
      page={(user) => <Wizard step={step} user={user} />}
    />
  );
}

/** DESIGN: the read-only View of a submitted application; signed in only, like the wizard. */
function ViewRoute({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <SignedIn
      loadingLabel={t('app.loading')}
      page={(user) => <ApplicationView id={id} user={user} />}
    />
  );
}

/** Signed in only; the page itself says so to an applicant (the API answers 403). */
function TeamRoute() {
  const { t } = useTranslation();
  return <SignedIn loadingLabel={t('app.loading')} page={() => <VitalsPage />} />;
}

/** A lazily loaded part shown only while someone is signed in, started afresh for each user. */
function PerSignedInUser({ render }: { render: (userId: string) => ReactNode }) {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <Suspense fallback={null}>{render(user.id)}</Suspense>;
}

/** The toast viewport (Radix, SPEC 9) loads with the first toast of the visit, then stays. */
function Toasts() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
