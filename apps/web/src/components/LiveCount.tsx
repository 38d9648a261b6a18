import type { ReactNode } from 'react';

/** A count that changes as the applicant adds or picks things, read out when it changes. */
export function LiveCount({
  id,
  className = 'mt-2',
  testId,
  children,
}: {
  id?: string;
  className?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      className={`${className} font-semibold text-gray-900`.trim()}
      aria-live="polite"
      data-testid={testId}
    >
      {children}
    </p>
  );
}
