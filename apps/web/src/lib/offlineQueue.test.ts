import { describe, expect, it, vi } from 'vitest';
import {
  createOfflineQueue,
  type QueuedWrite,
  readStored,
  SavesCleared,
  waitingMethod,
} from './offlineQueue';

/** A Storage in memory, as localStorage behaves. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

const ok = (body: unknown = {}) => new Response(JSON.stringify(body), { status: 200 });
const patch = (path: string, body: unknown) => ({ method: 'PATCH' as const, path, body });

/** A queue whose server answers with `answer`, recording what it was sent. */
function setup(options: {
  online: boolean;
  storage?: Storage;
  answer?: (write: QueuedWrite) => Promise<Response>;
}) {
  const sent: QueuedWrite[] = [];
  const storage = options.storage ?? memoryStorage();
  let ids = 0;
  const queue = createOfflineQueue({
    storage,
    online: options.online,
    newId: () => {
      ids += 1;
      return `w${ids}`;
    },
    send: async (write) => {
      sent.push(write);
      return options.answer ? options.answer(write) : ok({ saved: write.body });
    },
  });
  return { queue, sent, storage };
}

describe('which requests may wait for the connection', () => {
  it.each([
    ['PATCH', '/api/applications/12', 'PATCH'],
    ['PUT', '/api/applications/12/home-costs', 'PUT'],
    ['PUT', '/api/applications/12/household', 'PUT'],
    ['PUT', '/api/applications/12/home-address', 'PUT'],
    ['PUT', '/api/applications/12/resources', 'PUT'],
    // Entry forms send again themselves (wizard/EntryForm.tsx); a POST may have created the row.
    ['POST', '/api/income-entries', undefined],
    ['PATCH', '/api/income-entries/4', undefined],
    ['POST', '/api/applications', undefined],
    // Never a submission, a sign-in, a chat message or a read.
    ['POST', '/api/applications/12/submit', undefined],
    ['POST', '/api/auth/sign-in/code', undefined],
    ['POST', '/api/chatbot', undefined],
    ['GET', '/api/applications/12', undefined],
    ['DELETE', '/api/applications/12', undefined],
  ] as const)('%s %s -> %s', (method, path, expected) => {
    expect(waitingMethod(method, path)).toBe(expected);
  });
});

describe('the offline queue', () => {
  it('keeps a save while offline, in storage, and sends it when the connection returns', async () => {
    const { queue, sent, storage } = setup({ online: false });
    const saved = queue.enqueue(patch('/api/applications/1', { hasBusinessExpenses: true }));
    await Promise.resolve();
    expect(sent).toEqual([]);
    expect(queue.state()).toEqual({ online: false, waiting: 1 });
    expect(readStored(storage)).toEqual([
      { id: 'w1', ...patch('/api/applications/1', { hasBusinessExpenses: true }) },
    ]);

    queue.setOnline(true);
    const response = await saved;
    expect(await response.json()).toEqual({ saved: { hasBusinessExpenses: true } });
    expect(sent).toHaveLength(1);
    expect(queue.state()).toEqual({ online: true, waiting: 0 });
    expect(readStored(storage)).toEqual([]);
  });

  it('merges PATCHes of the same thing and replaces a PUT, keeping the order of the rest', async () => {
    const { queue, sent } = setup({ online: false });
    const first = queue.enqueue(patch('/api/applications/1', { hasBusinessExpenses: true }));
    const second = queue.enqueue(patch('/api/applications/1', { furthestStep: 'home-costs' }));
    const put = queue.enqueue({
      method: 'PUT',
      path: '/api/applications/1/home-costs',
      body: { a: 1 },
    });
    const put2 = queue.enqueue({
      method: 'PUT',
      path: '/api/applications/1/home-costs',
      body: { a: 2 },
    });
    queue.setOnline(true);
    await Promise.all([first, second, put, put2]);
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      patch('/api/applications/1', { hasBusinessExpenses: true, furthestStep: 'home-costs' }),
      { method: 'PUT', path: '/api/applications/1/home-costs', body: { a: 2 } },
    ]);
  });

  it('never merges into a save already on its way', async () => {
    let release: (response: Response) => void = () => undefined;
    const { queue, sent } = setup({
      online: true,
      answer: (write) =>
        write.body && (write.body as { a?: number }).a === 1
          ? new Promise((resolve) => {
              release = resolve;
            })
          : Promise.resolve(ok()),
    });
    const first = queue.enqueue(patch('/api/applications/1', { a: 1 }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const second = queue.enqueue(patch('/api/applications/1', { b: 2 }));
    release(ok());
    await Promise.all([first, second]);
    expect(sent.map((write) => write.body)).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('keeps a save the server could not be reached for, and tries again later', async () => {
    vi.useFakeTimers();
    try {
      let reachable = false;
      const { queue, sent } = setup({
        online: true,
        answer: async () => {
          if (!reachable) throw new TypeError('Failed to fetch');
          return ok();
        },
      });
      const saved = queue.enqueue(patch('/api/applications/1', { a: 1 }));
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(queue.state().waiting).toBe(1);
      reachable = true;
      await vi.advanceTimersByTimeAsync(10_000);
      await saved;
      expect(sent).toHaveLength(2);
      expect(queue.state().waiting).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds saves after a 401 until a request of the app succeeds again', async () => {
    let signedIn = false;
    const { queue, sent } = setup({
      online: false,
      answer: async () => (signedIn ? ok() : new Response('', { status: 401 })),
    });
    const saved = queue.enqueue(patch('/api/applications/1', { a: 1 }));
    queue.setOnline(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await queue.flush();
    // Held: the connection coming back again sends nothing.
    queue.setOnline(true);
    await queue.flush();
    expect(sent).toHaveLength(1);
    expect(queue.state().waiting).toBe(1);
    signedIn = true;
    queue.resume();
    await saved;
    expect(sent).toHaveLength(2);
  });

  it('gives a refusal to the step that waits, and drops the save', async () => {
    const { queue } = setup({
      online: false,
      answer: async () => new Response('{"message":"No"}', { status: 409 }),
    });
    const saved = queue.enqueue(patch('/api/applications/1', { a: 1 }));
    queue.setOnline(true);
    expect((await saved).status).toBe(409);
    expect(queue.state().waiting).toBe(0);
  });

  it('sends saves kept before a reload when the app starts online, and says so', async () => {
    const storage = memoryStorage();
    const before = setup({ online: false, storage });
    void before.queue.enqueue(patch('/api/applications/7', { a: 1 }));
    await Promise.resolve();

    const after = setup({ online: true, storage });
    const sentUnawaited = vi.fn();
    after.queue.onSentUnawaited(sentUnawaited);
    expect(after.queue.state()).toEqual({ online: true, waiting: 1 });
    await after.queue.flush();
    expect(after.sent.map((write) => write.path)).toEqual(['/api/applications/7']);
    expect(sentUnawaited).toHaveBeenCalledTimes(1);
    expect(readStored(storage)).toEqual([]);
  });

  it('reads only well-formed saves back from storage', () => {
    const storage = memoryStorage();
    storage.setItem(
      'benefits.offlineSaves.v1',
      JSON.stringify([
        { id: 'a', ...patch('/api/applications/1', { a: 1 }) },
        { id: 'b', method: 'POST', path: '/api/applications/1/submit', body: {} },
        { id: 'd', method: 'POST', path: '/api/income-entries', body: {} },
        { id: 'c', method: 'PATCH', path: '/api/applications/1' },
        'junk',
      ]),
    );
    expect(readStored(storage).map((write) => write.id)).toEqual(['a']);
    storage.setItem('benefits.offlineSaves.v1', '{not json');
    expect(readStored(storage)).toEqual([]);
  });

  it('tells subscribers when the connection or the number of waiting saves changes', async () => {
    const { queue } = setup({ online: true });
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.setOnline(false);
    expect(queue.state()).toEqual({ online: false, waiting: 0 });
    void queue.enqueue(patch('/api/applications/1', { a: 1 }));
    expect(queue.state()).toEqual({ online: false, waiting: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('signing out', () => {
  it('forgets the kept saves, in memory and in storage, and tells the step that waited', async () => {
    const { queue, sent, storage } = setup({ online: false });
    const saved = queue.enqueue(patch('/api/applications/1', { ssn: '123' }));
    expect(readStored(storage)).toHaveLength(1);
    queue.clear();
    await expect(saved).rejects.toBeInstanceOf(SavesCleared);
    expect(storage.getItem('benefits.offlineSaves.v1')).toBeNull();
    expect(queue.state().waiting).toBe(0);
    queue.setOnline(true);
    await queue.flush();
    expect(sent).toEqual([]);
  });

  it('drops saves held by a 401, so the next person to sign in never sends them', async () => {
    let signedIn = false;
    const { queue, sent, storage } = setup({
      online: false,
      answer: async () => (signedIn ? ok() : new Response('', { status: 401 })),
    });
    void queue.enqueue(patch('/api/applications/1', { a: 1 })).catch(() => undefined);
    queue.setOnline(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await queue.flush();
    queue.clear();
    signedIn = true;
    queue.resume();
    await queue.flush();
    expect(sent).toHaveLength(1);
    expect(readStored(storage)).toEqual([]);
  });

  it('tells nobody of a save that was on its way when cleared, and reads nothing again', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { queue, sent } = setup({
      online: false,
      answer: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const saved = queue.enqueue(patch('/api/applications/1', { a: 1 }));
    const sentUnawaited = vi.fn();
    queue.onSentUnawaited(sentUnawaited);
    queue.setOnline(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    queue.clear();
    await expect(saved).rejects.toBeInstanceOf(SavesCleared);
    answer(new Response('', { status: 401 }));
    await queue.flush();
    expect(sentUnawaited).not.toHaveBeenCalled();
    // Not held by that 401: a later save goes at once.
    const next = queue.enqueue(patch('/api/applications/2', { b: 1 }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    answer(ok());
    expect((await next).status).toBe(200);
  });
});
