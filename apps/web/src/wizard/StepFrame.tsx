import type { WizardStep } from '@benefits/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Layout } from '../components/Layout';
import { PageLoading } from '../components/PageLoading';
import { SignOutButton } from '../components/SignOutButton';
import { ProgressHeader } from './ProgressHeader';

/** The wizard's column: the progress card, then the step. */
export const WIZARD_COLUMN = 'mx-auto max-w-4xl px-4 py-6 sm:py-10';

export function WizardActions() {
  const { t } = useTranslation();
  return (
    <>
      {/* On a phone the brand link does this job. */}
      <Link href="/" className="btn-quiet hidden sm:inline-flex">
        {t('header.myApplications')}
      </Link>
      <SignOutButton />
    </>
  );
}

/**
 * A step's page as its HTML draws it before any script has run (decision 0740): the wizard's
 * frame and progress for the step, then the step's intro (or its loading state), with no
 * applicant data. src/prerender.tsx draws it; WizardPage.tsx draws the same frame.
 */
export function StepFrame({ step, intro }: { step: WizardStep; intro?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Layout actions={<WizardActions />} fillViewport>
      <div className={WIZARD_COLUMN}>
        <ProgressHeader step={step} furthest={step} applicationId={null} saveState="idle" />
        <div className="mt-6">{intro ?? <PageLoading label={t('app.loadingStep')} />}</div>
      </div>
    </Layout>
  );
}
