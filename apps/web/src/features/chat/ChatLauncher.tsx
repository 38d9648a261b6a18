import {
  Component,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../components/icons';
import { closeChat, resetChat, toggleChat, useChatState } from '../../lib/chatStore';

const loadPanel = () => import('./ChatPanel');

/**
 * SPEC 2 chat widget, closed: a small toggle bottom right on every signed-in page. The panel
 * is a non-modal dialog whose content (conversation, form, articles) is its own chunk,
 * loaded on the first open and then kept, with what was typed, while it is closed.
 */
export default function ChatLauncher() {
  const { t } = useTranslation();
  const chat = useChatState();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;

  // A new applicant on this phone starts with the widget closed and empty.
  useEffect(() => () => resetChat(), []);

  const close = useCallback(() => {
    closeChat();
    toggleRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !chat.open || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };

  return (
    <>
      {/* Room at the end of every page, so the toggle never hides its last lines or buttons. */}
      <div aria-hidden="true" className="h-20" />
      <aside aria-label={t('chat.regionLabel')} onKeyDown={onKeyDown} data-testid="chat-widget">
        {/* On a phone the toggle sits in a bar of its own across the bottom, with the page's
            room for it above (the spacer): no text shows beside it, so it never hides part of a
            line (issue 18). From 640 px it floats at the bottom corner. */}
        <div
          data-testid="chat-bar"
          className="fixed inset-x-0 bottom-0 z-30 flex justify-end border-gray-300 border-t bg-white px-4 py-2 sm:inset-x-auto sm:end-4 sm:bottom-4 sm:border-0 sm:bg-transparent sm:p-0"
        >
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={chat.open}
            aria-controls={panelId}
            onClick={toggleChat}
            data-testid="chat-toggle"
            className="inline-flex h-14 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-full border-2 border-white bg-brand-600 px-3 font-semibold text-white shadow-lg hover:bg-brand-700 motion-safe:transition-colors sm:h-12 sm:px-4"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {chat.open ? (
                <path d="M6 9l6 6 6-6" />
              ) : (
                <path d="M4 5h16v11H9l-5 4V5zM9 10h.01M12 10h.01M15 10h.01" />
              )}
            </svg>
            {/* A round icon on phones (less of the page hidden), with its words from 640 px. */}
            <span className="sr-only sm:not-sr-only">{t('chat.toggle')}</span>
          </button>
        </div>
        <div
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          hidden={!chat.open}
          data-testid="chat-panel"
          className="fixed inset-x-0 top-0 bottom-[4.5rem] z-30 flex flex-col border-gray-300 border-b bg-white shadow-xl sm:inset-x-auto sm:top-auto sm:end-4 sm:bottom-20 sm:h-[min(40rem,calc(100dvh-6rem))] sm:w-[26rem] sm:rounded-xl sm:border"
        >
          <div className="flex items-start justify-between gap-2 border-gray-200 border-b px-4 py-2">
            <div className="min-w-0 py-1">
              <h2 id={titleId} className="font-bold text-gray-900 text-lg">
                {t('chat.title')}
              </h2>
              <p className="text-gray-700 text-sm">{t('chat.intro')}</p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label={t('chat.close')}
              data-testid="chat-close"
              className="btn-quiet -me-2 shrink-0 px-2"
            >
              <CloseIcon />
            </button>
          </div>
          {chat.started ? <PanelBody open={chat.open} /> : null}
        </div>
      </aside>
    </>
  );
}

/** The lazy panel, with a message and a retry when its chunk cannot load (offline). */
function PanelBody({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt needs a new lazy().
  const Panel = useMemo(() => lazy(loadPanel), [attempt]);
  return (
    <PanelErrorBoundary
      key={attempt}
      fallback={
        <div className="grid gap-3 p-4" role="alert">
          <p className="font-semibold text-red-800">{t('chat.panelFailed')}</p>
          <button
            type="button"
            className="btn-secondary justify-self-start"
            onClick={() => setAttempt((value) => value + 1)}
          >
            {t('chat.tryAgain')}
          </button>
        </div>
      }
    >
      <Suspense
        fallback={
          <p role="status" className="p-4 text-gray-700">
            {t('app.loading')}
          </p>
        }
      >
        <Panel open={open} />
      </Suspense>
    </PanelErrorBoundary>
  );
}

class PanelErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
