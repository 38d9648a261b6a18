import type { EstimateResponse } from '@benefits/domain';
import { dateFormat } from '@benefits/domain';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../i18n/money';
import { Badge, badgeIcons } from './Badge';
import { Icon } from './icons';

type ProgramEstimate = EstimateResponse['programs'][number];
const Heading = { 2: 'h2', 3: 'h3' } as const;
const Subheading = { 2: 'h3', 3: 'h4' } as const;

const verdicts = {
  yes: {
    key: 'mayQualify',
    tone: 'border-green-700 bg-green-50 text-green-900',
    icon: badgeIcons.check,
  },
  no: {
    key: 'mayNotQualify',
    tone: 'border-gray-600 bg-gray-50 text-gray-900',
    icon: badgeIcons.attention,
  },
  unknown: {
    key: 'cannotTell',
    tone: 'border-amber-700 bg-amber-50 text-amber-900',
    icon: badgeIcons.warning,
  },
} as const;

function verdictOf(eligible: boolean | null) {
  if (eligible === null) return verdicts.unknown;
  return eligible ? verdicts.yes : verdicts.no;
}

/** A rule's effective date (YYYY-MM-DD) in the applicant's language, read as a calendar day. */
export function effectiveDate(date: string, language: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateFormat(language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(parsed);
}

/**
 * One program's estimate (issue 17): the verdict, SNAP's amount, who may qualify, and "Why?"
 * with the reasons and rules. The screener and the application's summary step show it; its
 * texts are the screener's text pack (loadScreenerTexts).
 */
export function ProgramEstimate({
  result,
  memberNames,
  testIdPrefix = 'screener',
  headingLevel = 2,
}: {
  result: ProgramEstimate;
  memberNames: (t: TFunction, members: number[]) => string;
  testIdPrefix?: string;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const verdict = verdictOf(result.eligible);
  const names = result.eligible === false ? '' : memberNames(t, result.members);
  const Title = Heading[headingLevel];
  const Part = Subheading[headingLevel];
  const testId = (part: string) => `${testIdPrefix}-${part}-${result.program}`;
  return (
    <li className="card" data-testid={testId('result')}>
      <Title className="text-xl font-bold text-gray-900">
        {t(`screener.programs.${result.program}`)}
      </Title>
      <div className="mt-2">
        <Badge tone={verdict.tone} icon={verdict.icon} size="md" as="p" testId={testId('verdict')}>
          {t(`screener.results.${verdict.key}`)}
        </Badge>
      </div>
      {result.monthlyAmount !== null && result.eligible !== false ? (
        <p className="mt-3 text-2xl font-bold text-gray-900" data-testid={testId('amount')}>
          {t('screener.results.amount', { amount: formatDollars(result.monthlyAmount) })}{' '}
          <span className="text-base font-semibold text-gray-700">
            ({t('screener.results.amountNote')})
          </span>
        </p>
      ) : null}
      {names ? <p className="mt-2 text-gray-800">{t('screener.results.who', { names })}</p> : null}
      <button
        type="button"
        className="btn-quiet mt-2 -ms-3"
        aria-expanded={open}
        aria-controls={`${id}-why`}
        onClick={() => setOpen(!open)}
        data-testid={testId('why')}
      >
        {t('screener.results.why')}
        <Icon d={open ? 'M5 12l5-5 5 5' : 'M5 8l5 5 5-5'} className="h-4 w-4" />
      </button>
      <div id={`${id}-why`} hidden={!open} className="mt-2 grid gap-3">
        <div>
          <Part className="font-semibold text-gray-900">{t('screener.results.reasons')}</Part>
          <ul className="mt-1 list-disc ps-6 text-gray-800">
            {result.reasons.map((reason) => (
              <li key={reason} className="wrap-anywhere">
                {reason}
              </li>
            ))}
          </ul>
        </div>
        {result.sources.length > 0 ? (
          <div>
            <Part className="font-semibold text-gray-900">{t('screener.results.sources')}</Part>
            <ul className="mt-1 grid gap-2">
              {result.sources.map((source) => (
                <li key={`${source.url} ${source.title}`}>
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-700 underline wrap-anywhere"
                  >
                    {source.title}{' '}
                    <span className="text-sm font-normal">
                      {t('screener.results.opensInNewTab')}
                    </span>
                  </a>
                  <p className="text-sm text-gray-700">
                    {t('screener.results.effective', {
                      date: effectiveDate(source.effective, i18n.resolvedLanguage ?? 'en'),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </li>
  );
}
