import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { problemCause } from '../lib/problem';
import { PageLoading } from './PageLoading';

/** Where the message stands sets its box and button: [box, button]. */
const looks = {
  /** A step's whole body could not be read. */
  card: ['card border-red-700', 'btn-primary mt-3'],
  /** The dashboard's list of applications. */
  pageCard: ['card mt-4 border-red-700', 'btn-secondary mt-3'],
  /** A step's main panel. */
  panel: ['rounded-lg border-2 border-red-700 bg-red-50 p-4', 'btn-primary mt-3'],
  /** A smaller panel inside a card or dialog. */
  smallPanel: ['mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3', 'btn-secondary mt-3'],
  /** One part of a card. */
  inline: ['mt-2', 'btn-secondary mt-2'],
  /** A message in the chat. */
  chat: ['grid justify-items-start gap-2', 'btn-secondary'],
} as const;

type LoadErrorProps = {
  /** Reads it again (a query's refetch). */
  retry: () => unknown;
  retryLabel: string;
  look: keyof typeof looks;
  testId?: string;
  /** What could not be read, in the applicant's words. */
  children: React.ReactNode;
  /** The error, when known: its cause is said too (offline, or the server's own words). */
  error?: unknown;
};

/** Something could not be read: says so (announced) and offers to read it again. */
export function LoadError({ retry, retryLabel, look, testId, children, error }: LoadErrorProps) {
  const { t } = useTranslation();
  const [box, button] = looks[look];
  const cause = error === undefined ? null : problemCause(t, error);
  return (
    <div role="alert" className={box} data-testid={testId}>
      <p className="font-semibold text-red-800">{children}</p>
      {cause ? (
        <p className="mt-1 text-gray-900" data-testid="problem-cause">
          {cause}
        </p>
      ) : null}
      <button type="button" className={button} onClick={() => void retry()}>
        {retryLabel}
      </button>
    </div>
  );
}

/** A query could not be read: its error and cause, with a button that reads it again. */
export function QueryError({
  query,
  ...props
}: Omit<LoadErrorProps, 'retry' | 'error'> & {
  query: { refetch: () => unknown; error?: unknown };
}) {
  return <LoadError retry={query.refetch} error={query.error} {...props} />;
}

/**
 * A step's main panel while its query is not ready: a spinner while it loads, else the error
 * with a retry. Its texts are `${texts}.loading` and `${texts}.loadFailed` in the catalogs.
 */
export function QueryWaiting({
  query,
  texts,
  retryLabel,
}: {
  query: { isPending: boolean; refetch: () => unknown; error?: unknown };
  texts: 'summaryStep' | 'review.summary' | 'verification';
  retryLabel: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoading label={t(`${texts}.loading`)} />;
  return (
    <QueryError query={query} retryLabel={retryLabel} look="panel">
      {t(`${texts}.loadFailed`)}
    </QueryError>
  );
}

type PageProblemProps = {
  text: string;
  /** Offered only when reading again may help. */
  retry?: () => void;
  retryLabel: string;
  homeLabel: string;
  className: string;
  testId?: string;
};

/** A whole page could not be shown: says why, offers to try again and a way home. */
export function PageProblem({
  text,
  retry,
  retryLabel,
  homeLabel,
  className,
  testId,
}: PageProblemProps) {
  return (
    <div role="alert" className={className} data-testid={testId}>
      <p className="text-lg font-semibold text-red-800">{text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {retry ? (
          <button type="button" className="btn-primary" onClick={retry}>
            {retryLabel}
          </button>
        ) : null}
        <Link href="/" className="btn-secondary">
          {homeLabel}
        </Link>
      </div>
    </div>
  );
}
