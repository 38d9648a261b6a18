import type { ChatMessageView } from './chatApi';

/** SPEC 2: the history is shown as user/AI pairs. Either half can be missing. */
export interface ChatPair {
  key: string;
  question: ChatMessageView | null;
  answer: ChatMessageView | null;
}

/**
 * Pairs each applicant message with the AI message that follows it. An AI message with no
 * question before it, or a question never answered (a failed send), stays a pair of its own.
 */
export function toPairs(messages: readonly ChatMessageView[]): ChatPair[] {
  const pairs: ChatPair[] = [];
  for (const message of messages) {
    const last = pairs.at(-1);
    if (message.isAiResponse) {
      if (last?.question && !last.answer) last.answer = message;
      else pairs.push({ key: `a${message.id}`, question: null, answer: message });
    } else {
      pairs.push({ key: `q${message.id}`, question: message, answer: null });
    }
  }
  return pairs;
}

/**
 * The question as the widget shows it while it is being answered. Its key stays the key of
 * its pair once the answer is in, so only the answer is new to a screen reader's log.
 */
export function localQuestion(id: number, message: string, now = new Date()): ChatMessageView {
  return { id, message, isAiResponse: false, createdAt: now.toISOString(), sources: [] };
}

/** The history after a sent question and its answer. */
export function withExchange(
  history: readonly ChatMessageView[] | undefined,
  question: ChatMessageView,
  answer: ChatMessageView,
): ChatMessageView[] {
  return [...(history ?? []), question, answer];
}
