import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';

// The scan every journey relies on must be able to fail: on its first run in a page, and on a
// later run that reuses the axe script already in the page (as a wizard step change does).
test('the accessibility scan finds violations, also when it reuses the script in the page', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>Hi</h1></main></body></html>',
  );
  expect(await axeViolations(page)).toEqual([]);
  // A string: this runs in the page, whose DOM types the e2e project does not load.
  await page.evaluate(
    `document.querySelector('main').insertAdjacentHTML('beforeend', '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">')`,
  );
  expect((await axeViolations(page)).join('\n')).toMatch(/^image-alt:/m);
});
