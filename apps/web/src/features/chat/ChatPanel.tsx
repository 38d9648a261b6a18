import { chatMessageField, isWizardStep } from '@benefits/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FieldError, fieldMessage } from '../../components/form';
import { CloseIcon } from '../../components/icons';
import { currentLanguage } from '../../i18n';
import { ApiError, NetworkError } from '../../lib/api';
import {
  type ChatPage,
  clearHelpStep,
  getChatState,
  historyPath,
  takeDraft,
  useChatState,
} from '../../lib/chatStore';
import { AiBubble, Answer, ArticleView, Thinking, UserBubble } from './ChatMessages';
import { type ChatMessageView, type ChatSource, sendChatMessage, toHistory } from './chatApi';
import { localQuestion, toPairs, withExchange } from './history';

const chatFormSchema = z.object({ message: chatMessageField });
type ChatForm = { message: string };

/** Where focus goes back to when the article view closes. */
interface OpenArticle {
  source: ChatSource;
  returnTo: string;
}

let localIds = 0;

/** The applicant's own words for what went wrong; what they typed is back in the box. */
function sendError(t: TFunction, error: unknown): string {
  if (error instanceof NetworkError) return t('chat.offline');
  if (error instanceof ApiError && error.status === 400 && error.userMessage) {
    return error.userMessage;
  }
  return t('chat.sendFailed');
}

function isChatHistoryKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith('/api/chat-history');
}

/**
 * The open widget: the conversation (an aria-live log of user/AI pairs under the welcome
 * message), the question form, and the article view for an answer's sources.
 */
export default function ChatPanel({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const chat = useChatState();
  const id = useId();
  const inputId = `${id}-message`;
  const errorId = `${id}-error`;
  const historyKey = historyPath(chat.page);

  // SPEC 4: the history is fetched only while the widget is open.
  const history = useQuery({
    queryKey: [historyKey],
    enabled: open,
    select: toHistory,
  });

  const [pending, setPending] = useState<ChatMessageView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sending = useRef(false);
  const [article, setArticle] = useState<OpenArticle | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<string | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setFocus,
    clearErrors,
    formState: { errors },
  } = useForm<ChatForm>({
    resolver: zodResolver(chatFormSchema),
    defaultValues: { message: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });

  const focusInput = () => {
    // The panel was hidden a moment ago; focus once it is shown.
    requestAnimationFrame(() => {
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      if (!input) return;
      input.focus();
      const end = input.value.length;
      input.setSelectionRange(end, end);
    });
  };

  // Opening the widget puts the cursor in the question box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening is the trigger.
  useEffect(() => {
    if (open && !getChatState().draft) focusInput();
  }, [open]);

  // The header's help button: its question goes in the box, ready to send (never sent).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is the trigger.
  useEffect(() => {
    const draft = chat.draft;
    if (!draft) return;
    setArticle(null);
    clearErrors();
    setValue('message', draft.text);
    takeDraft(draft.id);
    focusInput();
  }, [chat.draft]);

  const messages = history.data ?? [];
  // The question being answered keeps its pair's key once the answer is in the history, so
  // the log only gains the answer (and a screen reader reads only that).
  const waiting =
    pending && !messages.some((message) => message.id === pending.id) ? pending : null;
  const pairs = toPairs(waiting ? [...messages, waiting] : messages);
  const lastPairKey = pairs.at(-1)?.key;

  useEffect(() => {
    if (pending && !waiting) setPending(null);
  }, [pending, waiting]);

  // Closing the widget leaves an article: it opens again on the conversation.
  useEffect(() => {
    if (!open) {
      returnFocus.current = null;
      setArticle(null);
    }
  }, [open]);

  // New messages scroll into view (instantly: nothing slides for reduced-motion users).
  // biome-ignore lint/correctness/useExhaustiveDependencies: new content is the trigger.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastPairKey, waiting, failure, history.isSuccess, article]);

  // Back from an article: focus returns to the link that opened it.
  useEffect(() => {
    if (article || !returnFocus.current) return;
    const selector = `[data-source-key="${CSS.escape(returnFocus.current)}"]`;
    returnFocus.current = null;
    (logRef.current?.querySelector(selector) as HTMLElement | null)?.focus();
  }, [article]);

  const send = handleSubmit(async ({ message }) => {
    // SPEC 4: sending is blocked while a send is pending.
    if (sending.current) {
      setNotice(t('chat.waitForAnswer'));
      return;
    }
    sending.current = true;
    setNotice(null);
    setFailure(null);
    const page: ChatPage = chat.page;
    const key = historyPath(page);
    localIds -= 1;
    const question = localQuestion(localIds, message);
    setPending(question);
    setValue('message', '');
    try {
      // A question asked while the history loads goes after it, not before.
      await queryClient.fetchQuery({ queryKey: [key] }).catch(() => undefined);
      const answer = await sendChatMessage({
        message,
        applicationId: page.applicationId,
        // The interface language, so the answer comes in the applicant's language.
        language: currentLanguage(),
      });
      queryClient.setQueryData<unknown>([key], (old: unknown) =>
        withExchange(toHistory(old), question, answer),
      );
      // The other histories (general, or another application's) may now hold it too.
      void queryClient.invalidateQueries({
        predicate: (query) => isChatHistoryKey(query.queryKey[0]) && query.queryKey[0] !== key,
      });
      // The applicant moved to another application meanwhile: this history is not on screen.
      if (historyPath(getChatState().page) !== key) setPending(null);
    } catch (error) {
      setPending(null);
      setFailure(sendError(t, error));
      // Nothing is lost: the question goes back in the box unless something new is there.
      if (!getValues('message').trim()) setValue('message', message);
      setFocus('message');
    } finally {
      sending.current = false;
    }
  });

  const openArticle = (source: ChatSource, sourceKey: string) => {
    returnFocus.current = sourceKey;
    setArticle({ source, returnTo: sourceKey });
  };

  const helpStep =
    chat.helpStep !== null && chat.helpStep === chat.page.step && isWizardStep(chat.helpStep)
      ? chat.helpStep
      : null;
  const fieldError = fieldMessage(t, errors.message?.message);
  const loadingHistory = open && history.isPending;

  return (
    <>
      {article ? (
        <ArticleView
          source={article.source}
          onBack={() => {
            setArticle(null);
          }}
        />
      ) : null}
      <div hidden={article !== null} className="flex min-h-0 flex-1 flex-col">
        {loadingHistory ? (
          <p role="status" className="flex-1 p-4 text-gray-700">
            {pending ? t('chat.thinking') : t('chat.loadingHistory')}
          </p>
        ) : (
          // Appears once the history is in, so only what is new is read out.
          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label={t('chat.logLabel')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling area must be reachable by keyboard.
            tabIndex={0}
            data-testid="chat-log"
            className="min-h-0 flex-1 overflow-y-auto px-4 py-3"
          >
            <ol className="grid gap-4">
              <li>
                <AiBubble label={t('chat.helper')}>
                  <p data-testid="chat-welcome">{t('chat.welcome')}</p>
                </AiBubble>
              </li>
              {history.isError ? (
                <li className="grid justify-items-start gap-2">
                  <p className="text-gray-800">{t('chat.historyFailed')}</p>
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => void history.refetch()}
                  >
                    {t('chat.tryAgain')}
                  </button>
                </li>
              ) : null}
              {pairs.map((pair) => (
                <li key={pair.key} className="grid gap-3" data-testid="chat-pair">
                  {pair.question ? <UserBubble message={pair.question} /> : null}
                  {pair.answer ? (
                    <Answer message={pair.answer} pairKey={pair.key} onOpen={openArticle} />
                  ) : pair.question === waiting ? (
                    <Thinking />
                  ) : null}
                </li>
              ))}
              {failure ? (
                <li>
                  <p
                    className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800"
                    data-testid="chat-failure"
                  >
                    {failure}
                  </p>
                </li>
              ) : null}
            </ol>
          </div>
        )}

        <form
          noValidate
          onSubmit={send}
          className="grid gap-2 border-gray-200 border-t px-4 py-3"
          data-testid="chat-form"
        >
          {helpStep ? (
            <div
              className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm"
              data-testid="chat-step-help"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-gray-900">{t('chat.stepHelpTitle')}</p>
                <p className="text-gray-900">{t(`wizard.steps.${helpStep}.help`)}</p>
              </div>
              <button
                type="button"
                onClick={clearHelpStep}
                aria-label={t('chat.stepHelpHide')}
                className="btn-quiet -m-2 shrink-0 px-2"
              >
                <CloseIcon className="h-4 w-4" />
              </button>
            </div>
          ) : null}
          <label htmlFor={inputId} className="font-semibold text-gray-900">
            {t('chat.inputLabel')}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              type="text"
              autoComplete="off"
              enterKeyHint="send"
              maxLength={2000}
              className="field-input min-w-0 flex-1"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              data-testid="chat-input"
              {...register('message')}
            />
            <button
              type="submit"
              className="btn-primary shrink-0 px-4"
              aria-disabled={pending ? true : undefined}
              data-testid="chat-send"
            >
              {t('chat.send')}
            </button>
          </div>
          {/* Always present, so a new message in it is announced. */}
          <div role="alert" className="empty:hidden">
            {fieldError ? <FieldError id={errorId}>{fieldError}</FieldError> : null}
            {notice && pending ? <p className="text-gray-800 text-sm">{notice}</p> : null}
          </div>
        </form>
      </div>
    </>
  );
}
