import type { SessionStatus } from '@benefits/domain';

/** DESIGN: warn 2 minutes before the idle limit. */
export const SESSION_WARNING_MS = 2 * 60_000;

/** Session limits in this device's clock, whatever that clock says the time is. */
export interface Deadlines {
  idle: number;
  absolute: number;
  /** When these were read from the server (device clock). */
  syncedAt: number;
}

/**
 * The server's ISO times, shifted by the difference between the server's clock (its Date
 * header) and this device's: cheap phones often have the wrong time.
 */
export function toDeadlines(
  status: SessionStatus,
  serverDate: string | null,
  now: number = Date.now(),
): Deadlines {
  const server = serverDate ? Date.parse(serverDate) : Number.NaN;
  const skew = Number.isFinite(server) ? now - server : 0;
  return {
    idle: Date.parse(status.idleExpiresAt) + skew,
    absolute: Date.parse(status.absoluteExpiresAt) + skew,
    syncedAt: now,
  };
}

/** When the session ends if nothing else happens. */
export function sessionEnd(deadlines: Deadlines): number {
  return Math.min(deadlines.idle, deadlines.absolute);
}

/** True when the end is the 12-hour limit, which 'Stay signed in' cannot move. */
export function endsAtAbsoluteLimit(deadlines: Deadlines): boolean {
  return deadlines.absolute <= deadlines.idle;
}

/** 'm:ss' for the visible countdown. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

const ANNOUNCE_AT_SECONDS = [120, 60, 30, 10] as const;

/**
 * What the screen reader hears: only when the time left passes 2 minutes, 1 minute, 30
 * seconds and 10 seconds, not every second.
 */
export function countdownAnnouncement(
  ms: number,
): { unit: 'minutes'; count: number } | { unit: 'seconds'; count: number } {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  let mark: number = ANNOUNCE_AT_SECONDS[0];
  for (const candidate of ANNOUNCE_AT_SECONDS) if (seconds <= candidate) mark = candidate;
  return mark >= 60 ? { unit: 'minutes', count: mark / 60 } : { unit: 'seconds', count: mark };
}
