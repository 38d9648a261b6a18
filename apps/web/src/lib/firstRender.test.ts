import { describe, expect, it } from 'vitest';
import { readyForFirstRender } from './firstRender';

/** A promise resolved by hand, and whether something waiting on it has gone on. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
};

describe('readyForFirstRender (decision 0800)', () => {
  it("waits on a signed-in page's shell for who is signed in, not only the texts", async () => {
    const user = deferred();
    const ready = readyForFirstRender('step', Promise.resolve(), user.promise);
    expect(await settled(ready)).toBe(false);
    user.resolve();
    expect(await settled(ready)).toBe(true);
  });

  it('draws any other page once its texts are ready', async () => {
    const user = deferred();
    expect(await settled(readyForFirstRender(undefined, Promise.resolve(), user.promise))).toBe(
      true,
    );
  });

  it('waits for the texts on every page', async () => {
    const texts = deferred();
    const ready = readyForFirstRender('dashboard', texts.promise, Promise.resolve());
    expect(await settled(ready)).toBe(false);
    texts.resolve();
    expect(await settled(ready)).toBe(true);
  });
});
