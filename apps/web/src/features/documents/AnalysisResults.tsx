import {
  amountToCents,
  categoryIdForExtracted,
  confidencePercent,
  type DocumentAnalysisResult,
  type ExtractedExpense,
  type ExtractedIncome,
  type FraudIndicator,
  isEmptyAnalysis,
  isUnknownFrequency,
} from '@benefits/domain';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../i18n/money';
import { amountText, categoryName } from '../income';
import { CheckIncomeItem } from './CheckIncomeItem';
import { extractedItemKey } from './extracted';
import { type IncomeCheck, needsCheck } from './incomeChecks';

/** What reading the documents found: income, expenses and anything to review. */
export function AnalysisResults({
  result,
  headingRef,
  checks,
  onCheck,
}: {
  result: DocumentAnalysisResult;
  headingRef: React.Ref<HTMLHeadingElement>;
  /** The applicant's answers on items read unsurely (decision 0262), by item key. */
  checks: ReadonlyMap<string, IncomeCheck>;
  onCheck: (key: string, check: IncomeCheck | undefined) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (isEmptyAnalysis(result)) {
    return (
      <section
        className="mt-6 rounded-xl border-2 border-gray-400 bg-gray-50 p-4"
        aria-labelledby={headingId}
        data-testid="documents-no-data"
      >
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-gray-900"
        >
          {t('documents.emptyTitle')}
        </h3>
        <p className="mt-1 text-gray-800">{t('documents.emptyText')}</p>
        {result.summary ? <p className="mt-2 text-gray-800">{result.summary}</p> : null}
        <FraudList indicators={result.fraudIndicators} />
      </section>
    );
  }
  return (
    <section
      className="mt-6 rounded-xl border-2 border-brand-600 bg-brand-50 p-4"
      aria-labelledby={headingId}
      data-testid="documents-results"
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-gray-900">
        {t('documents.resultsTitle')}
      </h3>
      <p className="mt-1 text-gray-900" data-testid="documents-overall">
        {t('documents.overall', { percent: confidencePercent(result.overallConfidence) })}
      </p>
      {result.summary ? (
        <ResultPart title={t('documents.summaryTitle')} className="mt-3">
          <p className="text-gray-900" data-testid="documents-summary">
            {result.summary}
          </p>
        </ResultPart>
      ) : null}
      <ItemsPart
        title={t('documents.incomeTitle')}
        items={result.extractedData.income}
        render={(item) =>
          needsCheck(item) ? (
            <CheckIncomeItem
              item={item}
              check={checks.get(extractedItemKey(item))}
              onCheck={(check) => onCheck(extractedItemKey(item), check)}
            />
          ) : (
            <IncomeItem item={item} />
          )
        }
        after={<p className="mt-2 text-gray-800">{t('documents.incomeNext')}</p>}
      />
      <ItemsPart
        title={t('documents.expensesTitle')}
        items={result.extractedData.expenses}
        render={(item) => <ExpenseItem item={item} />}
      />
      <FraudList indicators={result.fraudIndicators} />
    </section>
  );
}

function IncomeItem({ item }: { item: ExtractedIncome }) {
  const { t } = useTranslation();
  const categoryId = categoryIdForExtracted(item.category);
  return (
    <li className="rounded-lg border border-gray-300 bg-white p-3" data-testid="extracted-income">
      <p className="font-semibold break-words text-gray-900">{item.source}</p>
      {isUnknownFrequency(item.frequency) ? (
        <>
          <p className="text-gray-900" data-testid="extracted-amount">
            {t('documents.amountEachPay', { amount: formatUsd(amountToCents(item.amount)) })}
          </p>
          <p className="font-semibold text-gray-900" data-testid="extracted-frequency-unknown">
            {t('documents.frequencyUnknown')}
          </p>
        </>
      ) : (
        <p className="text-gray-900" data-testid="extracted-amount">
          {amountText(t, { amount: item.amount, frequency: item.frequency, dontKnowAmount: false })}
        </p>
      )}
      <p className="text-gray-800">
        {t('documents.category', { name: categoryName(t, categoryId) })}
      </p>
      <p className="text-gray-800">
        {t('documents.confidence', { percent: confidencePercent(item.confidence) })}
      </p>
      <p className="text-sm break-words text-gray-700">
        {t('documents.fromDocument', { source: item.documentSource })}
      </p>
    </li>
  );
}

function ExpenseItem({ item }: { item: ExtractedExpense }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-lg border border-gray-300 bg-white p-3" data-testid="extracted-expense">
      <p className="font-semibold break-words text-gray-900">{item.description}</p>
      <p className="text-gray-900">
        {formatUsd(amountToCents(item.amount))} · {item.frequency}
      </p>
      <p className="text-gray-800">{t('documents.expenseCategory', { name: item.category })}</p>
      <p className="text-gray-800">
        {t('documents.confidence', { percent: confidencePercent(item.confidence) })}
      </p>
    </li>
  );
}

const severityStyle: Record<FraudIndicator['severity'], string> = {
  high: 'border-red-700 bg-red-50',
  medium: 'border-amber-700 bg-amber-50',
  low: 'border-gray-500 bg-white',
};

function FraudList({ indicators }: { indicators: FraudIndicator[] }) {
  const { t } = useTranslation();
  if (indicators.length === 0) return null;
  return (
    <div className="mt-4" data-testid="documents-fraud">
      <h4 className="font-bold text-gray-900">{t('documents.fraudTitle')}</h4>
      <p className="text-gray-800">{t('documents.fraudIntro')}</p>
      <ul className="mt-2 grid gap-2">
        {indicators.map((indicator, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: indicators of one result never reorder
            key={index}
            className={`rounded-lg border-2 p-3 ${severityStyle[indicator.severity]}`}
            data-testid="fraud-indicator"
            data-severity={indicator.severity}
          >
            {/* Severity in words, not colour alone. */}
            <p className="font-bold text-gray-900">
              {t(`documents.severity.${indicator.severity}`)}
            </p>
            <p className="text-gray-900">{indicator.description}</p>
            {indicator.recommendation ? (
              <p className="text-gray-800">
                {t('documents.recommendation', { text: indicator.recommendation })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One part of a document's reading (summary, income, expenses), under its heading. */
function ResultPart({
  title,
  className = 'mt-4',
  children,
}: {
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <h4 className="font-bold text-gray-900">{title}</h4>
      {children}
    </div>
  );
}

/** The income or expenses read from a document, as a list; nothing when none was read. */
function ItemsPart<T>({
  title,
  items,
  render,
  after,
}: {
  title: string;
  items: readonly T[];
  render: (item: T) => React.ReactNode;
  after?: React.ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <ResultPart title={title}>
      <ul className="mt-2 grid gap-2">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items of one result never reorder
          <Fragment key={index}>{render(item)}</Fragment>
        ))}
      </ul>
      {after}
    </ResultPart>
  );
}
