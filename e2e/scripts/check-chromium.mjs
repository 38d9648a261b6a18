// The end-to-end tests drive Debian's Chromium; test tools may not download browsers here.
import { existsSync } from 'node:fs';
import { chromiumPath } from '../support/chromium.mjs';

if (!existsSync(chromiumPath)) {
  console.error(`
Chromium was not found at ${chromiumPath}, so the end-to-end tests cannot run.
Install it with:   sudo apt-get install -y chromium-headless-shell chromium     (Debian/Ubuntu)
or point CHROMIUM_PATH at a Chromium or Chrome binary:   CHROMIUM_PATH=/path/to/chrome npm test
`);
  process.exit(1);
}
