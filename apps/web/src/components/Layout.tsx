import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from './icons';
import { LanguageSwitcher } from './LanguageSwitcher';

export const TERMS_URL: string =
  import.meta.env.VITE_TERMS_URL ?? 'https://www.usa.gov/website-policies';

/** The terms of use, in a new tab (said to screen readers and shown). */
export function TermsLink({
  className,
  noteClassName = '',
  trailing,
  children,
}: {
  className: string;
  noteClassName?: string;
  trailing?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a href={TERMS_URL} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className={`ms-1 text-sm ${noteClassName}`.trim()}>{t('app.opensInNewTab')}</span>
      {trailing}
    </a>
  );
}

/**
 * Skip link, banner with the language switcher and the page's own actions, main, footer.
 * `fillViewport` (issue 21, the wizard): main is at least a screen tall, so the footer starts
 * below the fold and a step arriving after its spinner moves nothing on screen (CLS).
 */
export function Layout({
  actions,
  children,
  fillViewport = false,
}: {
  actions?: ReactNode;
  children: ReactNode;
  fillViewport?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2">
          <Link
            href="/"
            aria-label={t('app.homeLink')}
            className="flex min-h-11 items-center gap-2 rounded-lg font-bold text-gray-900 no-underline"
          >
            <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
              <rect width="32" height="32" rx="6" fill="#1d4ed8" />
              <path
                d="M9 16.5l4.5 4.5L23 11.5"
                fill="none"
                stroke="#fff"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="text-base leading-tight sm:text-lg">{t('app.name')}</span>
          </Link>
          <nav aria-label={t('header.navLabel')} className="flex flex-wrap items-center gap-2">
            <LanguageSwitcher />
            {actions}
          </nav>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={fillViewport ? 'min-h-svh flex-1 print:min-h-0' : 'flex-1'}
      >
        {children}
      </main>
      <footer className="border-t border-gray-200 bg-gray-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-gray-700 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('landing.footerText')}</p>
          <TermsLink
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            noteClassName="font-normal"
            trailing={<Icon d="M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4" className="ms-1 h-4 w-4" />}
          >
            {t('landing.terms')}
          </TermsLink>
        </div>
      </footer>
    </div>
  );
}
