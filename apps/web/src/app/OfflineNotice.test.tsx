// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRequest, NetworkError } from '../lib/api';
import { mockFetch, renderWithQuery, setupTexts } from '../test/render';
import { OfflineNotice } from './OfflineNotice';

beforeAll(setupTexts);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => void window.dispatchEvent(new Event('online')));
});

const OFFLINE_TEXT = 'You are offline. We will save when you are back.';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

function comeBack() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

describe('a save without a connection (decision 0522)', () => {
  it('is announced, kept, and sent when the connection returns', async () => {
    const calls = mockFetch(() => ({ body: { id: 3, hasBusinessExpenses: true } }));
    renderWithQuery(<OfflineNotice />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    goOffline();
    expect(status.textContent).toBe(OFFLINE_TEXT);
    let answered: unknown;
    const saving = apiRequest('PATCH', '/api/applications/3', { hasBusinessExpenses: true }).then(
      async (response) => {
        answered = await response.json();
      },
    );
    await Promise.resolve();
    expect(calls).toEqual([]);
    expect(localStorage.getItem('benefits.offlineSaves.v1')).toContain('hasBusinessExpenses');

    comeBack();
    await act(() => saving);
    expect(calls).toEqual([
      { method: 'PATCH', path: '/api/applications/3', body: { hasBusinessExpenses: true } },
    ]);
    expect(answered).toEqual({ id: 3, hasBusinessExpenses: true });
    await waitFor(() => expect(status.textContent).toBe(''));
    expect(localStorage.getItem('benefits.offlineSaves.v1')).toBeNull();
  });

  it('waits for a save whose connection dropped on the way, and says it is sending', async () => {
    let reachable = false;
    const fetchMock = vi.fn(async () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithQuery(<OfflineNotice />);
    const saving = apiRequest('PUT', '/api/applications/3/home-costs', { housing: 'rent' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'You are back online. Saving your answers…',
      ),
    );
    reachable = true;
    comeBack();
    expect((await saving).status).toBe(200);
    // Sent, tried again at once from the queue, then sent when the connection came back.
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not keep what must not wait: a dropped submission fails at once', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('POST', '/api/applications/3/submit', {}).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(localStorage.getItem('benefits.offlineSaves.v1')).toBeNull();
  });
});
