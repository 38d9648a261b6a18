import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

let firstHeadingShown = false;

/**
 * The page's one h1. It names the page in document.title and, after the first page of the
 * visit, takes focus when it appears so screen reader and keyboard users start at the new
 * page instead of at a control that no longer exists.
 */
export function PageHeading({
  children,
  title,
  className = 'text-3xl font-bold text-gray-900 sm:text-4xl',
}: {
  children: ReactNode;
  /** Short page name for document.title. */
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = t('app.pageTitle', { page: title });
  }, [t, title]);

  useEffect(() => {
    if (firstHeadingShown) ref.current?.focus({ preventScroll: false });
    firstHeadingShown = true;
  }, []);

  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
