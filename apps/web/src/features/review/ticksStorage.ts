import { attestationNames } from '@benefits/domain';
import type { Attestations } from './submitControl';

// The review step's ticks, kept for this tab (sessionStorage) so nothing ticked is lost on a failed
// submit, a reload or a new sign-in. Only booleans are stored.

export interface Ticks {
  attestations: Attestations;
  acknowledgeIssues: boolean;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function ticksKey(applicationId: number): string {
  return `benefits.review.ticks.${applicationId}`;
}

export function parseTicks(text: string | null): Ticks | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Ticks> | null;
    if (!value || typeof value !== 'object' || !value.attestations) return null;
    const attestations = Object.fromEntries(
      attestationNames.map((name) => [name, value.attestations?.[name] === true]),
    ) as Attestations;
    return { attestations, acknowledgeIssues: value.acknowledgeIssues === true };
  } catch {
    return null;
  }
}

export function readTicks(applicationId: number, store = storage()): Ticks | null {
  return parseTicks(store?.getItem(ticksKey(applicationId)) ?? null);
}

export function saveTicks(applicationId: number, ticks: Ticks | null, store = storage()) {
  try {
    if (ticks === null) store?.removeItem(ticksKey(applicationId));
    else store?.setItem(ticksKey(applicationId), JSON.stringify(ticks));
  } catch {
    // Storage full or refused: the ticks stay on screen, only a reload would lose them.
  }
}
