import {
  type Application,
  attestationNames,
  type CurrentUser,
  type DocumentRecord,
  type Expense,
  type IncomeEntry,
  shouldSubmitWithIssues,
  shownVerificationStatus,
} from '@benefits/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge, badgeIcons } from '../../components/Badge';
import { BenefitNames } from '../../components/BenefitNames';
import { CardSection } from '../../components/CardSection';
import { ExpenseName } from '../../components/ExpenseName';
import { Icon } from '../../components/icons';
import { Layout } from '../../components/Layout';
import { PageProblem, QueryError } from '../../components/LoadError';
import { PageHeading } from '../../components/PageHeading';
import { PageLoading } from '../../components/PageLoading';
import { SignOutButton } from '../../components/SignOutButton';
import { formatDollars } from '../../i18n/money';
import { registerWizardTexts } from '../../i18n/wizardTexts';
import { ApiError } from '../../lib/api';
import { useApplication } from '../../wizard/applicationApi';
import { wizardPath } from '../../wizard/navigation';
import { DocumentStatusList } from '../documents';
import { ExpeditedNotice } from '../homeCosts';
import { HouseholdSummary } from '../household';
import { IncomeSourceHeading } from '../income';
import { LevelBadge, useRisk } from '../risk';
import { ConfirmationNumber, confirmationOf, ProgramNextSteps, SubmittedOn } from '../submission';
import { TotalsCards, useEnhancedSummary } from '../summary';
import { applicationIdFromParam, groupExpenses } from './grouping';
import { ReceiptLink } from './ReceiptLink';

// Steps 8-13 and the view show texts that are not in the first load's English catalog.
registerWizardTexts();

function Actions() {
  const { t } = useTranslation();
  return (
    <>
      <Link href="/" className="btn-quiet hidden sm:inline-flex">
        {t('header.myApplications')}
      </Link>
      <SignOutButton />
    </>
  );
}

/** DESIGN: the dashboard's View opens a read-only page of a submitted application. */
export default function ApplicationViewPage({ id: param }: { id: string; user: CurrentUser }) {
  const { t } = useTranslation();
  const id = applicationIdFromParam(param);
  const query = useApplication(id);
  // Issue 18: the applicant's own number for it (1 for their first), not the global id.
  const applicantNumber = query.data?.applicantNumber;
  const title =
    applicantNumber === undefined
      ? t('review.view.title')
      : t('review.view.titleNumber', { number: applicantNumber });

  const problem = (text: string, retry?: () => void) => (
    <PageProblem
      text={text}
      retry={retry}
      retryLabel={t('review.tryAgain')}
      homeLabel={t('review.view.backHome')}
      className="card mt-6 border-red-700"
    />
  );
  let body: React.ReactNode;
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    body = problem(t('review.view.notFound'));
  } else if (query.isPending) {
    body = <PageLoading label={t('review.view.loading')} />;
  } else if (query.isError) {
    body = problem(t('review.view.loadFailed'), () => void query.refetch());
  } else if (query.data.status === 'draft') {
    body = (
      <div className="card mt-6" data-testid="view-draft">
        <p className="text-lg text-gray-900">{t('review.view.draft')}</p>
        <Link
          href={wizardPath('benefits-selection', { applicationId: query.data.id })}
          className="btn-primary mt-4"
        >
          {t('review.view.continueDraft')}
        </Link>
      </div>
    );
  } else {
    body = <Submitted application={query.data} />;
  }

  return (
    <Layout actions={<Actions />}>
      <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10" data-testid="application-view">
        <PageHeading title={title}>{title}</PageHeading>
        {body}
      </div>
    </Layout>
  );
}

function Submitted({ application }: { application: Application }) {
  const { t } = useTranslation();
  const number = confirmationOf(application);
  const entries = useQuery<IncomeEntry[]>({
    queryKey: [`/api/income-entries?applicationId=${application.id}`],
  });
  const expenses = useQuery<Expense[]>({
    queryKey: [`/api/expenses?applicationId=${application.id}`],
  });
  const documents = useQuery<DocumentRecord[]>({
    queryKey: [`/api/documents?applicationId=${application.id}`],
  });
  const summary = useEnhancedSummary(application.id);
  const risk = useRisk(application.id);
  // Read-only after submission (409 on writes), so today's check is the one submitted.
  const level = risk.data?.overallRisk;
  const acknowledged = risk.data ? shouldSubmitWithIssues(risk.data) : false;
  const statusText = t(`dashboard.status.${application.status}`);

  return (
    <div className="mt-6 grid gap-6">
      <CardSection
        title={t('review.view.receiptTitle')}
        testId="view-receipt"
        aside={
          <Badge
            tone="border-brand-600 bg-brand-50 text-brand-800"
            icon={badgeIcons.check}
            size="md"
            testId="view-status"
          >
            <span className="sr-only">{t('dashboard.statusLabel', { status: statusText })}</span>
            <span aria-hidden="true">{statusText}</span>
          </Badge>
        }
      >
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <ConfirmationNumber application={application} testId="view-confirmation" />
          <SubmittedOn submittedAt={application.submittedAt} testId="view-submitted" />
          <div>
            <dt className="text-gray-800">{t('review.view.riskLabel')}</dt>
            <dd data-testid="view-risk">
              {level ? (
                <LevelBadge level={level} />
              ) : (
                <span className="text-gray-800">{t('review.view.riskUnknown')}</span>
              )}
            </dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start print:hidden">
          <ReceiptLink
            applicationId={application.id}
            fileName={`${number ?? `application-${application.id}`}.pdf`}
          />
          <button
            type="button"
            className="btn-secondary"
            onClick={() => window.print()}
            data-testid="view-print"
          >
            {t('review.view.print')}
          </button>
        </div>
      </CardSection>
      <ExpeditedNotice applicationId={application.id} />

      <CardSection title={t('review.final.benefitsTitle')}>
        <BenefitNames ids={application.selectedBenefits} testId="view-benefits" />
        <p className="mt-2 text-gray-800">
          {application.needsWorkVerification ? t('dashboard.withWork') : t('dashboard.withoutWork')}
        </p>
      </CardSection>

      <ProgramNextSteps application={application} />
      <HouseholdSummary application={application} />

      <CardSection title={t('review.view.incomeTitle')}>
        <Loaded query={entries} empty={t('review.summary.noSources')}>
          {(list) => (
            <ul className="mt-3 grid gap-3" data-testid="view-sources">
              {groupExpenses(list, expenses.data ?? []).map(({ entry, expenses: own }) => (
                <li
                  key={entry.id}
                  className="rounded-lg border border-gray-300 p-3"
                  data-testid="view-source"
                >
                  <IncomeSourceHeading entry={entry} />
                  <p className="text-gray-800" data-testid="view-verification">
                    {!entry.verification
                      ? t('review.view.notVerified')
                      : shownVerificationStatus(entry.verification) === 'explained'
                        ? t('review.view.explained')
                        : t('review.view.verifiedVia', {
                            method: t(`review.methods.${entry.verification.method}`),
                            status: t(`review.verification.${entry.verification.status}`),
                          })}
                  </p>
                  {entry.comment ? <p className="text-gray-700">{entry.comment}</p> : null}
                  {own.length > 0 ? (
                    <>
                      <h4 className="mt-2 font-semibold text-gray-900">
                        {t('review.view.expensesOf')}
                      </h4>
                      <ul className="grid gap-1 text-gray-800" data-testid="view-expenses">
                        {own.map((expense) => (
                          <li key={expense.id} className="flex flex-wrap justify-between gap-x-3">
                            <ExpenseName expense={expense} />
                            <span>
                              {expense.isMileageExpense && expense.milesPerWeek !== null
                                ? t('review.view.milesPerWeek', { miles: expense.milesPerWeek })
                                : t(`review.view.expenseAmount.${expense.frequency}`, {
                                    amount: formatDollars(expense.amount),
                                  })}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </CardSection>

      <CardSection title={t('review.final.totalsTitle')}>
        <div className="mt-3">
          <Loaded query={summary}>
            {(data) => (
              <>
                <TotalsCards data={data} />
                <p className="mt-3 font-semibold text-gray-900" data-testid="view-agi">
                  {t('review.view.agi', {
                    monthly: formatDollars(data.totalNetMonthlyIncome),
                    annual: formatDollars(data.totalNetAnnualIncome),
                  })}
                </p>
              </>
            )}
          </Loaded>
        </div>
      </CardSection>

      <CardSection title={t('review.final.documentsTitle')}>
        <Loaded query={documents} empty={t('review.final.noDocuments')}>
          {(list) => <DocumentStatusList documents={list} testId="view-documents" />}
        </Loaded>
      </CardSection>

      <CardSection title={t('review.view.attestedTitle')} intro={t('review.view.attestedIntro')}>
        <ul className="mt-3 grid gap-2" data-testid="view-attestations">
          {attestationNames.map((name) => (
            <Attested key={name} text={t(`review.attestations.${name}`)} />
          ))}
          {acknowledged ? (
            <Attested text={t('review.final.acknowledge')} testId="view-acknowledged" />
          ) : null}
        </ul>
        <p className="mt-3 text-gray-800">{t('review.final.perjuryText')}</p>
      </CardSection>

      <div className="print:hidden">
        <Link href="/" className="btn-secondary" data-testid="view-home">
          {t('review.done.home')}
        </Link>
      </div>
    </div>
  );
}

/** One thing the applicant attested, with a tick. */
function Attested({ text, testId }: { text: string; testId?: string }) {
  return (
    <li className="flex items-start gap-2 text-gray-900" data-testid={testId}>
      <Icon
        d="M4 10.5l4 4 8-9"
        className="mt-1 h-4 w-4 shrink-0 text-green-800"
        strokeWidth="2.5"
      />
      <span>{text}</span>
    </li>
  );
}

function Loaded<T>({
  query,
  empty,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    data: T | undefined;
    refetch: () => unknown;
    error?: unknown;
  };
  /** Said instead when the list read is empty. */
  empty?: string;
  children: (data: T) => React.ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="mt-2 text-gray-800">
        {t('review.view.loadingPart')}
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <QueryError query={query} retryLabel={t('review.tryAgain')} look="inline">
        {t('review.view.partFailed')}
      </QueryError>
    );
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) {
    return <p className="mt-2 text-gray-800">{empty}</p>;
  }
  return <>{children(query.data)}</>;
}
