import { incomeCategories } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../components/Figure';
import { QueryWaiting } from '../../components/LoadError';
import { formatDollars } from '../../i18n/money';
import { BackButton, ContinueToButton, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import { readChoices } from './checklistChoices';
import { useFinancialSummary, useIncomeCategories } from './incomeApi';
import { amountText, summaryCategoryName } from './labels';

/** The income summary step (SPEC 2): monthly and annual totals from the server, and the list of sources. */
export default function IncomeSummaryStep() {
  const { t } = useTranslation();
  const { applicationId, goTo } = useWizardApplication();
  const summary = useFinancialSummary(applicationId);
  const categories = useIncomeCategories();
  const order = (categories.data ?? incomeCategories).map((category) => category.id);
  /** The income step's position of a category, so Edit takes the applicant to its entries. */
  const positionOf = (categoryId: number) => {
    const index = order.indexOf(categoryId);
    return index >= 0 ? index + 1 : 1;
  };

  // The income step is one checklist (issue 18): Edit and Back open it as it was left.
  const editIncome = () => goTo('income-categories');
  const back = () => goTo('income-categories');
  const empty = summary.isSuccess && summary.data.entries.length === 0;
  // SPEC 2 keeps Continue off with no entries, so no step is skipped by mistake; an applicant who
  // ticked "None of these" on the income step has answered, and a household with no income can
  // apply (decision 0905).
  const saidNone = empty && readChoices(applicationId).none;

  let content: React.ReactNode;
  if (!summary.isSuccess) {
    content = (
      <QueryWaiting query={summary} texts="summaryStep" retryLabel={t('dashboard.tryAgain')} />
    );
  } else if (empty) {
    content = (
      <div
        className="rounded-lg border-2 border-gray-300 bg-gray-50 p-5 text-center"
        data-testid="summary-empty"
      >
        <p className="text-lg font-semibold text-gray-900">
          {t(saidNone ? 'summaryStep.noIncome' : 'summaryStep.empty')}
        </p>
        <button type="button" className="btn-primary mt-4" onClick={editIncome}>
          {t('summaryStep.addSources')}
        </button>
      </div>
    );
  } else {
    const data = summary.data;
    content = (
      <>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Figure
            label={t('summaryStep.monthly')}
            value={formatDollars(data.totalMonthlyIncome)}
            testId="summary-monthly"
            highlight
            size="larger"
          />
          <Figure
            label={t('summaryStep.annual')}
            value={formatDollars(data.totalAnnualIncome)}
            testId="summary-annual"
            size="larger"
          />
        </dl>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-bold text-gray-900">
            {t('summaryStep.sources', { count: data.entries.length })}
          </h2>
          <button type="button" className="btn-secondary" onClick={editIncome}>
            {t('summaryStep.editIncome')}
          </button>
        </div>
        <ul className="mt-3 grid gap-2" data-testid="summary-entries">
          {data.entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-gray-300 p-3"
              data-testid="summary-entry"
            >
              <div className="min-w-0">
                <p
                  className="text-sm font-semibold text-gray-700"
                  data-testid="summary-entry-category"
                >
                  {summaryCategoryName(t, entry.categoryId)}
                </p>
                <p className="font-semibold break-words text-gray-900">{entry.source}</p>
                <p className="text-gray-800">{amountText(t, entry)}</p>
                <p className="text-gray-800" data-testid="summary-entry-monthly">
                  {t('summaryStep.perMonth', { amount: formatDollars(entry.monthlyAmount) })}
                </p>
                {entry.comment ? <p className="mt-1 text-gray-700">{entry.comment}</p> : null}
              </div>
              <button
                type="button"
                className="btn-quiet px-3"
                onClick={() =>
                  goTo('income-categories', { category: positionOf(entry.categoryId) })
                }
              >
                {t('incomeStep.edit')}
                <span className="sr-only"> {entry.source}</span>
              </button>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="card" data-testid="income-summary">
      <p className="mb-4 text-gray-800">{t('summaryStep.intro')}</p>
      {content}
      <StepActions>
        <BackButton onClick={back} />
        <ContinueToButton
          step="income-verification"
          disabled={!summary.isSuccess || (empty && !saidNone)}
          testId="summary-continue"
        />
      </StepActions>
    </section>
  );
}
