import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyTaps } from './earlyTaps';

const holder = globalThis as { __earlyTaps?: () => string[] };

afterEach(() => {
  delete holder.__earlyTaps;
});

describe('takeEarlyTaps', () => {
  it('gives the taps the boot script kept, once', () => {
    const kept = ['start', 'sign-in'];
    let calls = 0;
    holder.__earlyTaps = () => {
      calls += 1;
      return kept.splice(0);
    };
    expect(takeEarlyTaps()).toEqual(['start', 'sign-in']);
    expect(takeEarlyTaps()).toEqual([]);
    expect(calls).toBe(1);
  });

  it('gives nothing on a page without the boot script', () => {
    expect(takeEarlyTaps()).toEqual([]);
  });
});
