import { useTranslation } from 'react-i18next';

/** The income checklist's heading and intro; drawn in the page's HTML too (decision 0740). */
export function IncomeChecklistIntro({ titleId }: { titleId?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id={titleId} className="text-xl font-bold text-gray-900">
        {t('incomeStep.checklistTitle')}
      </h2>
      <p className="mt-1 text-gray-800">{t('incomeStep.checklistIntro')}</p>
    </>
  );
}

/** The step's card as the page's HTML shows it before the step has loaded. */
export function IncomeStepIntro() {
  return (
    <section className="card">
      <IncomeChecklistIntro />
    </section>
  );
}
