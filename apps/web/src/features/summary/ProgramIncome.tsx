import type { EnhancedFinancialSummaryResponse } from '@benefits/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../../components/CardSection';
import { formatDollars } from '../../i18n/money';

type Programs = NonNullable<EnhancedFinancialSummaryResponse['programs']>;
type Line = Programs['snap']['lines'][number];
type Source = Programs['snap']['sources'][number];

/**
 * Issue 18 item 4: what SNAP and what Medicaid/CHIP each count from this income, as the domain
 * works it out (summaries/programIncome.ts). Estimates: the agency decides.
 */
export function ProgramIncome({ programs }: { programs: Programs }) {
  const { t } = useTranslation();
  const { snap, medicaid } = programs;
  const perMonth = (amount: number) => t('review.perMonth', { amount: formatDollars(amount) });
  const rows: [string, string][] = [
    ['earned', perMonth(snap.earnedIncome)],
    ['unearned', perMonth(snap.unearnedIncome)],
    ['gross', perMonth(snap.grossIncome)],
    [
      'earnedDeduction',
      t('review.summary.programs.minus', { amount: formatDollars(snap.earnedIncomeDeduction) }),
    ],
  ];
  if (snap.standardDeduction !== null)
    rows.push([
      'standardDeduction',
      t('review.summary.programs.minus', { amount: formatDollars(snap.standardDeduction) }),
    ]);
  if (snap.incomeAfterDeductions !== null)
    rows.push(['after', perMonth(snap.incomeAfterDeductions)]);

  return (
    <CardSection
      className="mt-6"
      title={t('review.summary.programs.title')}
      testId="summary-programs"
      intro={t('review.summary.programs.intro')}
    >
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <ProgramBox program="snap">
          <dl className="mt-2 grid gap-1">
            {rows.map(([key, value]) => (
              <div key={key} className="flex flex-wrap justify-between gap-x-3">
                <dt className="text-gray-800">
                  {t(`review.summary.programs.snap.${key as 'gross'}`, {
                    percent: snap.earnedIncomeDeductionPercent,
                    count: snap.householdSize,
                  })}
                </dt>
                <dd className="font-semibold text-gray-900" data-testid={`snap-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {snap.standardDeduction === null ? (
            <p className="mt-2 text-gray-800" data-testid="snap-standard-unknown">
              {t('review.summary.programs.snap.standardUnknown')}
            </p>
          ) : null}
          <p className="mt-2 text-gray-800">{t('review.summary.programs.snap.more')}</p>
          <Lines lines={snap.lines} program="snap" />
          <Sources sources={snap.sources} />
        </ProgramBox>

        <ProgramBox program="medicaid">
          <p className="mt-2 text-2xl font-bold text-gray-900" data-testid="medicaid-monthly">
            {perMonth(medicaid.monthlyIncome)}
          </p>
          <p className="text-gray-900" data-testid="medicaid-annual">
            {t('review.perYear', { amount: formatDollars(medicaid.annualIncome) })}
          </p>
          <p className="mt-2 text-gray-800">{t('review.summary.programs.medicaid.how')}</p>
          <Lines lines={medicaid.lines} program="medicaid" />
          <Sources sources={medicaid.sources} />
        </ProgramBox>
      </div>
    </CardSection>
  );
}

function Lines({ lines, program }: { lines: Line[]; program: 'snap' | 'medicaid' }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-2 border-t border-gray-200 pt-2" data-testid={`${program}-lines`}>
      {lines.map((line, index) => (
        <li key={line.id ?? `line-${index}`} data-testid={`${program}-line`}>
          <div className="flex flex-wrap justify-between gap-x-3">
            <span className="font-semibold break-words text-gray-900">{line.source}</span>
            <span className="text-gray-900" data-testid="line-counted">
              {t('review.perMonth', { amount: formatDollars(line.countedAmount) })}
            </span>
          </div>
          <p className="text-sm text-gray-700" data-testid="line-note">
            {t(`review.summary.programs.notes.${program}.${line.note}`, {
              amount: formatDollars(line.monthlyAmount),
              costs: formatDollars(line.costsTakenOff),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Sources({ sources }: { sources: Source[] }) {
  const { t } = useTranslation();
  return (
    <details className="mt-3 text-sm text-gray-700">
      <summary className="cursor-pointer">{t('review.summary.programs.sources')}</summary>
      <ul className="mt-1 grid gap-1">
        {sources.map((source) => (
          <li key={source.url}>
            <a className="underline" href={source.url} rel="noreferrer" target="_blank">
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One program's box, named by its level-3 heading. */
function ProgramBox({ program, children }: { program: 'snap' | 'medicaid'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <CardSection
      className="rounded-xl border-2 border-brand-600 p-4"
      level={3}
      title={t(`review.summary.programs.${program}.title`)}
      testId={`program-${program}`}
    >
      {children}
    </CardSection>
  );
}
