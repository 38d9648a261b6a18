import { existsSync } from 'node:fs';

// Debian's chromium-headless-shell (the headless-only build Playwright itself prefers) when it
// is installed: the journeys took about a fifth less CPU than in the full browser (decision
// 0534). Otherwise Debian's chromium; CHROMIUM_PATH overrides both.
const headlessShell = '/usr/bin/chromium-headless-shell';

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
