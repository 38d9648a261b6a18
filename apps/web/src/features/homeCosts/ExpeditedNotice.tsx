import { snapExpeditedTextValues } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { useExpeditedSnap } from './homeCostsApi';

/**
 * Issue 18: when the application's answers meet a test of 7 CFR 273.2(i), the applicant is
 * told they may get SNAP within 7 days, why, and that the agency decides. Nothing otherwise.
 * The figures ($150, $100, 7 days) come from packages/domain's expedited SNAP table.
 */
export function ExpeditedNotice({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const screen = useExpeditedSnap(applicationId);
  const reason = screen.data?.status === 'expedited' ? screen.data.reason : null;
  if (!reason) return null;
  const figures = snapExpeditedTextValues();
  return (
    <section
      className="card mt-6 border-s-4 border-green-700 bg-green-50"
      aria-labelledby="expedited-title"
      data-testid="expedited-notice"
    >
      <h2 id="expedited-title" className="text-xl font-bold text-gray-900">
        {t('homeCosts.expedited.title', figures)}
      </h2>
      <p className="mt-2 text-gray-900">{t(`homeCosts.expedited.${reason}`, figures)}</p>
      <p className="mt-2 text-gray-900">{t('homeCosts.expedited.agency')}</p>
    </section>
  );
}
