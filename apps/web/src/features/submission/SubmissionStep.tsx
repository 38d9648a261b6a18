import { type Application, isBenefitId } from '@benefits/domain';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Badge, badgeIcons } from '../../components/Badge';
import { CardSection } from '../../components/CardSection';
import { Icon } from '../../components/icons';
import { PageLoading } from '../../components/PageLoading';
import { joinList } from '../../i18n/joinList';
import { useApplication } from '../../wizard/applicationApi';
import { applicationIdFromSearch } from '../../wizard/navigation';
import { forgetApplicationId } from '../../wizard/storage';
import { useWizard } from '../../wizard/WizardContext';
import { ExpeditedNotice } from '../homeCosts';
import { nextSteps } from './confirmation';
import { phoneHref, useHelpContacts } from './helpApi';
import { ProgramNextSteps } from './ProgramNextSteps';
import { ConfirmationNumber, SubmittedOn } from './ReceiptTerms';

/**
 * The submission step (SPEC 2): the confirmation of a submitted application. The wizard opens a
 * submitted application only here; a draft that reaches this address is told it is not sent.
 */
export default function SubmissionStep() {
  const { t } = useTranslation();
  const { user, goTo } = useWizard();
  const id = applicationIdFromSearch(useSearch());
  const query = useApplication(id);
  const application = query.data && query.data.id === id ? query.data : undefined;

  // A new application must not restore this one.
  useEffect(() => {
    if (application?.status === 'submitted') forgetApplicationId(user.id);
  }, [application?.status, user.id]);

  if (!application) return <PageLoading label={t('review.done.loading')} />;
  if (application.status === 'draft') {
    return (
      <section className="card" data-testid="submission-not-sent">
        <p className="text-lg font-semibold text-gray-900">{t('review.done.notSent')}</p>
        <button type="button" className="btn-primary mt-4" onClick={() => goTo('final-review')}>
          {t('review.done.goToReview')}
        </button>
      </section>
    );
  }
  return <Confirmation application={application} />;
}

function Confirmation({ application }: { application: Application }) {
  const { t } = useTranslation();
  const titleId = useId();
  const benefits = application.selectedBenefits.map((id) =>
    isBenefitId(id) ? t(`benefits.${id}.name`) : id,
  );

  return (
    <div className="grid gap-6 print:block" data-testid="submission-confirmation">
      <section
        className="card border-2 border-green-700 print:border-0 print:p-0 print:shadow-none"
        aria-labelledby={titleId}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="text-2xl font-bold text-gray-900">
            {t('review.done.title')}
          </h2>
          <Badge
            tone="border-brand-600 bg-brand-50 text-brand-800"
            icon={badgeIcons.check}
            size="md"
            testId="submission-badge"
          >
            {t('review.done.badge')}
          </Badge>
        </div>
        <p className="mt-2 text-gray-900">{t('review.done.thanks')}</p>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <ConfirmationNumber application={application} testId="confirmation-number" large />
          <SubmittedOn submittedAt={application.submittedAt} testId="submitted-date" />
          <div>
            <dt className="text-gray-800">{t('review.done.benefitsLabel')}</dt>
            <dd className="font-semibold text-gray-900" data-testid="benefits-count">
              {t('review.done.benefitsCount', { count: benefits.length })}
            </dd>
            <dd className="text-gray-800">{joinList(t, benefits)}</dd>
          </div>
        </dl>
      </section>
      <ExpeditedNotice applicationId={application.id} />

      {/* On paper each program's own steps below say it with the rules' time limits. */}
      <section className="card print:hidden" aria-labelledby="next-title">
        <h2 id="next-title" className="text-xl font-bold text-gray-900">
          {t('review.done.nextTitle')}
        </h2>
        <ol className="mt-3 grid gap-3" data-testid="next-steps">
          {nextSteps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white print:border print:border-gray-900 print:bg-white print:text-gray-900"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-gray-900">
                  {t(`review.done.next.${step}.title`)}
                </h3>
                <p className="text-gray-800">{t(`review.done.next.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <ProgramNextSteps application={application} />

      <HelpContactsCard />

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
        <button
          type="button"
          className="btn-primary"
          onClick={() => window.print()}
          data-testid="print-confirmation"
        >
          <Icon d="M5 8V3h10v5M5 14H3V8h14v6h-2M6 11h8v6H6z" />
          {t('review.done.print')}
        </button>
        <Link
          href={`/applications/${application.id}`}
          className="btn-secondary"
          data-testid="view-application"
        >
          {t('review.done.view')}
        </Link>
        <Link href="/" className="btn-secondary" data-testid="return-home">
          {t('review.done.home')}
        </Link>
      </div>
    </div>
  );
}

export function HelpContactsCard() {
  const { t } = useTranslation();
  const contacts = useHelpContacts();
  return (
    <CardSection
      className="card print:mt-4 print:border-0 print:p-0 print:shadow-none"
      title={t('review.help.title')}
      testId="help-contacts"
    >
      {contacts.isPending ? (
        <p role="status" className="mt-2 text-gray-800">
          {t('review.help.loading')}
        </p>
      ) : contacts.isError ? (
        <p className="mt-2 text-gray-800">{t('review.help.failed')}</p>
      ) : (
        <dl className="mt-2 grid gap-2 sm:grid-cols-2">
          {[
            {
              name: 'phone',
              label: t('review.help.phone'),
              href: phoneHref(contacts.data.phone),
              text: contacts.data.phone,
              note: t('review.help.hours'),
            },
            {
              name: 'email',
              label: t('review.help.email'),
              href: `mailto:${contacts.data.email}`,
              text: contacts.data.email,
              note: t('review.help.response'),
            },
          ].map((contact) => (
            <div key={contact.name}>
              <dt className="text-gray-800">{contact.label}</dt>
              <dd>
                <a
                  href={contact.href}
                  className="font-semibold break-all text-brand-700 underline"
                  data-testid={`help-${contact.name}`}
                >
                  {contact.text}
                </a>
              </dd>
              <dd className="text-gray-800">{contact.note}</dd>
            </div>
          ))}
        </dl>
      )}
    </CardSection>
  );
}
