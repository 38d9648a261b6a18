import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearHelpStep,
  closeChat,
  getChatState,
  historyPath,
  initialChatState,
  openChat,
  openChatWith,
  resetChat,
  setChatPage,
  subscribeChat,
  takeDraft,
  toggleChat,
} from './chatStore';

afterEach(() => {
  resetChat();
  setChatPage(null);
});

describe('chat store', () => {
  it('starts closed, and remembers that the panel was opened once', () => {
    expect(getChatState()).toEqual(initialChatState());
    openChat();
    expect(getChatState()).toMatchObject({ open: true, started: true });
    closeChat();
    expect(getChatState()).toMatchObject({ open: false, started: true });
    toggleChat();
    expect(getChatState().open).toBe(true);
    toggleChat();
    expect(getChatState().open).toBe(false);
  });

  it('tells listeners about changes only, and stops when unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeChat(listener);
    closeChat();
    expect(listener).not.toHaveBeenCalled();
    openChat();
    openChat();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    closeChat();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('opens with a question ready to send, once per call, with the step it is about', () => {
    openChatWith('What should I do on the “Your Income” step?', 'income-categories');
    const first = getChatState();
    expect(first).toMatchObject({
      open: true,
      started: true,
      helpStep: 'income-categories',
      draft: { text: 'What should I do on the “Your Income” step?' },
    });
    takeDraft(first.draft!.id + 1);
    expect(getChatState().draft).toEqual(first.draft);
    takeDraft(first.draft!.id);
    expect(getChatState().draft).toBeNull();
    // The same question again is a new draft (the applicant asked again).
    openChatWith('What should I do on the “Your Income” step?', 'income-categories');
    expect(getChatState().draft!.id).toBeGreaterThan(first.draft!.id);
    clearHelpStep();
    expect(getChatState().helpStep).toBeNull();
    openChatWith('Anything');
    expect(getChatState().helpStep).toBeNull();
  });

  it('keeps the page the wizard is on, and forgets the rest on reset', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeChat(listener);
    setChatPage({ applicationId: 12, step: 'income-categories' });
    setChatPage({ applicationId: 12, step: 'income-categories' });
    expect(listener).toHaveBeenCalledTimes(1);
    openChatWith('Q', 'income-categories');
    resetChat();
    expect(getChatState()).toEqual({
      ...initialChatState(),
      page: { applicationId: 12, step: 'income-categories' },
    });
    setChatPage(null);
    expect(getChatState().page).toEqual({ applicationId: null, step: null });
    unsubscribe();
  });

  it('reads the application history on a wizard step with a draft, else the general one', () => {
    expect(historyPath({ applicationId: null, step: null })).toBe('/api/chat-history');
    expect(historyPath({ applicationId: null, step: 'account-creation' })).toBe(
      '/api/chat-history',
    );
    expect(historyPath({ applicationId: 42, step: 'income-categories' })).toBe(
      '/api/chat-history/42',
    );
  });
});
