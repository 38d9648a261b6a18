import { type VitalsMetric, type VitalsSummary, vitalsMetrics } from '@benefits/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Layout } from '../../components/Layout';
import { PageProblem } from '../../components/LoadError';
import { PageHeading } from '../../components/PageHeading';
import { PageLoading } from '../../components/PageLoading';
import { SignOutButton } from '../../components/SignOutButton';
import { ApiError } from '../../lib/api';

/** One row of a table: a page or a connection type, with its figures per metric. */
interface Row {
  name: string;
  figures: Partial<Record<VitalsMetric, { p75: number; count: number }>>;
}

function rowsOf(items: { key: string; metric: VitalsMetric; p75: number; count: number }[]): Row[] {
  const rows = new Map<string, Row>();
  for (const item of items) {
    const row = rows.get(item.key) ?? { name: item.key, figures: {} };
    row.figures[item.metric] = { p75: item.p75, count: item.count };
    rows.set(item.key, row);
  }
  return [...rows.values()];
}

const shown = (metric: VitalsMetric, value: number) =>
  metric === 'CLS' ? value.toFixed(2) : `${Math.round(value).toLocaleString()} ms`;

function FiguresTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: Row[];
}) {
  const { t } = useTranslation();
  return (
    <table className="mt-4 w-full border-collapse text-start">
      <caption className="text-start text-xl font-semibold text-gray-900">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-gray-300">
          <th scope="col" className="py-2 pe-4">
            {heading}
          </th>
          {vitalsMetrics.map((metric) => (
            <th key={metric} scope="col" className="py-2 pe-4">
              {t('vitals.p75Of', { metric })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} className="border-b border-gray-200">
            <th scope="row" className="py-2 pe-4 font-mono text-sm font-normal">
              {row.name}
            </th>
            {vitalsMetrics.map((metric) => {
              const figure = row.figures[metric];
              return (
                <td key={metric} className="py-2 pe-4">
                  {figure
                    ? t('vitals.figure', { value: shown(metric, figure.p75), count: figure.count })
                    : t('vitals.none')}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Issue 21 item 4: /team/vitals, the 75th percentile of real users' figures (staff only). */
export default function VitalsPage() {
  const { t } = useTranslation();
  const query = useQuery<VitalsSummary>({ queryKey: ['/api/vitals/summary'], staleTime: 0 });
  let body: React.ReactNode;
  if (query.isPending) {
    body = <PageLoading label={t('app.loading')} />;
  } else if (query.isError) {
    const staffOnly = query.error instanceof ApiError && query.error.status === 403;
    body = (
      <PageProblem
        text={t(staffOnly ? 'vitals.staffOnly' : 'vitals.loadFailed')}
        retry={staffOnly ? undefined : () => void query.refetch()}
        retryLabel={t('dashboard.tryAgain')}
        homeLabel={t('notFound.goHome')}
        className="card mt-6 border-red-700"
        testId="vitals-problem"
      />
    );
  } else {
    const summary = query.data;
    body =
      summary.byPage.length === 0 ? (
        <p className="mt-6 text-lg">{t('vitals.noFigures')}</p>
      ) : (
        <div className="mt-6 grid gap-10 overflow-x-auto" data-testid="vitals-tables">
          <FiguresTable
            caption={t('vitals.byPage')}
            heading={t('vitals.page')}
            rows={rowsOf(summary.byPage.map(({ page, ...rest }) => ({ key: page, ...rest })))}
          />
          <FiguresTable
            caption={t('vitals.byConnection')}
            heading={t('vitals.connection')}
            rows={rowsOf(
              summary.byConnection.map(({ connection, ...rest }) => ({ key: connection, ...rest })),
            )}
          />
        </div>
      );
  }
  return (
    <Layout actions={<SignOutButton />}>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <PageHeading title={t('vitals.title')}>{t('vitals.title')}</PageHeading>
        <p className="mt-4 text-lg text-gray-800">
          {query.data ? t('vitals.intro', { from: query.data.from, to: query.data.to }) : null}
        </p>
        {body}
      </div>
    </Layout>
  );
}
