import { useTranslation } from 'react-i18next';

export const rightsItems = [
  'reportChanges',
  'tellTruth',
  'appeal',
  'privacy',
  'language',
  'fairness',
] as const;

/** The review step and the View page: rights and responsibilities for the six programs, in plain words. */
export function RightsText({ headingId, level = 2 }: { headingId: string; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div data-testid="rights-text">
      <Heading id={headingId} className="text-xl font-bold text-gray-900">
        {t('review.rights.title')}
      </Heading>
      <p className="mt-2 text-gray-800">{t('review.rights.intro')}</p>
      <ul className="mt-3 grid gap-3">
        {rightsItems.map((item) => (
          <li key={item}>
            <p className="font-semibold text-gray-900">{t(`review.rights.items.${item}.title`)}</p>
            <p className="text-gray-800">{t(`review.rights.items.${item}.text`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
