import { incomeDisplayAmount, incomeEntryBadges, verificationProgress } from '@benefits/domain';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveCount } from '../../components/LiveCount';
import { QueryWaiting } from '../../components/LoadError';
import { PageLoading } from '../../components/PageLoading';
import { formatDollars } from '../../i18n/money';
import { BackButton, ContinueButton, InlineAlert, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import { categoryName, useFinancialSummary } from '../income';
import { groupByCategory, verificationState } from './grouping';
import type { SummaryEntry } from './methodProps';
import type { EntryVerification } from './verificationApi';
import { SummaryCards, WorkRequirement } from './WorkHoursCards';

// The dialog (Radix dialog, the drop zone, the notes form) is its own chunk: the screen shows
// without it, and it is fetched while the applicant reads the screen.
const loadVerifyDialog = () => import('./VerifyDialog');
const VerifyDialog = lazy(loadVerifyDialog);

/** The verification step (SPEC 2, 4, 9): the income summary, each source with a way to verify it, and the work hours. */
export default function IncomeVerificationStep() {
  const { t } = useTranslation();
  const { applicationId, goTo } = useWizardApplication();
  const summary = useFinancialSummary(applicationId);
  const [openEntryId, setOpenEntryId] = useState<number | null>(null);
  // Each opening is a new dialog: a tap on Verify Now right after Escape lands in the same
  // render as the close, and would otherwise find the closed dialog still mounted.
  const [opening, setOpening] = useState(0);
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
  if (!summary.isSuccess) {
    content = (
      <QueryWaiting query={summary} texts="verification" retryLabel={t('verification.tryAgain')} />
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
            <SourceGroups
              entries={entries}
              onVerify={(id) => {
                setOpenEntryId(id);
                setOpening((count) => count + 1);
              }}
            />
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
            key={opening}
            entry={openEntry}
            applicationId={applicationId}
            onClose={() => setOpenEntryId(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function Progress({ verified, total }: { verified: number; total: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="mt-6">
      <LiveCount id={labelId} className="" testId="verification-progress">
        {t('verification.progress', { verified, total })}
      </LiveCount>
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
  explained: 'border-gray-700 bg-gray-50 text-gray-900',
  unverified: '',
} as const;

function SourceCard({ entry, onVerify }: { entry: SummaryEntry; onVerify: () => void }) {
  const { t } = useTranslation();
  const verification = entry.verification as EntryVerification | null;
  const state = verificationState(verification);
  const again = state !== 'unverified';
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
            {state === 'explained'
              ? t('verification.explainedInNote')
              : t('verification.verifiedVia', {
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
        <button
          type="button"
          className={again ? 'btn-quiet px-3' : 'btn-primary w-full sm:w-auto'}
          onClick={onVerify}
          data-testid={again ? 'verify-again' : 'verify-now'}
        >
          {again ? t('verification.verifyAgain') : t('verification.verifyNow')}
          <span className="sr-only"> {entry.source}</span>
        </button>
      </div>
    </li>
  );
}
