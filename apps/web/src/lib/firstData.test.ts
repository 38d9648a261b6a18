import { describe, expect, it } from 'vitest';
import { FIRST_DATA_WAIT_MS, settledWithin } from './firstData';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
};
const never = () => new Promise<void>(() => undefined);

describe('settledWithin (decision 0800)', () => {
  it('waits until every read has its answer, a failure included', async () => {
    const [first, second] = [deferred(), deferred()];
    const ready = settledWithin([first.promise, second.promise], FIRST_DATA_WAIT_MS, never);
    first.resolve();
    expect(await settled(ready)).toBe(false);
    second.reject(new Error('offline'));
    expect(await settled(ready)).toBe(true);
  });

  it('stops waiting after FIRST_DATA_WAIT_MS', async () => {
    const waited: number[] = [];
    const timer = deferred();
    const ready = settledWithin([never()], undefined, (ms) => {
      waited.push(ms);
      return timer.promise;
    });
    expect(await settled(ready)).toBe(false);
    timer.resolve();
    expect(await settled(ready)).toBe(true);
    expect(waited).toEqual([FIRST_DATA_WAIT_MS]);
  });

  it('does not wait (nor start a timer) with no read', async () => {
    const waited: number[] = [];
    const ready = settledWithin([], FIRST_DATA_WAIT_MS, (ms) => {
      waited.push(ms);
      return never();
    });
    expect(await settled(ready)).toBe(true);
    expect(waited).toEqual([]);
  });
});
