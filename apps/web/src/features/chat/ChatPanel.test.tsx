// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, mockFetch, renderWithQuery, setupTexts } from '../../test/render';
import ChatPanel from './ChatPanel';

const question = 'Can I get SNAP if I work part time?';
const answer = {
  id: 12,
  message: 'Yes. **Working** does not stop you from getting SNAP.',
  isAiResponse: true,
  createdAt: '2026-11-25T10:00:00.000Z',
  sources: [{ id: 'snap-work', title: 'SNAP and work' }],
};

/** The chat API: an empty history; `reply` answers the question. */
function chatServer(reply: (call: FetchCall) => { status?: number; body?: unknown }) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/chat-history') return { body: [] };
    if (call.method === 'POST' && call.path === '/api/chatbot') return reply(call);
    return { status: 404, body: { error: 'Not found' } };
  });
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Your question' });

beforeAll(setupTexts);
beforeEach(() => {
  // The panel focuses its input on the next frame.
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(run, 0));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the chat panel', () => {
  it('sends the question and shows it with the answer and its source', async () => {
    const calls = chatServer(() => ({ body: answer }));
    const user = userEvent.setup();
    renderWithQuery(<ChatPanel open />);
    await screen.findByTestId('chat-welcome');

    await user.type(input(), question);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const log = await screen.findByRole('log');
    await within(log).findByText(/does not stop you from getting SNAP/);
    expect(within(log).getByText(question)).toBeTruthy();
    expect(within(log).getByRole('button', { name: /SNAP and work/ })).toBeTruthy();
    expect(input().value).toBe('');
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ message: question, language: 'en' });
  });

  it('says when no answer came, and puts the question back in the box with focus', async () => {
    chatServer(() => ({ status: 500, body: { error: 'Internal Server Error' } }));
    const user = userEvent.setup();
    renderWithQuery(<ChatPanel open />);
    await screen.findByTestId('chat-welcome');

    await user.type(input(), question);
    await user.keyboard('{Enter}');

    const failure = await screen.findByTestId('chat-failure');
    expect(failure.textContent).toBe(
      'Sorry, we could not get an answer. Your question is still in the box. Please try again.',
    );
    expect(input().value).toBe(question);
    expect(document.activeElement).toBe(input());
    expect(screen.queryByText(/does not stop you/)).toBeNull();
  });

  it('refuses an empty question with a message tied to the box, without sending', async () => {
    const calls = chatServer(() => ({ body: answer }));
    const user = userEvent.setup();
    renderWithQuery(<ChatPanel open />);
    await screen.findByTestId('chat-welcome');

    await user.click(screen.getByRole('button', { name: 'Send' }));

    const box = input();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).not.toBe('');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
