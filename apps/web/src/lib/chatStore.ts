import { useSyncExternalStore } from 'react';

// A tiny external store shared by the chat widget (mounted once for signed-in pages) and
// the wizard's progress header, which sit in different lazy chunks and different trees.
// It holds no messages: those live in TanStack Query's cache.

/** A question put in the input, not sent. `id` changes each time, so the same text twice applies twice. */
export interface ChatDraft {
  id: number;
  text: string;
}

/** What the page behind the widget is: the wizard publishes its draft's id and its step. */
export interface ChatPage {
  applicationId: number | null;
  step: string | null;
}

export interface ChatState {
  open: boolean;
  /** True from the first open on: the panel's chunk is loaded and stays mounted. */
  started: boolean;
  draft: ChatDraft | null;
  /** The wizard step whose help was asked for (its help text is shown above the input). */
  helpStep: string | null;
  page: ChatPage;
}

const noPage: ChatPage = { applicationId: null, step: null };

export function initialChatState(): ChatState {
  return { open: false, started: false, draft: null, helpStep: null, page: noPage };
}

let state: ChatState = initialChatState();
let draftCounter = 0;
const listeners = new Set<() => void>();

function update(next: Partial<ChatState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeChat(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getChatState(): ChatState {
  return state;
}

export function useChatState(): ChatState {
  return useSyncExternalStore(subscribeChat, getChatState, getChatState);
}

export function openChat() {
  if (!state.open) update({ open: true, started: true });
}

export function closeChat() {
  if (state.open) update({ open: false });
}

export function toggleChat() {
  if (state.open) closeChat();
  else openChat();
}

/**
 * Opens the widget with `question` in the input, ready to send (never sent for the applicant).
 * `helpStep` names the wizard step the question is about, so its help text can be shown.
 */
export function openChatWith(question: string, helpStep: string | null = null) {
  draftCounter += 1;
  update({
    open: true,
    started: true,
    draft: { id: draftCounter, text: question },
    helpStep,
  });
}

/** The panel took the draft into its input. */
export function takeDraft(id: number) {
  if (state.draft?.id === id) update({ draft: null });
}

/** The applicant dismissed the step's help text. */
export function clearHelpStep() {
  if (state.helpStep !== null) update({ helpStep: null });
}

/** The wizard says which application and step are on screen; null when it leaves. */
export function setChatPage(page: ChatPage | null) {
  const next = page ?? noPage;
  if (next.applicationId === state.page.applicationId && next.step === state.page.step) return;
  update({ page: next });
}

/** Sign-out (or another applicant): closed, no draft, panel unloaded. The page stays its own. */
export function resetChat() {
  state = { ...initialChatState(), page: state.page };
  for (const listener of listeners) listener();
}

/** The history to show: the application's on a wizard step with a draft, else the general one. */
export function historyPath(page: ChatPage): string {
  return page.applicationId === null
    ? '/api/chat-history'
    : `/api/chat-history/${page.applicationId}`;
}
