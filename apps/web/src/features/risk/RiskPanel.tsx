import type { ConcernLevel, RiskFlag } from '@benefits/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, badgeIcons } from '../../components/Badge';
import { QueryError } from '../../components/LoadError';
import { formatDollars } from '../../i18n/money';
import type { RiskResponse } from './riskApi';
import { flagWords, visibleRiskFlags } from './riskFlags';

// Levels are told in words and an icon, never by colour alone.
const levelStyles: Record<ConcernLevel, { className: string; icon: string }> = {
  High: {
    className: 'border-red-700 bg-red-50 text-red-800',
    icon: badgeIcons.warning,
  },
  Medium: { className: 'border-amber-700 bg-amber-50 text-amber-900', icon: badgeIcons.attention },
  Low: { className: 'border-gray-600 bg-gray-50 text-gray-900', icon: badgeIcons.check },
};

export function LevelBadge({ level, testId }: { level: ConcernLevel; testId?: string }) {
  const { t } = useTranslation();
  const style = levelStyles[level];
  return (
    <Badge tone={style.className} icon={style.icon} testId={testId} level={level}>
      {t(`review.risk.level.${level}`)}
    </Badge>
  );
}

/** SPEC 2 the summary and review steps: the risk assessment panel, 3 Medium issues shown by default. */
export function RiskPanel({
  query,
  headingLevel = 2,
}: {
  query: UseQueryResult<RiskResponse>;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  let content: React.ReactNode;
  if (query.isPending) {
    content = (
      <p role="status" className="mt-3 text-gray-800">
        {t('review.risk.loading')}
      </p>
    );
  } else if (query.isError) {
    content = (
      <QueryError query={query} retryLabel={t('review.tryAgain')} look="smallPanel">
        {t('review.risk.loadFailed')}
      </QueryError>
    );
  } else if (query.data.flags.length === 0) {
    content = (
      <p className="mt-3 text-gray-900" data-testid="risk-none">
        {t('review.risk.none')}
      </p>
    );
  } else {
    const visible = visibleRiskFlags(query.data.flags, showAll);
    const expandable = showAll || visible.hiddenMediumCount > 0;
    content = (
      <>
        <ul id={listId} className="mt-3 grid gap-3" data-testid="risk-flags">
          {visible.flags.map((flag) => (
            <RiskFlagItem key={flag.id} flag={flag} />
          ))}
        </ul>
        {expandable ? (
          <button
            type="button"
            className="btn-secondary mt-3 w-full sm:w-auto print:hidden"
            aria-expanded={showAll}
            aria-controls={listId}
            onClick={() => setShowAll((value) => !value)}
            data-testid="risk-show-more"
          >
            {showAll
              ? t('review.risk.showFewer')
              : t('review.risk.showMore', { count: visible.hiddenMediumCount })}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="card" data-testid="risk-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-xl font-bold text-gray-900">
          {t('review.risk.title')}
        </Heading>
        {query.data ? (
          <p className="flex flex-wrap items-center gap-2 text-gray-900">
            <span>{t('review.risk.overall')}</span>
            <LevelBadge level={query.data.overallRisk} testId="risk-overall" />
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-gray-700">{t('review.risk.intro')}</p>
      {content}
    </section>
  );
}

function RiskFlagItem({ flag }: { flag: RiskFlag }) {
  const { t } = useTranslation();
  const words = flagWords(flag, formatDollars);
  const description = words.key
    ? t(`review.risk.flags.${words.key}.description`, words.values)
    : flag.description;
  const recommendation = words.key
    ? t(`review.risk.flags.${words.key}.recommendation`, words.values)
    : flag.recommendation;
  return (
    <li
      className="rounded-lg border border-gray-300 p-3"
      data-testid="risk-flag"
      data-level={flag.concernLevel}
      data-type={flag.type}
    >
      <LevelBadge level={flag.concernLevel} />
      <p className="mt-2 text-gray-900">{description}</p>
      <p className="mt-1 text-gray-700">
        <span className="font-semibold">{t('review.risk.whatToDo')}</span> {recommendation}
      </p>
    </li>
  );
}
