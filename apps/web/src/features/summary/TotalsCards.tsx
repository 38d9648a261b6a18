import type { EnhancedFinancialSummaryResponse } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../i18n/money';

type Summary = EnhancedFinancialSummaryResponse;

/** SPEC 2: gross, expense and net, each monthly and annual (steps 11, 12 and the View page). */
export function TotalsCards({ data }: { data: Summary }) {
  const { t } = useTranslation();
  const cards = [
    {
      key: 'gross',
      monthly: data.totalGrossMonthlyIncome,
      annual: data.totalGrossAnnualIncome,
      className: 'border-gray-300 bg-white',
    },
    {
      key: 'expenses',
      monthly: data.totalMonthlyExpenses,
      annual: data.totalAnnualExpenses,
      className: 'border-gray-300 bg-white',
    },
    {
      key: 'net',
      monthly: data.totalNetMonthlyIncome,
      annual: data.totalNetAnnualIncome,
      className: 'border-brand-600 bg-brand-50',
    },
  ] as const;
  return (
    <ul className="grid gap-3 sm:grid-cols-3" data-testid="summary-totals">
      {cards.map((card) => (
        <li
          key={card.key}
          className={`rounded-lg border-2 p-4 ${card.className}`}
          data-testid={`summary-${card.key}`}
        >
          <h3 className="font-semibold text-gray-800">{t(`review.summary.cards.${card.key}`)}</h3>
          <p
            className="text-2xl font-bold text-gray-900"
            data-testid={`summary-${card.key}-monthly`}
          >
            {t('review.perMonth', { amount: formatDollars(card.monthly) })}
          </p>
          <p className="text-gray-800" data-testid={`summary-${card.key}-annual`}>
            {t('review.perYear', { amount: formatDollars(card.annual) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
