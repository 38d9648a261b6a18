/** A read that failed: what failed, said at once (role="alert"), and a button to try again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  className = '',
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={`rounded-lg border-2 border-red-700 bg-red-50 p-4 ${className}`}>
      <p className="font-semibold text-red-800">{message}</p>
      <button type="button" className="btn-primary mt-3" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
