import { useLayoutEffect } from 'react';
import { loadingStarted } from '../lib/pageFrame';

/** Suspense fallback: announced politely, takes room so the page does not jump much. */
export function PageLoading({ label, className = 'py-16' }: { label: string; className?: string }) {
  // While a loading state shows, the page's prerendered frame stays (decision 0740).
  useLayoutEffect(loadingStarted, []);
  return (
    <div role="status" aria-live="polite" className={`flex justify-center ${className}`}>
      <span className="flex items-center gap-3 text-gray-700">
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-gray-300 border-t-brand-600 motion-reduce:animate-none"
        />
        {label}
      </span>
    </div>
  );
}
