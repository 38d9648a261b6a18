/** A one-tap answer for the whole step ("I don't pay rent", "No money in the bank"). */
export function OneTap({
  label,
  hint,
  busy,
  testId,
  onTap,
}: {
  label: string;
  hint: string;
  busy: boolean;
  testId: string;
  onTap: () => void;
}) {
  return (
    <div className="mt-4">
      <button
        type="button"
        className="btn-secondary w-full sm:w-auto"
        aria-describedby={`${testId}-hint`}
        disabled={busy}
        onClick={onTap}
        data-testid={testId}
      >
        {label}
      </button>
      <p id={`${testId}-hint`} className="mt-1 text-sm text-gray-700">
        {hint}
      </p>
    </div>
  );
}
