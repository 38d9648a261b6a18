import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { currentLanguage } from '../../i18n';
import {
  articlePath,
  type ChatMessageView,
  type ChatSource,
  type KnowledgeArticle,
} from './chatApi';
import { Markdown } from './Markdown';

/** SPEC 4's pending state: 'Thinking…', with dots that pulse only if motion is welcome. */
export function Thinking() {
  const { t } = useTranslation();
  return (
    <AiBubble label={t('chat.helper')}>
      <p data-testid="chat-thinking" className="flex items-center gap-2">
        <span aria-hidden="true" className="flex gap-1">
          <span className="h-2 w-2 rounded-full bg-gray-600 motion-safe:animate-pulse" />
          <span className="h-2 w-2 rounded-full bg-gray-600 motion-safe:animate-pulse" />
          <span className="h-2 w-2 rounded-full bg-gray-600 motion-safe:animate-pulse" />
        </span>
        {t('chat.thinking')}
      </p>
    </AiBubble>
  );
}

export function AiBubble({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="me-6 rounded-xl rounded-tl-sm bg-gray-100 p-3 text-gray-900">
      <p className="mb-1 font-semibold text-gray-700 text-xs">{label}</p>
      {children}
    </div>
  );
}

export function UserBubble({ message }: { message: ChatMessageView }) {
  const { t } = useTranslation();
  return (
    <div
      className="ms-6 justify-self-end rounded-xl rounded-tr-sm bg-brand-600 p-3 text-white"
      data-testid="chat-question"
    >
      <p className="mb-1 font-semibold text-xs">{t('chat.you')}</p>
      <p className="whitespace-pre-wrap break-words">{message.message}</p>
    </div>
  );
}

export function Answer({
  message,
  pairKey,
  onOpen,
}: {
  message: ChatMessageView;
  pairKey: string;
  onOpen: (source: ChatSource, sourceKey: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <AiBubble label={t('chat.helper')}>
      <div data-testid="chat-answer" className="break-words">
        <Markdown source={message.message} headingLevel={3} />
      </div>
      {message.sources.length > 0 ? (
        <div className="mt-3 border-gray-300 border-t pt-2">
          <p className="font-semibold text-sm">{t('chat.sources')}</p>
          <ul aria-label={t('chat.sourcesLabel')} className="mt-1 grid gap-1">
            {message.sources.map((source) => {
              const sourceKey = `${pairKey}:${source.id}`;
              return (
                <li key={source.id}>
                  <button
                    type="button"
                    data-source-key={sourceKey}
                    data-testid="chat-source"
                    onClick={() => onOpen(source, sourceKey)}
                    className="inline-flex min-h-11 cursor-pointer items-center gap-1 text-start font-semibold text-brand-700 underline"
                  >
                    <Icon d="M5 3h7l3 3v11H5zM8 9h5M8 12h5" className="h-4 w-4 shrink-0" />
                    {source.title}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </AiBubble>
  );
}

/** One knowledge-base article inside the widget, in the interface language, with a way back. */
export function ArticleView({ source, onBack }: { source: ChatSource; onBack: () => void }) {
  // useTranslation re-renders this view when the language changes, so the article follows.
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const language = currentLanguage();
  const query = useQuery<KnowledgeArticle>({ queryKey: [articlePath(source.id, language)] });
  const title = query.data?.title ?? source.title;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <article
      aria-labelledby={headingId}
      className="flex min-h-0 flex-1 flex-col"
      data-testid="chat-article"
    >
      <div className="border-gray-200 border-b px-4 py-2">
        <button
          type="button"
          onClick={onBack}
          className="btn-quiet -ms-2 px-2"
          data-testid="chat-article-back"
        >
          <Icon d="M12 4l-6 6 6 6" />
          {t('chat.back')}
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling area must be reachable by keyboard. */}
      <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="mb-3 font-bold text-gray-900 text-xl"
        >
          {title}
        </h3>
        {query.isPending ? (
          <p role="status" className="text-gray-700">
            {t('chat.articleLoading')}
          </p>
        ) : query.isError ? (
          <LoadError retry={query.refetch} retryLabel={t('chat.tryAgain')} look="chat">
            {t('chat.articleFailed')}
          </LoadError>
        ) : (
          <Markdown source={query.data.markdown} headingLevel={4} title={title} />
        )}
      </div>
    </article>
  );
}
