import { describe, expect, it } from 'vitest';
import { parseTicks, readTicks, saveTicks, ticksKey } from './ticksStorage';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  } as unknown as Storage & { map: Map<string, string> };
}

describe('step 12 ticks kept for the tab', () => {
  it('saves, reads back and forgets the ticks of one application', () => {
    const store = memory();
    const ticks = {
      attestations: {
        accurateInformation: true,
        understandPenalties: false,
        allowVerification: true,
        consentToContact: false,
      },
      acknowledgeIssues: true,
    };
    saveTicks(7, ticks, store);
    expect(readTicks(7, store)).toEqual(ticks);
    expect(readTicks(8, store)).toBeNull();
    saveTicks(7, null, store);
    expect(readTicks(7, store)).toBeNull();
    expect(ticksKey(7)).toBe('benefits.review.ticks.7');
  });

  it('reads only booleans that are true, and nothing from broken text', () => {
    expect(parseTicks(null)).toBeNull();
    expect(parseTicks('not json')).toBeNull();
    expect(parseTicks('null')).toBeNull();
    expect(parseTicks('{"acknowledgeIssues":true}')).toBeNull();
    expect(
      parseTicks('{"attestations":{"accurateInformation":"yes","consentToContact":true}}'),
    ).toEqual({
      attestations: {
        accurateInformation: false,
        understandPenalties: false,
        allowVerification: false,
        consentToContact: true,
      },
      acknowledgeIssues: false,
    });
  });

  it('carries on when storage refuses or is missing', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => saveTicks(1, null, null)).not.toThrow();
    expect(() =>
      saveTicks(
        1,
        { attestations: parseTicks('{"attestations":{}}')!.attestations, acknowledgeIssues: false },
        refusing,
      ),
    ).not.toThrow();
    expect(readTicks(1, null)).toBeNull();
  });
});
