import { useTranslation } from 'react-i18next';

/** The documents step's heading and intro; drawn in the page's HTML too (decision 0740). */
export function DocumentsIntro({ titleId }: { titleId?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-xl font-bold text-gray-900">
          {t('documents.title')}
        </h2>
        <span
          className="rounded-full border-2 border-gray-700 px-3 py-0.5 text-sm font-semibold text-gray-900"
          data-testid="documents-optional"
        >
          {t('documents.optional')}
        </span>
      </div>
      <p className="mt-2 text-lg text-gray-900">{t('documents.intro')}</p>
      <ul className="mt-3 grid list-disc gap-1 ps-6 text-gray-800">
        <li data-testid="documents-limit">{t('documents.limit')}</li>
        <li data-testid="documents-timing">{t('documents.timing')}</li>
        <li>{t('documents.later')}</li>
      </ul>
    </>
  );
}

/** The step's card as the page's HTML shows it before the step has loaded. */
export function DocumentsStepIntro() {
  return (
    <section className="card">
      <DocumentsIntro />
    </section>
  );
}
