import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Layout } from '../../components/Layout';
import { PageHeading } from '../../components/PageHeading';
import { PageLoading } from '../../components/PageLoading';
import { takeEarlyTaps } from '../../lib/earlyTaps';
import { setSignedOutForSafety, useSignedOutForSafety } from '../../lib/notice';
import { pagePart } from '../../lib/pagePart';
import { loadSignInPanel as loadSignInPanelAlone } from '../auth';
import { countedFeatureValue, features } from './features';

// The form and the sign-in panel are their own chunks, fetched when the applicant shows
// the intent (pointer over, focus or tap on the button) and at the latest on click.
// Both read and write through TanStack Query, which loads with them (issue 21).
const loadRegistrationForm = pagePart(() => import('./RegistrationForm'));
const loadSignInPanel = pagePart(loadSignInPanelAlone);
const RegistrationForm = lazy(loadRegistrationForm);
const SignInPanel = lazy(loadSignInPanel);

const REGISTRATION_ID = 'registration';
const SIGN_IN_ID = 'sign-in';

function preload(load: () => Promise<unknown>) {
  return () => {
    load().catch(() => undefined);
  };
}

export function Landing() {
  const { t } = useTranslation();
  const [formOpen, setFormOpen] = useState(false);
  const [signIn, setSignIn] = useState<{ open: boolean; email: string }>({
    open: false,
    email: '',
  });
  const signInButton = useRef<HTMLButtonElement>(null);
  const signedOutForSafety = useSignedOutForSafety();

  const openSignIn = (email = '') => setSignIn({ open: true, email });
  const closeSignIn = () => {
    setSignIn({ open: false, email: '' });
    signInButton.current?.focus();
  };

  const startApplication = () => {
    // Once open, the form's heading takes focus when it appears; if it is already open, go there.
    if (formOpen) document.getElementById(`${REGISTRATION_ID}-title`)?.focus();
    setFormOpen(true);
  };

  // Taps made on the prerendered page before the app ran (decision 0770) are acted on at the
  // first commit: the form opens (or the sign-in panel), as if the app had been there.
  useLayoutEffect(() => {
    const taps = takeEarlyTaps();
    if (taps.includes('start')) setFormOpen(true);
    else if (taps.includes('sign-in')) setSignIn({ open: true, email: '' });
  }, []);

  const startButton = (className: string, testId: string) => (
    <button {...startButtonProps} className={className} data-testid={testId} data-early-tap="start">
      {t('landing.startApplication')}
    </button>
  );
  const startButtonProps = {
    type: 'button' as const,
    onClick: startApplication,
    onPointerEnter: preload(loadRegistrationForm),
    onFocus: preload(loadRegistrationForm),
    onTouchStart: preload(loadRegistrationForm),
    'aria-expanded': formOpen,
    ...(formOpen ? { 'aria-controls': REGISTRATION_ID } : {}),
  };

  return (
    <Layout
      actions={
        <button
          ref={signInButton}
          type="button"
          className="btn-secondary"
          data-testid="sign-in-toggle"
          data-early-tap="sign-in"
          aria-expanded={signIn.open}
          {...(signIn.open ? { 'aria-controls': SIGN_IN_ID } : {})}
          onPointerEnter={preload(loadSignInPanel)}
          onFocus={preload(loadSignInPanel)}
          onClick={() => (signIn.open ? closeSignIn() : openSignIn())}
        >
          {t('header.signIn')}
        </button>
      }
    >
      {signedOutForSafety ? (
        <div className="border-b border-amber-300 bg-amber-50">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
            <p
              role="status"
              className="font-semibold text-gray-900"
              data-testid="signed-out-notice"
            >
              {t('landing.signedOutForSafety')}
            </p>
            <button
              type="button"
              className="btn-quiet"
              onClick={() => setSignedOutForSafety(false)}
            >
              {t('landing.dismiss')}
            </button>
          </div>
        </div>
      ) : null}

      {signIn.open ? (
        <div className="border-b border-gray-200 bg-brand-50">
          <div className="mx-auto max-w-xl px-4 py-8">
            <Suspense fallback={<PageLoading label={t('app.loadingSignIn')} className="py-8" />}>
              <SignInPanel id={SIGN_IN_ID} initialEmail={signIn.email} onClose={closeSignIn} />
            </Suspense>
          </div>
        </div>
      ) : null}

      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
          <div className="max-w-2xl">
            <PageHeading title={t('landing.pageTitle')}>{t('landing.heroTitle')}</PageHeading>
            <p className="mt-4 text-lg text-gray-800 sm:text-xl">{t('landing.heroText')}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
              {startButton('btn-primary px-8 text-lg', 'start-application')}
            </div>
            <p className="mt-3 text-gray-700">{t('landing.heroNote')}</p>
            {/* Issue 17: the screener, open to everyone, before any account. */}
            <p className="mt-4">
              <Link
                href="/screener"
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                data-testid="landing-screener-link"
              >
                {t('landing.screenerLink')}
              </Link>
              <span className="block text-gray-700">{t('landing.screenerNote')}</span>
            </p>
          </div>

          {formOpen ? (
            <div className="mt-8 max-w-2xl">
              <Suspense fallback={<PageLoading label={t('app.loadingForm')} className="py-8" />}>
                <RegistrationForm
                  id={REGISTRATION_ID}
                  onSignInInstead={(email) => {
                    openSignIn(email);
                    window.scrollTo({ top: 0 });
                  }}
                />
              </Suspense>
            </div>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="features-title" className="text-2xl font-bold text-gray-900">
          {t('landing.featuresTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature} className="card">
              <p className="text-3xl font-bold text-brand-700">
                {countedFeatureValue(feature) ?? t('landing.features.time.value')}{' '}
                <span className="text-lg text-gray-900">
                  {t(`landing.features.${feature}.title`)}
                </span>
              </p>
              <p className="mt-2 text-gray-700">{t(`landing.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-title" className="bg-brand-600">
        <div className="mx-auto max-w-6xl px-4 py-10 text-white">
          <h2 id="cta-title" className="text-2xl font-bold">
            {t('landing.ctaTitle')}
          </h2>
          <p className="mt-2 max-w-2xl text-lg">{t('landing.ctaText')}</p>
          {startButton(
            'btn mt-5 bg-white px-8 text-lg text-brand-700 hover:bg-brand-50',
            'start-application-cta',
          )}
        </div>
      </section>
    </Layout>
  );
}
