import type { ReactNode } from 'react';

export { ArrowLeft, ArrowRight } from '../components/icons';

/** The row of Back / Continue buttons under a step: Continue last, so it is on the right. */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-gray-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
      {children}
    </div>
  );
}

/** A problem the applicant must know about, said at once by screen readers. */
export function InlineAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div role="alert" data-testid={testId}>
      {children ? (
        <div className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {children}
        </div>
      ) : null}
    </div>
  );
}
