import type { EnhancedFinancialSummaryResponse } from '@benefits/domain';
import { formatDecimal } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { Badge, badgeIcons } from '../../components/Badge';
import { CardSection } from '../../components/CardSection';
import { ExpenseName } from '../../components/ExpenseName';
import { QueryWaiting } from '../../components/LoadError';
import { currentLanguage } from '../../i18n';
import { formatDollars } from '../../i18n/money';
import { BackButton, ContinueToButton, StepActions } from '../../wizard/StepActions';
import { useWizardApplication } from '../../wizard/WizardContext';
import { ExpeditedNotice } from '../homeCosts';
import { IncomeSourceHeading } from '../income';
import { RiskPanel, useRisk } from '../risk';
import { EstimatePanel } from './EstimatePanel';
import { ProgramIncome } from './ProgramIncome';
import { useEnhancedSummary } from './summaryApi';
import { confidencePercent, discrepancyCount, hasAiComparison } from './summaryView';
import { TotalsCards } from './TotalsCards';

type Summary = EnhancedFinancialSummaryResponse;

/** The summary step (SPEC 2): the enhanced financial summary and the risk check. */
export default function EnhancedSummaryStep() {
  const { t } = useTranslation();
  const { applicationId, application, goTo } = useWizardApplication();
  const summary = useEnhancedSummary(applicationId);
  const risk = useRisk(applicationId);

  let content: React.ReactNode;
  if (!summary.isSuccess) {
    content = (
      <QueryWaiting query={summary} texts="review.summary" retryLabel={t('review.tryAgain')} />
    );
  } else {
    content = <SummaryContent data={summary.data} />;
  }

  return (
    <div className="grid gap-6" data-testid="enhanced-summary">
      <section className="card">
        <p className="mb-4 text-gray-800">{t('review.summary.intro')}</p>
        {content}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => goTo('income-categories', { category: 1 })}
            data-testid="summary-edit-income"
          >
            {t('review.summary.editIncome')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => goTo('expense-categories')}
            data-testid="summary-edit-expenses"
          >
            {t('review.summary.editExpenses')}
          </button>
        </div>
      </section>
      <ExpeditedNotice applicationId={applicationId} />
      <EstimatePanel
        applicationId={applicationId}
        names={application.household?.members.map((member) => member.firstName) ?? []}
      />
      <RiskPanel query={risk} />
      <StepActions>
        <BackButton onClick={() => goTo('resources')} label={t('review.back')} />
        <ContinueToButton
          step="final-review"
          disabled={!summary.isSuccess}
          testId="summary-continue"
        />
      </StepActions>
    </div>
  );
}

function SummaryContent({ data }: { data: Summary }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const ratio =
    data.expenseRatioPercent === null
      ? t('review.summary.counts.ratioNone')
      : t('review.summary.counts.ratioValue', { percent: data.expenseRatioPercent });
  return (
    <>
      <h2 className="mb-3 text-xl font-bold text-gray-900">{t('review.final.totalsTitle')}</h2>
      <TotalsCards data={data} />

      <h3 className="sr-only">{t('review.summary.counts.title')}</h3>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="summary-counts">
        {[
          ['sources', String(data.incomeSourcesCount)],
          ['expenses', String(data.expenseEntriesCount)],
          ['hours', formatDecimal(data.totalWorkHours, language)],
          ['ratio', ratio],
        ].map(([key, value]) => (
          <div key={key} className="flex flex-col-reverse rounded-lg border border-gray-300 p-3">
            <dt className="text-sm text-gray-800">
              {t(`review.summary.counts.${key as 'sources'}`)}
            </dt>
            <dd className="text-xl font-bold text-gray-900" data-testid={`summary-count-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-gray-700" data-testid="summary-hours-basis">
        {t(`review.summary.hoursBasis.${data.workHoursBasis}`)}
      </p>

      {data.programs ? <ProgramIncome programs={data.programs} /> : null}

      <Breakdown data={data} />
      <AiCard data={data.aiExtractedData} />
      <MileageCard data={data} />
    </>
  );
}

function Breakdown({ data }: { data: Summary }) {
  const { t } = useTranslation();
  return (
    <section className="mt-6" aria-labelledby="summary-breakdown-title">
      <h2 id="summary-breakdown-title" className="text-xl font-bold text-gray-900">
        {t('review.summary.breakdownTitle')}
      </h2>
      {data.entriesWithExpenses.length === 0 ? (
        <p className="mt-2 text-gray-800">{t('review.summary.noSources')}</p>
      ) : (
        <ul className="mt-3 grid gap-3" data-testid="summary-breakdown">
          {data.entriesWithExpenses.map((entry) => (
            <li
              key={entry.id}
              className="rounded-lg border border-gray-300 p-3"
              data-testid="summary-source"
            >
              <IncomeSourceHeading entry={entry} />
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm sm:text-base">
                {(
                  [
                    ['income', entry.monthlyAmount],
                    ['expenses', entry.totalExpenses],
                    ['net', entry.netIncome],
                  ] as const
                ).map(([name, amount]) => (
                  <div key={name}>
                    <dt className="text-gray-700">{t(`review.summary.source.${name}`)}</dt>
                    <dd className="font-semibold text-gray-900" data-testid={`source-${name}`}>
                      {formatDollars(amount)}
                    </dd>
                  </div>
                ))}
              </dl>
              {entry.expenses.length > 0 ? (
                <ul className="mt-2 grid gap-1 border-t border-gray-200 pt-2 text-gray-800">
                  {entry.expenses.map((expense) => (
                    <li key={expense.id} className="flex flex-wrap justify-between gap-x-3">
                      <ExpenseName expense={expense} />
                      <span>
                        {t('review.perMonth', { amount: formatDollars(expense.monthlyAmount) })}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {entry.comment ? <p className="mt-2 text-gray-700">{entry.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AiCard({ data }: { data: Summary['aiExtractedData'] }) {
  const { t } = useTranslation();
  if (!hasAiComparison(data)) return null;
  const discrepancies = discrepancyCount(data);
  return (
    <CardSection
      className="mt-6 rounded-xl border border-gray-300 p-4"
      title={t('review.summary.ai.title')}
      testId="summary-ai"
      intro={
        discrepancies > 0
          ? t('review.summary.ai.someDiffer', { count: discrepancies })
          : t('review.summary.ai.allMatch')
      }
    >
      {data.incomeAmounts.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {data.incomeAmounts.map((item, index) => (
            <li
              // The comparison has no id of its own; its order is stable for one summary.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className="rounded-lg border border-gray-300 p-3"
              data-testid="ai-income"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold break-words text-gray-900">{item.source}</h3>
                {item.discrepancy ? (
                  <Badge
                    tone="border-amber-700 bg-amber-50 text-amber-900"
                    icon={badgeIcons.attention}
                    testId="ai-discrepancy"
                  >
                    {t('review.summary.ai.discrepancy')}
                  </Badge>
                ) : null}
              </div>
              <dl className="mt-1 grid grid-cols-2 gap-2 text-gray-800">
                <div>
                  <dt className="text-sm">{t('review.summary.ai.extracted')}</dt>
                  <dd className="font-semibold text-gray-900" data-testid="ai-extracted">
                    {t('review.perMonth', { amount: formatDollars(item.extractedAmount) })}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm">{t('review.summary.ai.reported')}</dt>
                  <dd className="font-semibold text-gray-900" data-testid="ai-reported">
                    {item.reportedAmount === null
                      ? t('review.summary.ai.notReported')
                      : t('review.perMonth', { amount: formatDollars(item.reportedAmount) })}
                  </dd>
                </div>
              </dl>
              <p className="mt-1 text-sm text-gray-700">
                {item.documentSource
                  ? t('review.summary.ai.fromDocument', {
                      document: item.documentSource,
                      percent: confidencePercent(item.confidence),
                    })
                  : t('review.summary.ai.confidence', {
                      percent: confidencePercent(item.confidence),
                    })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {data.expenseAmounts.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-gray-900">
            {t('review.summary.ai.expensesTitle')}
          </h3>
          <ul className="mt-2 grid gap-1 text-gray-800">
            {data.expenseAmounts.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: no id; stable order
              <li key={index} className="flex flex-wrap justify-between gap-x-3">
                <span className="break-words">{item.description || item.type}</span>
                <span>{t('review.perMonth', { amount: formatDollars(item.extractedAmount) })}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </CardSection>
  );
}

function MileageCard({ data }: { data: Summary }) {
  const { t } = useTranslation();
  const mileage = data.mileage;
  const language = currentLanguage();
  return (
    <CardSection
      className="mt-6 rounded-xl border border-gray-300 p-4"
      title={t('review.summary.mileage.title')}
      testId="summary-mileage"
    >
      <p className="mt-1 text-gray-800" data-testid="mileage-rate">
        {t('review.summary.mileage.rate', {
          cents: formatDecimal(mileage.centsPerMile, language),
          year: mileage.taxYear,
        })}
      </p>
      <p className="text-sm text-gray-700">
        {t('review.summary.mileage.source', { source: mileage.source })}
        {mileage.isFallbackRate ? ` ${t('review.summary.mileage.fallback')}` : ''}
      </p>
      {mileage.deductions.length === 0 ? (
        <p className="mt-2 text-gray-800" data-testid="mileage-none">
          {t('review.summary.mileage.none')}
        </p>
      ) : (
        <>
          <ul className="mt-3 grid gap-2">
            {mileage.deductions.map((line, index) => (
              <li
                key={line.expenseId ?? `line-${index}`}
                className="rounded-lg border border-gray-300 p-3"
                data-testid="mileage-line"
              >
                <p className="font-semibold break-words text-gray-900">{line.description}</p>
                <p className="text-gray-800">
                  {t('review.summary.mileage.line', {
                    miles: formatDecimal(line.milesPerWeek, language),
                    cents: formatDecimal(line.centsPerMile, language),
                    amount: formatDollars(line.monthlyDeduction),
                  })}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-2 font-semibold text-gray-900" data-testid="mileage-total">
            {t('review.summary.mileage.total', {
              monthly: formatDollars(mileage.totalMonthlyDeduction),
              annual: formatDollars(mileage.totalAnnualDeduction),
            })}
          </p>
        </>
      )}
    </CardSection>
  );
}
