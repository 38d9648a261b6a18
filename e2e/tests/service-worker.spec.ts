import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Decisions 0522 and 0901: the service worker's install keeps the app shell, not the ten other
// languages' texts: those are kept when first used. The build's manifest says which files hold
// each language's texts.
const manifest = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'),
    'utf8',
  ),
) as Record<string, { file: string }>;
const languageFiles = Object.entries(manifest)
  .filter(([source]) => /^src\/i18n\/(locales\/(?!en[./])|domainTexts\/)/.test(source))
  .map(([, chunk]) => chunk.file);

test('the service worker installs the shell without any other language’s texts', async ({
  request,
}) => {
  expect(languageFiles.length).toBeGreaterThan(90);
  const worker = await (await request.get('/sw.js')).text();
  const precached = new Set([...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]));
  expect([...precached].some((url) => /^assets\/index-.*\.js$/.test(url ?? ''))).toBe(true);
  expect(languageFiles.filter((file) => precached.has(file))).toEqual([]);
});
