// A prerendered page (decision 0620) shows its buttons seconds before its scripts run on a slow
// phone. The boot script (scripts/prerender.mjs) keeps the taps made on buttons marked
// `data-early-tap` in that time; the page takes them once it is live and acts on them, so a tap
// on "Start Application" is never lost (decision 0770).

type TakeEarlyTaps = () => string[];

/** The names of the early taps, oldest first; after the first call, nothing more is kept. */
export function takeEarlyTaps(): string[] {
  const take = (globalThis as { __earlyTaps?: TakeEarlyTaps }).__earlyTaps;
  if (typeof take !== 'function') return [];
  delete (globalThis as { __earlyTaps?: TakeEarlyTaps }).__earlyTaps;
  return take();
}
