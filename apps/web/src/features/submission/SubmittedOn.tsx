import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';

/** When the application was sent, as a term of its receipt; nothing when the date is unknown. */
export function SubmittedOn({
  submittedAt,
  testId,
}: {
  submittedAt: string | null | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const submitted = submittedAt ? new Date(submittedAt) : null;
  if (!submitted || Number.isNaN(submitted.getTime())) return null;
  return (
    <div>
      <dt className="text-gray-800">{t('review.done.submittedOn')}</dt>
      <dd className="font-semibold text-gray-900" data-testid={testId}>
        <time dateTime={submittedAt ?? undefined}>
          {new Intl.DateTimeFormat(currentLanguage(), {
            dateStyle: 'long',
            timeStyle: 'short',
          }).format(submitted)}
        </time>
      </dd>
    </div>
  );
}
