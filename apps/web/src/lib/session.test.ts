import { describe, expect, it } from 'vitest';
import {
  countdownAnnouncement,
  endsAtAbsoluteLimit,
  formatCountdown,
  sessionEnd,
  toDeadlines,
} from './session';

describe('toDeadlines', () => {
  const status = {
    idleExpiresAt: '2026-01-01T12:15:00.000Z',
    absoluteExpiresAt: '2026-01-02T00:00:00.000Z',
  };

  it('shifts server times by the clock difference from the Date header', () => {
    // The phone's clock is 10 minutes fast.
    const serverNow = Date.parse('2026-01-01T12:00:00.000Z');
    const deviceNow = serverNow + 10 * 60_000;
    const deadlines = toDeadlines(status, new Date(serverNow).toUTCString(), deviceNow);
    expect(deadlines.idle - deviceNow).toBe(15 * 60_000);
    expect(deadlines.syncedAt).toBe(deviceNow);
  });

  it('trusts the device clock when there is no usable Date header', () => {
    const now = Date.parse('2026-01-01T12:00:00.000Z');
    expect(toDeadlines(status, null, now).idle).toBe(Date.parse(status.idleExpiresAt));
    expect(toDeadlines(status, 'nonsense', now).idle).toBe(Date.parse(status.idleExpiresAt));
  });

  it('ends at the earlier of the two limits', () => {
    expect(sessionEnd({ idle: 5, absolute: 9, syncedAt: 0 })).toBe(5);
    expect(sessionEnd({ idle: 9, absolute: 5, syncedAt: 0 })).toBe(5);
    expect(endsAtAbsoluteLimit({ idle: 9, absolute: 5, syncedAt: 0 })).toBe(true);
    expect(endsAtAbsoluteLimit({ idle: 5, absolute: 9, syncedAt: 0 })).toBe(false);
  });
});

describe('countdown', () => {
  it('formats minutes and seconds', () => {
    expect(formatCountdown(120_000)).toBe('2:00');
    expect(formatCountdown(61_001)).toBe('1:02');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('announces only at 2 minutes, 1 minute, 30 and 10 seconds', () => {
    expect(countdownAnnouncement(130_000)).toEqual({ unit: 'minutes', count: 2 });
    expect(countdownAnnouncement(119_000)).toEqual({ unit: 'minutes', count: 2 });
    expect(countdownAnnouncement(60_000)).toEqual({ unit: 'minutes', count: 1 });
    expect(countdownAnnouncement(45_000)).toEqual({ unit: 'minutes', count: 1 });
    expect(countdownAnnouncement(30_000)).toEqual({ unit: 'seconds', count: 30 });
    expect(countdownAnnouncement(11_000)).toEqual({ unit: 'seconds', count: 30 });
    expect(countdownAnnouncement(3_000)).toEqual({ unit: 'seconds', count: 10 });
  });
});
