import {
  type Application,
  type ApplicationStatus,
  applicantOrdinals,
  applicationCounts,
  type BenefitType,
  type CurrentUser,
  isBenefitId,
} from '@benefits/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../components/Badge';
import { Icon } from '../../components/icons';
import { Layout } from '../../components/Layout';
import { LoadError } from '../../components/LoadError';
import { PageHeading } from '../../components/PageHeading';
import { SignOutButton } from '../../components/SignOutButton';
import { formatDay } from '../../i18n/formatDay';
import { joinList } from '../../i18n/joinList';
import { openChat, openChatWith } from '../../lib/chatStore';
import { forgetApplicationId } from '../../wizard/storage';

/** The dashboard's counts, in order (issue 18: a submitted application is not in progress). */
export const DASHBOARD_COUNTS = ['total', 'inProgress', 'submitted', 'approved'] as const;
export const NEW_APPLICATION_PATH = '/application/benefits-selection';

export const applicationsKey = ['/api/applications'] as const;
export const benefitTypesKey = ['/api/benefit-types'] as const;

// Status is told in words and an icon, never by colour alone.
const statusStyles: Record<ApplicationStatus, { className: string; icon: string }> = {
  draft: {
    className: 'border-gray-600 bg-gray-100 text-gray-900',
    icon: 'M4 14.5V16h1.5L14 7.5 12.5 6 4 14.5Z',
  },
  submitted: {
    className: 'border-brand-600 bg-brand-50 text-brand-800',
    icon: 'M3 10l14-6-6 14-2-6-6-2Z',
  },
  approved: { className: 'border-green-700 bg-green-50 text-green-800', icon: 'M4 10.5l4 4 8-9' },
  denied: { className: 'border-red-700 bg-red-50 text-red-800', icon: 'M5 5l10 10M15 5L5 15' },
};

function benefitLabel(t: TFunction, id: string, fallback?: string) {
  return isBenefitId(id) ? t(`benefits.${id}.name`) : (fallback ?? id);
}

export default function Dashboard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const applications = useQuery<Application[]>({ queryKey: applicationsKey });
  const counts = applications.data ? applicationCounts(applications.data) : null;

  return (
    <Layout actions={<SignOutButton />}>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <PageHeading title={t('dashboard.pageTitle')}>
              {t('dashboard.welcome', { firstName: user.firstName, lastName: user.lastName })}
            </PageHeading>
            <p className="mt-1 break-words text-gray-700" data-testid="dashboard-email">
              {t('dashboard.email', { email: user.email })}
            </p>
          </div>
          <Link
            href={NEW_APPLICATION_PATH}
            className="btn-primary"
            data-testid="new-application"
            onClick={() => forgetApplicationId(user.id)}
          >
            <Icon d="M10 4v12M4 10h12" strokeWidth="2.5" />
            {t('dashboard.newApplication')}
          </Link>
        </div>

        <section aria-labelledby="counts-title" className="mt-8">
          <h2 id="counts-title" className="sr-only">
            {t('dashboard.countsTitle')}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={applications.isPending}>
            {DASHBOARD_COUNTS.map((key) => (
              <div key={key} className="card flex flex-col-reverse p-3 sm:p-5">
                <dt className="text-sm text-gray-700 sm:text-base">{t(`dashboard.${key}`)}</dt>
                <dd
                  className="text-2xl font-bold text-gray-900 sm:text-3xl"
                  data-testid={`count-${key}`}
                >
                  {counts ? counts[key] : <span aria-hidden="true">–</span>}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="list-title">
            <h2 id="list-title" className="text-2xl font-bold text-gray-900">
              {t('dashboard.listTitle')}
            </h2>
            <ApplicationList query={applications} onStartNew={() => forgetApplicationId(user.id)} />
          </section>

          <div className="grid content-start gap-6">
            <ProgramsPanel />
            <section aria-labelledby="help-title" className="card">
              <h2 id="help-title" className="text-xl font-bold text-gray-900">
                {t('dashboard.helpTitle')}
              </h2>
              <ul className="mt-3 grid gap-3">
                {(
                  [
                    ['Ai', 'dashboard-open-chat', () => openChat()],
                    [
                      'Guides',
                      'dashboard-open-guides',
                      () => openChatWith(t('dashboard.helpGuidesQuestion')),
                    ],
                  ] as const
                ).map(([kind, testId, open]) => (
                  <li key={kind}>
                    <h3 className="font-semibold text-gray-900">
                      {t(`dashboard.help${kind}Title`)}
                    </h3>
                    <p className="text-gray-700">{t(`dashboard.help${kind}Text`)}</p>
                    <button
                      type="button"
                      className="btn-secondary mt-2"
                      data-testid={testId}
                      onClick={open}
                    >
                      {t(`dashboard.help${kind}Action`)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </div>
    </Layout>
  );
}

function ApplicationList({
  query,
  onStartNew,
}: {
  query: ReturnType<typeof useQuery<Application[]>>;
  /** A new application is new: the wizard must not restore the remembered draft. */
  onStartNew: () => void;
}) {
  const { t } = useTranslation();

  if (query.isPending) {
    return (
      <div aria-busy="true" className="mt-4 grid gap-4" data-testid="applications-loading">
        <p role="status" className="sr-only">
          {t('dashboard.loadingApplications')}
        </p>
        {[0, 1, 2].map((index) => (
          <div key={index} aria-hidden="true" className="card motion-safe:animate-pulse">
            <div className="h-5 w-1/3 rounded bg-gray-200" />
            <div className="mt-3 h-4 w-2/3 rounded bg-gray-200" />
            <div className="mt-2 h-4 w-1/2 rounded bg-gray-200" />
            <div className="mt-4 h-11 w-28 rounded-lg bg-gray-200" />
          </div>
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <LoadError retry={query.refetch} retryLabel={t('dashboard.tryAgain')} look="pageCard">
        {t('dashboard.loadFailed')}
      </LoadError>
    );
  }

  if (query.data.length === 0) {
    return (
      <div className="card mt-4 text-center" data-testid="applications-empty">
        <h3 className="text-xl font-bold text-gray-900">{t('dashboard.emptyTitle')}</h3>
        <p className="mt-2 text-gray-700">{t('dashboard.emptyText')}</p>
        <Link href={NEW_APPLICATION_PATH} className="btn-primary mt-4" onClick={onStartNew}>
          {t('dashboard.startFirst')}
        </Link>
      </div>
    );
  }

  // The server numbers each applicant's applications; the list's own count stands in for a
  // reply without it (the same rule: in the order they were started).
  const ordinals = applicantOrdinals(query.data);
  return (
    <ul className="mt-4 grid gap-4" data-testid="applications-list">
      {query.data.map((application) => (
        <ApplicationCard
          key={application.id}
          application={application}
          number={application.applicantNumber ?? ordinals.get(application.id) ?? 1}
        />
      ))}
    </ul>
  );
}

function ApplicationCard({ application, number }: { application: Application; number: number }) {
  const { t } = useTranslation();
  const status = statusStyles[application.status];
  const statusText = t(`dashboard.status.${application.status}`);
  const created = new Date(application.createdAt);
  const createdText = Number.isNaN(created.getTime())
    ? application.createdAt
    : formatDay(t, created);
  const benefits = application.selectedBenefits.map((id) => benefitLabel(t, id));
  const hidden = <span className="sr-only"> {t('dashboard.applicationNumber', { number })}</span>;

  return (
    <li className="card" data-testid={`application-${application.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3
          className="text-lg font-bold text-gray-900"
          data-testid={`application-number-${application.id}`}
        >
          {t('dashboard.applicationNumber', { number })}
        </h3>
        <Badge as="p" tone={`text-sm ${status.className}`} icon={status.icon} size="md">
          <span className="sr-only">{t('dashboard.statusLabel', { status: statusText })}</span>
          <span aria-hidden="true">{statusText}</span>
        </Badge>
      </div>
      <p className="mt-1 text-gray-700">
        <time dateTime={application.createdAt}>
          {t('dashboard.created', { date: createdText })}
        </time>
      </p>
      <p className="mt-2 text-gray-900">
        {benefits.length > 0
          ? t('dashboard.benefits', { list: joinList(t, benefits) })
          : t('dashboard.noBenefits')}
      </p>
      <p className="mt-1 text-gray-700">
        {application.needsWorkVerification ? t('dashboard.withWork') : t('dashboard.withoutWork')}
      </p>
      <div className="mt-4">
        {application.status === 'draft' ? (
          <Link
            href={`${NEW_APPLICATION_PATH}?id=${application.id}`}
            className="btn-primary"
            data-testid={`continue-${application.id}`}
          >
            {t('dashboard.continue')}
            {hidden}
          </Link>
        ) : (
          <ViewButton id={application.id} hidden={hidden} />
        )}
      </div>
    </li>
  );
}

/** DESIGN: View opens the read-only page of the application (with its printable receipt). */
function ViewButton({ id, hidden }: { id: number; hidden: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link href={`/applications/${id}`} className="btn-secondary" data-testid={`view-${id}`}>
      {t('dashboard.view')}
      {hidden}
    </Link>
  );
}

function ProgramsPanel() {
  const { t } = useTranslation();
  const types = useQuery<BenefitType[]>({ queryKey: benefitTypesKey });
  return (
    <section aria-labelledby="programs-title" className="card" aria-busy={types.isPending}>
      <h2 id="programs-title" className="text-xl font-bold text-gray-900">
        {t('dashboard.programsTitle')}
      </h2>
      {types.isError ? (
        <p className="mt-3 text-gray-700">{t('dashboard.programsLoadFailed')}</p>
      ) : types.data ? (
        <ul className="mt-3 grid gap-3" data-testid="benefit-types">
          {types.data.map((benefit) => (
            <li key={benefit.id}>
              <h3 className="font-semibold text-gray-900">
                {benefitLabel(t, benefit.id, benefit.name)}
              </h3>
              <p className="text-gray-700">
                {isBenefitId(benefit.id)
                  ? t(`benefits.${benefit.id}.description`)
                  : benefit.description}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <div aria-hidden="true" className="mt-3 grid gap-3 motion-safe:animate-pulse">
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <div key={index} className="h-10 rounded bg-gray-200" />
          ))}
        </div>
      )}
    </section>
  );
}
