import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, addApiListener, apiRequest, getJson, NetworkError, setApiLanguage } from './api';
import { fetchCurrentUser } from './auth';
import { createQueryClient } from './queryClient';

function answer(status: number, body: string, statusText = '') {
  return new Response(status === 204 ? null : body, { status, statusText });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiLanguage('en');
});

describe('apiRequest (SPEC 7)', () => {
  it('sends credentials, JSON and the interface language', async () => {
    const fetchMock = vi.fn(async () => answer(201, '{"ok":true}'));
    vi.stubGlobal('fetch', fetchMock);
    setApiLanguage('es');
    await apiRequest('POST', '/api/register', { a: 1 });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/register');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Accept-Language': 'es',
    });
  });

  it("raises '{status}: {body}' for a non-OK answer, and keeps the server's message", async () => {
    vi.stubGlobal('fetch', async () => answer(409, '{"message":"Email taken"}', 'Conflict'));
    const error = await apiRequest('POST', '/api/register', {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('409: {"message":"Email taken"}');
    expect(error.status).toBe(409);
    expect(error.userMessage).toBe('Email taken');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', async () => answer(500, '', 'Internal Server Error'));
    await expect(getJson('/api/applications')).rejects.toThrow('500: Internal Server Error');
  });

  it('raises a NetworkError when there is no answer', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(getJson('/api/applications')).rejects.toBeInstanceOf(NetworkError);
  });

  it('tells listeners about successes and 401s', async () => {
    const success = vi.fn();
    const unauthorized = vi.fn();
    const remove = addApiListener({ success, unauthorized });
    vi.stubGlobal('fetch', async () => answer(200, '[]'));
    await getJson('/api/applications');
    vi.stubGlobal('fetch', async () => answer(401, '{"message":"Please sign in"}'));
    await getJson('/api/applications').catch(() => undefined);
    remove();
    await getJson('/api/applications').catch(() => undefined);
    expect(success).toHaveBeenCalledTimes(1);
    expect(success.mock.calls[0]?.[0]).toBe('/api/applications');
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('current user (SPEC 7)', () => {
  it('is null on 401, on any other failure and on a network failure', async () => {
    vi.stubGlobal('fetch', async () => answer(401, '{"message":"x"}'));
    expect(await fetchCurrentUser()).toBeNull();
    vi.stubGlobal('fetch', async () => answer(500, ''));
    expect(await fetchCurrentUser()).toBeNull();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    expect(await fetchCurrentUser()).toBeNull();
  });

  it('is the user when signed in', async () => {
    const user = {
      id: 'u1',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      phone: null,
      zipCode: null,
    };
    vi.stubGlobal('fetch', async () => answer(200, JSON.stringify(user)));
    expect(await fetchCurrentUser()).toEqual(user);
  });
});

describe('query client defaults (SPEC 7)', () => {
  it('never goes stale, never retries, never refetches on focus, never polls', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
