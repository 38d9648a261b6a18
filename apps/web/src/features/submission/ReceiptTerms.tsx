import type { Application } from '@benefits/domain';
import { dateFormat } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { confirmationOf } from './confirmation';

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
          {dateFormat(currentLanguage(), {
            dateStyle: 'long',
            timeStyle: 'short',
          }).format(submitted)}
        </time>
      </dd>
    </div>
  );
}

/** The confirmation number as a term of the receipt; large, boxed and explained on the submission step. */
export function ConfirmationNumber({
  application,
  testId,
  large = false,
}: {
  application: Application;
  testId: string;
  large?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={large ? 'rounded-lg border-2 border-gray-300 p-3 sm:col-span-2' : undefined}>
      <dt className="text-gray-800">{t('review.done.numberLabel')}</dt>
      <dd
        className={`font-mono font-bold break-all text-gray-900 ${large ? 'text-2xl sm:text-3xl' : 'text-xl'}`}
        data-testid={testId}
      >
        {confirmationOf(application) ?? t('review.done.numberMissing')}
      </dd>
      {large ? <dd className="text-sm text-gray-700">{t('review.done.numberHint')}</dd> : null}
    </div>
  );
}
