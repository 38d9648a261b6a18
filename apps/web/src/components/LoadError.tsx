import { Link } from 'wouter';

type LoadErrorProps = {
  /** What could not be read, in the applicant's words. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The box's look, which differs by where it stands (a card, a panel, a line). */
  className?: string;
  buttonClassName?: string;
  testId?: string;
};

/** Something could not be read: says so (announced) and offers to read it again. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  className,
  buttonClassName,
  testId,
}: LoadErrorProps) {
  return (
    <div role="alert" className={className} data-testid={testId}>
      <p className="font-semibold text-red-800">{message}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
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
