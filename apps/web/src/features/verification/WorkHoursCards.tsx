import {
  type FinancialSummaryResponse,
  formatDecimal,
  WORK_REQUIREMENT_HOURS_PER_MONTH,
} from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { formatDollars } from '../../i18n/money';

export function SummaryCards({ summary }: { summary: FinancialSummaryResponse }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const perYear = (amount: number) =>
    t('verification.cards.perYear', { amount: formatDollars(amount) });
  const cards: SummaryCard[] = [
    {
      label: t('verification.cards.totalMonthly'),
      value: formatDollars(summary.totalMonthlyIncome),
      testId: 'verification-total-monthly',
      notes: [{ text: perYear(summary.totalAnnualIncome) }],
      highlight: true,
    },
    {
      label: t('verification.cards.workMonthly'),
      value: formatDollars(summary.workIncome),
      testId: 'verification-work-monthly',
      notes: [{ text: perYear(summary.workIncomeAnnual) }],
    },
    {
      label: t('verification.cards.hours'),
      value: t('verification.cards.hoursPerWeek', {
        hours: formatDecimal(summary.workHoursPerWeek, language),
      }),
      testId: 'verification-hours-week',
      notes: [
        {
          text: t('verification.cards.hoursPerMonth', {
            hours: formatDecimal(summary.workHoursPerMonth, language),
          }),
          testId: 'verification-hours-month',
        },
        {
          text: t(`verification.cards.basis.${summary.workHoursBasis}`),
          testId: 'verification-hours-basis',
          small: true,
        },
      ],
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-testid="verification-cards">
      {cards.map((card) => (
        <div
          key={card.testId}
          className={`rounded-lg border-2 p-4 ${card.highlight ? 'border-brand-600 bg-brand-50' : 'border-gray-300 bg-white'}`}
        >
          <dt className="text-gray-800">{card.label}</dt>
          <dd className="text-2xl font-bold text-gray-900" data-testid={card.testId}>
            {card.value}
          </dd>
          {card.notes.map((note) => (
            <dd
              key={note.text}
              className={note.small ? 'mt-1 text-sm text-gray-700' : 'text-gray-800'}
              data-testid={note.testId}
            >
              {note.text}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

/** One card of the summary row: the figure, then notes that explain it. */
interface SummaryCard {
  label: string;
  value: string;
  testId: string;
  notes: { text: string; testId?: string; small?: boolean }[];
  highlight?: boolean;
}

const bandStyles = {
  met: 'border-green-700 bg-green-50 text-green-900',
  approaching: 'border-amber-600 bg-amber-50 text-amber-950',
  below: 'border-red-700 bg-red-50 text-red-900',
} as const;

/** SPEC 9: the status band, and the amber alert below 80 hours a month. */
export function WorkRequirement({ summary }: { summary: FinancialSummaryResponse }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { band, showAlert } = summary.workRequirement;
  const hours = formatDecimal(summary.workHoursPerMonth, language);
  return (
    <div className="mt-4 grid gap-3">
      {showAlert ? (
        <div
          className="flex gap-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-amber-950"
          data-testid="work-hours-alert"
        >
          <Icon
            filled
            d="M10 2 1 18h18L10 2Zm-.9 5h1.8v5.5H9.1V7Zm0 7h1.8v1.8H9.1V14Z"
            className="mt-0.5 h-5 w-5 shrink-0"
          />
          <div>
            <p className="font-bold">{t('verification.alert.title')}</p>
            <p>
              {t('verification.alert.text', {
                hours,
                required: WORK_REQUIREMENT_HOURS_PER_MONTH,
              })}
            </p>
          </div>
        </div>
      ) : null}
      <div
        className={`rounded-lg border-2 p-4 ${bandStyles[band]}`}
        data-testid="work-requirement-status"
        data-band={band}
      >
        <p className="text-sm font-semibold">{t('verification.requirement.label')}</p>
        <p className="text-lg font-bold">{t(`verification.requirement.bands.${band}`)}</p>
        <p>
          {t('verification.requirement.text', {
            hours,
            required: WORK_REQUIREMENT_HOURS_PER_MONTH,
          })}
        </p>
      </div>
    </div>
  );
}
