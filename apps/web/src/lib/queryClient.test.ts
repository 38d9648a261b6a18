import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, JUST_READ_MS, readOnEachOpening } from './queryClient';

// A step's "always read again" query (SPEC 7), as a step mounting it sees it: the number of
// reads the server gets when an observer subscribes.
async function readsOnOpening(prepare: (client: ReturnType<typeof createQueryClient>) => void) {
  const client = createQueryClient();
  const queryFn = vi.fn(async () => ['entry']);
  await client.prefetchQuery({ queryKey: ['/api/income-entries?applicationId=1'], queryFn });
  prepare(client);
  const before = queryFn.mock.calls.length;
  const observer = new QueryObserver(client, {
    queryKey: ['/api/income-entries?applicationId=1'],
    queryFn,
    ...readOnEachOpening,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  unsubscribe();
  return queryFn.mock.calls.length - before;
}

afterEach(() => vi.useRealTimers());

describe('readOnEachOpening (SPEC 7, issue 21)', () => {
  it('does not read again an answer that arrived a moment ago for this opening', async () => {
    expect(await readsOnOpening(() => undefined)).toBe(0);
  });

  it('reads again an answer older than the opening', async () => {
    const reads = await readsOnOpening(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + JUST_READ_MS + 1);
    });
    expect(reads).toBe(1);
  });

  it('reads again an answer a change marked out of date, however recent', async () => {
    const reads = await readsOnOpening((client) => {
      void client.invalidateQueries({ refetchType: 'none' });
    });
    expect(reads).toBe(1);
  });
});
