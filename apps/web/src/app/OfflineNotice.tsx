import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineSaves } from '../lib/api';

/** The prerendered page (decision 0620) is written online; hydration starts from the same. */
const prerendered = { online: true, waiting: 0 };
const onlineWithNothingWaiting = () => prerendered;

/**
 * Issue 21 item 6 (decision 0522): while the connection is down, a notice at the top of every
 * page says the answers will be saved when it is back. The status region is always on the page,
 * so a screen reader announces the text when it appears. Fixed in place: nothing moves.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { online, waiting } = useSyncExternalStore(
    offlineSaves.subscribe,
    offlineSaves.state,
    onlineWithNothingWaiting,
  );
  // A save kept from before a reload that reaches the server makes the pages read their data
  // again (lib/QueryRoot.tsx).
  let text: string | null = null;
  if (!online) text = t('offline.notice');
  else if (waiting > 0) text = t('offline.sending');
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className={
        text
          ? 'fixed inset-x-0 top-0 z-[90] border-b-2 border-amber-700 bg-amber-50 px-4 py-3 text-center font-semibold text-gray-900'
          : 'sr-only'
      }
    >
      {text}
    </div>
  );
}
