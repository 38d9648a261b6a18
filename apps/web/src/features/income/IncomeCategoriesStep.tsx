import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { PageLoading } from '../../components/PageLoading';
import { BackButton, ContinueButton, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import { IncomeChecklist } from './IncomeChecklist';
import { useIncomeCategories, useIncomeEntries } from './incomeApi';

/** The income step (SPEC 2, 4; issue 18): every kind of income on one checklist, with its entries. */
export default function IncomeCategoriesStep() {
  const { t } = useTranslation();
  const { applicationId, goTo } = useWizardApplication();
  const categories = useIncomeCategories();
  const entries = useIncomeEntries(applicationId);
  const list = categories.data ?? [];

  if (list.length === 0 && !categories.isPlaceholderData && categories.isSuccess) {
    return (
      <section className="card" data-testid="income-no-categories">
        <h2 className="text-xl font-bold text-gray-900">{t('incomeStep.noCategoriesTitle')}</h2>
        <p className="mt-2 text-gray-800">{t('incomeStep.noCategoriesText')}</p>
        <StepActions>
          <BackButton onClick={() => goTo('process-overview')} />
          <ContinueButton onClick={() => goTo('income-summary-pre')} />
        </StepActions>
      </section>
    );
  }
  if (entries.isPending) return <PageLoading label={t('incomeStep.loading')} />;
  if (entries.isError) {
    return (
      <LoadError retry={entries.refetch} retryLabel={t('dashboard.tryAgain')} look="card">
        {t('incomeStep.loadFailed')}
      </LoadError>
    );
  }
  return <IncomeChecklist categories={list} entries={entries.data} />;
}
