#!/usr/bin/env node
// Prints, per route, the gzip size (zlib level 9) of the JavaScript and CSS a first visit
// loads: the entry, its static imports, and the route's lazy chunks with their static
// imports, and the landing page's JavaScript as brotli (quality 11, as the build precompresses
// it and the server sends it to every browser that accepts br). Fails (exit 1) when the landing
// page's JavaScript is over a budget.
// Builds first (vite build), unless run with --no-build or BENCH_BUNDLE_NO_BUILD=1, which
// measure the dist/ an earlier `npm run build` left (CI builds once and reuses it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Issue 21's target (decision 0560): the landing page's JavaScript on the wire at most 100 KB;
// the server sends the build's brotli files (decision 0904). Issue 20's: its first load no
// larger than English's was when issue 20 was written, 111 KB gzip.
export const LANDING_JS_BUDGET = 100 * 1024;
export const LANDING_JS_GZIP_BUDGET = 111 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (process.argv.includes('--no-build') || process.env.BENCH_BUNDLE_NO_BUILD === '1') {
  if (!existsSync(manifestFile)) {
    console.error(`No build at ${dist}: run \`npm run build\` first, or drop --no-build.`);
    process.exit(1);
  }
} else {
  const vite = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const ENTRY = 'index.html';
const chunks = {
  registration: 'src/features/landing/RegistrationForm.tsx',
  signIn: 'src/features/auth/SignInPanel.tsx',
  dashboard: 'src/features/dashboard/DashboardPage.tsx',
  // The wizard frame with the step registrations the features hand it (src/app/steps.ts).
  wizard: 'src/app/WizardWithSteps.tsx',
  notFound: 'src/features/notFound/NotFoundPage.tsx',
  applicationView: 'src/features/applicationView/ApplicationViewPage.tsx',
  session: 'src/components/SessionTimeout.tsx',
  // The chat toggle; its panel loads on first open.
  chat: 'src/features/chat/ChatLauncher.tsx',
  // The public screener (issue 17).
  screener: 'src/features/screener/ScreenerPage.tsx',
  // Every part past the first screen loads with TanStack Query and the texts past the first
  // screen in the visitor's language (lib/pagePart.ts, decision 0560).
  queries: 'src/lib/QueryRoot.tsx',
  pageTexts: 'src/i18n/enPages.ts',
};

// Another language's texts (decision 0901): the first screen's file, the pages' parts and the
// domain's texts, the screener's, and the wizard's parts, each its own chunk.
const otherLanguages = Object.keys(manifest)
  .map((key) => key.match(/^src\/i18n\/locales\/([a-z]+)\.json$/)?.[1])
  .filter((language) => language && language !== 'en')
  .sort();
const part = (language, name) => `src/i18n/locales/${language}/${name}.json`;
function textsOf(language) {
  const domain = `src/i18n/domainTexts/${language}.ts`;
  return {
    core: `src/i18n/locales/${language}.json`,
    pages: [part(language, 'pages'), part(language, 'chat'), ...(manifest[domain] ? [domain] : [])],
    screener: [part(language, 'screener')],
    wizard: ['verification', 'expenses', 'homeCosts', 'review', 'household'].map((name) =>
      part(language, name),
    ),
  };
}

// Each wizard step is its own lazy chunk, loaded on top of the wizard frame: the dynamic
// imports of the frame's chunks (the features' index.ts files register the steps) that are
// steps, named by their file.
function dynamicImportsOf(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [
    ...(chunk.dynamicImports ?? []),
    ...(chunk.imports ?? []).flatMap((imported) => dynamicImportsOf(imported, seen)),
  ];
}
const wizardSteps = [...new Set(dynamicImportsOf(chunks.wizard))]
  .filter((key) => /^src\/features\/[^/]+\/[A-Za-z]+Step\.tsx$/.test(key))
  .map((key) => [path.basename(key).replace(/\.tsx?$/, ''), key]);
// The catalog's step count, read from its source (this script runs in plain Node).
const catalog = readFileSync(
  path.resolve(import.meta.dirname, '../../../packages/domain/src/catalogs/wizardSteps.ts'),
  'utf8',
);
const stepCount = (catalog.match(/wizardSteps = \[([^\]]*)\]/)?.[1].match(/'[a-z-]+'/g) ?? [])
  .length;
if (wizardSteps.length !== stepCount) {
  throw new Error(
    `Found ${wizardSteps.length} wizard step chunks, not ${stepCount}. Did the build change?`,
  );
}

// What a first visit to each route loads. Signed-in pages also load the session timer and
// the chat toggle.
const english = [chunks.queries, chunks.pageTexts];
const routes = [
  { route: '/', what: 'landing', lazy: [] },
  {
    route: '/ (registration form open)',
    what: 'registration',
    lazy: [...english, chunks.registration],
  },
  { route: '/ (sign-in open)', what: 'sign in', lazy: [...english, chunks.signIn] },
  {
    route: '/ (signed in)',
    what: 'dashboard',
    lazy: [...english, chunks.dashboard, chunks.session, chunks.chat],
  },
  {
    route: '/application/:step',
    what: 'wizard frame',
    lazy: [...english, chunks.wizard, chunks.session, chunks.chat],
  },
  ...wizardSteps.map(([step, chunk]) => ({
    route: `/application/${step}`,
    what: 'wizard step',
    lazy: [...english, chunks.wizard, chunks.session, chunks.chat, chunk],
  })),
  {
    route: '/applications/:id',
    what: 'application view',
    lazy: [...english, chunks.applicationView, chunks.session, chunks.chat],
  },
  { route: '/no-such-page', what: '404', lazy: [...english, chunks.notFound] },
  { route: '/screener', what: 'screener', lazy: [...english, chunks.screener] },
  ...otherLanguages.flatMap((language) => {
    const texts = textsOf(language);
    const signedIn = [chunks.queries, texts.core, 'src/i18n/textPacks.ts', ...texts.pages];
    return [
      { route: `/ in ${language}`, what: `landing (${language})`, lazy: [texts.core] },
      {
        route: `/screener in ${language}`,
        what: `screener (${language})`,
        lazy: [...signedIn, chunks.screener, ...texts.screener],
      },
      {
        route: `/application/:step in ${language}`,
        what: `wizard frame (${language})`,
        lazy: [...signedIn, chunks.wizard, chunks.session, chunks.chat, ...texts.wizard],
      },
    ];
  }),
];

function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk for ${key}. Did the build change?`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

const brotliSize = (file) =>
  brotliCompressSync(readFileSync(path.join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = routes.map(({ route, what, lazy }) => {
  const files = new Set();
  collect(ENTRY, files);
  for (const key of lazy) collect(key, files);
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.js')) js += gzipSize(file);
    else if (file.endsWith('.css')) css += gzipSize(file);
  }
  return { route, what, files: files.size, js, css };
});

const header = ['Route', 'Page', 'Files', 'JS (gzip)', 'CSS (gzip)'];
const table = [
  header,
  ...rows.map((row) => [row.route, row.what, String(row.files), kb(row.js), kb(row.css)]),
];
const widths = header.map((_, column) => Math.max(...table.map((line) => line[column].length)));
const format = (line) =>
  `| ${line.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ')} |`;
console.log(format(table[0]));
console.log(
  `|${widths.map((width, column) => (column >= 2 ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`,
);
for (const line of table.slice(1)) console.log(format(line));

const landing = rows[0];

// The form libraries belong to the registration and sign-in chunks, never to the landing page.
const landingFiles = new Set();
collect(ENTRY, landingFiles);
const leaked = [...landingFiles].filter(
  (file) =>
    file.endsWith('.js') && readFileSync(path.join(dist, file), 'utf8').includes('ZodError'),
);
if (leaked.length > 0) {
  console.error(`zod is in the landing page's JavaScript (${leaked.join(', ')}).`);
  process.exit(1);
}

const landingBrotli = [...landingFiles]
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + brotliSize(file), 0);
console.log(
  `\nLanding page JavaScript on the wire: ${kb(landingBrotli)} brotli of a ${kb(LANDING_JS_BUDGET)} budget; ${kb(landing.js)} gzip of ${kb(LANDING_JS_GZIP_BUDGET)}.`,
);
if (landingBrotli > LANDING_JS_BUDGET || landing.js > LANDING_JS_GZIP_BUDGET) {
  console.error('Over budget.');
  process.exit(1);
}
