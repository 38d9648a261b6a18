import {
  type FinancialSummaryResponse,
  formatDollars,
  incomeDisplayAmount,
  incomeEntryBadges,
  verificationProgress,
  WORK_REQUIREMENT_HOURS_PER_MONTH,
} from '@benefits/domain';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { PageLoading } from '../../components/PageLoading';
import { BackButton, ContinueButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import { categoryName, useFinancialSummary } from '../income';
import { groupByCategory, verificationState } from './grouping';
import type { SummaryEntry } from './methodProps';
import type { EntryVerification } from './verificationApi';

// The dialog (Radix dialog, the drop zone, the notes form) is its own chunk: the screen shows
// without it, and it is fetched while the applicant reads the screen.
const loadVerifyDialog = () => import('./VerifyDialog');
const VerifyDialog = lazy(loadVerifyDialog);

/** Hours to one decimal in the interface language ('79.9'). */
function hoursText(hours: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(hours);
}

/** Step 8 (SPEC 2, 4, 9): the income summary, each source with a way to verify it, and the work hours. */
export default function IncomeVerificationStep() {
  const { t } = useTranslation();
  const { applicationId, goTo } = useWizardApplication();
  const summary = useFinancialSummary(applicationId);
  const [openEntryId, setOpenEntryId] = useState<number | null>(null);
  const [continueTried, setContinueTried] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => void loadVerifyDialog().catch(() => undefined), 300);
    return () => window.clearTimeout(timer);
  }, []);

  const entries = summary.data?.entries ?? [];
  const progress = verificationProgress(entries);
  const openEntry = entries.find((entry) => entry.id === openEntryId);

  const back = () => goTo('income-summary-pre');
  const next = () => {
    if (!summary.isSuccess || !progress.allVerified) {
      setContinueTried(true);
      return;
    }
    goTo('expense-workflow-intro');
  };

  let content: React.ReactNode;
  if (summary.isPending) {
    content = <PageLoading label={t('verification.loading')} />;
  } else if (summary.isError) {
    content = (
      <LoadError retry={summary.refetch} retryLabel={t('verification.tryAgain')} look="panel">
        {t('verification.loadFailed')}
      </LoadError>
    );
  } else {
    content = (
      <>
        <SummaryCards summary={summary.data} />
        <WorkRequirement summary={summary.data} />
        {entries.length === 0 ? (
          <div
            className="mt-6 rounded-lg border-2 border-gray-300 bg-gray-50 p-5 text-center"
            data-testid="verification-empty"
          >
            <p className="text-lg font-semibold text-gray-900">{t('verification.empty')}</p>
            <button
              type="button"
              className="btn-secondary mt-4"
              onClick={() => goTo('income-categories', { category: 1 })}
            >
              {t('verification.addSources')}
            </button>
          </div>
        ) : (
          <>
            <Progress verified={progress.verified} total={progress.total} />
            <SourceGroups entries={entries} onVerify={(id) => setOpenEntryId(id)} />
          </>
        )}
      </>
    );
  }

  return (
    <section className="card" data-testid="income-verification">
      <p className="mb-4 text-gray-800">{t('verification.intro')}</p>
      {content}
      <InlineAlert testId="verification-continue-error">
        {continueTried && summary.isSuccess && !progress.allVerified
          ? t('verification.continueBlocked', { count: progress.total - progress.verified })
          : null}
      </InlineAlert>
      <StepActions>
        <BackButton onClick={back} label={t('verification.back')} />
        <ContinueButton
          onClick={next}
          blocked={!summary.isSuccess || !progress.allVerified}
          testId="verification-continue"
          label={t('verification.continue')}
        />
      </StepActions>
      {openEntry ? (
        <Suspense
          fallback={
            <div className="fixed inset-x-4 bottom-4 z-50 rounded-lg border-2 border-gray-300 bg-white shadow-lg">
              <PageLoading label={t('verification.dialog.opening')} className="py-4" />
            </div>
          }
        >
          <VerifyDialog
            entry={openEntry}
            applicationId={applicationId}
            onClose={() => setOpenEntryId(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function SummaryCards({ summary }: { summary: FinancialSummaryResponse }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const basisKey = summary.workHoursBasis;
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-testid="verification-cards">
      <div className="rounded-lg border-2 border-brand-600 bg-brand-50 p-4">
        <dt className="text-gray-800">{t('verification.cards.totalMonthly')}</dt>
        <dd className="text-2xl font-bold text-gray-900" data-testid="verification-total-monthly">
          {formatDollars(summary.totalMonthlyIncome)}
        </dd>
        <dd className="text-gray-800">
          {t('verification.cards.perYear', { amount: formatDollars(summary.totalAnnualIncome) })}
        </dd>
      </div>
      <div className="rounded-lg border-2 border-gray-300 bg-white p-4">
        <dt className="text-gray-800">{t('verification.cards.workMonthly')}</dt>
        <dd className="text-2xl font-bold text-gray-900" data-testid="verification-work-monthly">
          {formatDollars(summary.workIncome)}
        </dd>
        <dd className="text-gray-800">
          {t('verification.cards.perYear', { amount: formatDollars(summary.workIncomeAnnual) })}
        </dd>
      </div>
      <div className="rounded-lg border-2 border-gray-300 bg-white p-4">
        <dt className="text-gray-800">{t('verification.cards.hours')}</dt>
        <dd className="text-2xl font-bold text-gray-900" data-testid="verification-hours-week">
          {t('verification.cards.hoursPerWeek', {
            hours: hoursText(summary.workHoursPerWeek, language),
          })}
        </dd>
        <dd className="text-gray-800" data-testid="verification-hours-month">
          {t('verification.cards.hoursPerMonth', {
            hours: hoursText(summary.workHoursPerMonth, language),
          })}
        </dd>
        <dd className="mt-1 text-sm text-gray-700" data-testid="verification-hours-basis">
          {t(`verification.cards.basis.${basisKey}`)}
        </dd>
      </div>
    </dl>
  );
}

const bandStyles = {
  met: 'border-green-700 bg-green-50 text-green-900',
  approaching: 'border-amber-600 bg-amber-50 text-amber-950',
  below: 'border-red-700 bg-red-50 text-red-900',
} as const;

/** SPEC 9: the status band, and the amber alert below 80 hours a month. */
function WorkRequirement({ summary }: { summary: FinancialSummaryResponse }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { band, showAlert } = summary.workRequirement;
  const hours = hoursText(summary.workHoursPerMonth, language);
  return (
    <div className="mt-4 grid gap-3">
      {showAlert ? (
        <div
          className="flex gap-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-amber-950"
          data-testid="work-hours-alert"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 h-5 w-5 shrink-0"
            fill="currentColor"
          >
            <path d="M10 2 1 18h18L10 2Zm-.9 5h1.8v5.5H9.1V7Zm0 7h1.8v1.8H9.1V14Z" />
          </svg>
          <div>
            <p className="font-bold">{t('verification.alert.title')}</p>
            <p>
              {t('verification.alert.text', {
                hours,
                required: WORK_REQUIREMENT_HOURS_PER_MONTH,
              })}
            </p>
          </div>
        </div>
      ) : null}
      <div
        className={`rounded-lg border-2 p-4 ${bandStyles[band]}`}
        data-testid="work-requirement-status"
        data-band={band}
      >
        <p className="text-sm font-semibold">{t('verification.requirement.label')}</p>
        <p className="text-lg font-bold">{t(`verification.requirement.bands.${band}`)}</p>
        <p>
          {t('verification.requirement.text', {
            hours,
            required: WORK_REQUIREMENT_HOURS_PER_MONTH,
          })}
        </p>
      </div>
    </div>
  );
}

function Progress({ verified, total }: { verified: number; total: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="mt-6">
      <p
        id={labelId}
        className="font-semibold text-gray-900"
        aria-live="polite"
        data-testid="verification-progress"
      >
        {t('verification.progress', { verified, total })}
      </p>
      <progress
        className="mt-2 h-3 w-full accent-brand-600"
        value={verified}
        max={Math.max(total, 1)}
        aria-labelledby={labelId}
      />
    </div>
  );
}

function SourceGroups({
  entries,
  onVerify,
}: {
  entries: SummaryEntry[];
  onVerify: (entryId: number) => void;
}) {
  const { t } = useTranslation();
  const groups = groupByCategory(entries);
  return (
    <div className="mt-6 grid gap-6" data-testid="verification-groups">
      {groups.map((group) => (
        <section key={group.name}>
          <h2 className="text-xl font-bold text-gray-900" data-testid="verification-group">
            {groupTitle(t, group.categoryId)}
          </h2>
          <ul className="mt-3 grid gap-3">
            {group.entries.map((entry) => (
              <SourceCard key={entry.id} entry={entry} onVerify={() => onVerify(entry.id)} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function groupTitle(t: TFunction, categoryId: number | null): string {
  return categoryId === null ? t('verification.otherGroup') : categoryName(t, categoryId);
}

const stateStyles = {
  verified: 'border-green-700 bg-green-50 text-green-900',
  analysis_pending: 'border-amber-600 bg-amber-50 text-amber-950',
  needs_review: 'border-amber-600 bg-amber-50 text-amber-950',
  unverified: '',
} as const;

function SourceCard({ entry, onVerify }: { entry: SummaryEntry; onVerify: () => void }) {
  const { t } = useTranslation();
  const verification = entry.verification as EntryVerification | null;
  const state = verificationState(verification);
  const display = incomeDisplayAmount(entry);
  const badges = incomeEntryBadges(entry);
  const ids = useId();
  const verifiedNow = verification !== null && state !== 'unverified';
  return (
    <li
      id={`verify-source-${entry.id}`}
      tabIndex={-1}
      aria-labelledby={`${ids}-name`}
      aria-describedby={verifiedNow ? `${ids}-status` : undefined}
      className="rounded-lg border border-gray-300 p-4"
      data-testid="verification-source"
      data-state={state}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${ids}-name`} className="font-semibold break-words text-gray-900">
          {entry.source}
        </h3>
        {badges.map((badge) => (
          <span
            key={badge}
            className="rounded-full border border-gray-700 px-2 py-0.5 text-sm font-semibold text-gray-900"
            data-testid="verification-badge"
          >
            {badge === 'W-2' ? t('verification.badges.w2') : t('verification.badges.form1099')}
          </span>
        ))}
      </div>
      <p className="mt-1 text-gray-900" data-testid="verification-amount">
        {entry.dontKnowAmount
          ? t('verification.amountUnknown')
          : t(`verification.amountEvery.${display.frequency}`, {
              amount: formatDollars(display.amount),
            })}
      </p>
      {entry.comment ? <p className="mt-1 text-gray-700">{entry.comment}</p> : null}
      {verification && verifiedNow ? (
        <div
          id={`${ids}-status`}
          className={`mt-3 rounded-lg border-2 p-3 ${stateStyles[state]}`}
          data-testid="verification-status"
        >
          <p className="font-semibold">
            {t('verification.verifiedVia', {
              method: t(`verification.methods.${verification.method}`),
            })}
          </p>
          {state !== 'verified' ? (
            <p className="font-semibold">{t(`verification.states.${state}`)}</p>
          ) : null}
          {verification.details ? (
            <p className="mt-1" data-testid="verification-details">
              {verification.details}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="mt-3">
        {state === 'unverified' ? (
          <button
            type="button"
            className="btn-primary w-full sm:w-auto"
            onClick={onVerify}
            data-testid="verify-now"
          >
            {t('verification.verifyNow')}
            <span className="sr-only"> {entry.source}</span>
          </button>
        ) : (
          <button
            type="button"
            className="btn-quiet px-3"
            onClick={onVerify}
            data-testid="verify-again"
          >
            {t('verification.verifyAgain')}
            <span className="sr-only"> {entry.source}</span>
          </button>
        )}
      </div>
    </li>
  );
}
