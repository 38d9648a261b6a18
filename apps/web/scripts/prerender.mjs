// After `vite build` and `vite build --ssr src/prerender.tsx` (issue 21, decision 0620): writes
// dist/prerendered/<page>.<language>.html, the landing page and the screener's first question
// drawn in each language inside the built index.html, so a phone paints them before any script
// runs; main.tsx hydrates that markup. Each file also asks early (modulepreload) for the chunks
// its page waits for before it can hydrate: the language's catalog, the screener's chunk.
// Signed-in pages (the dashboard, each wizard step) get the empty shell with the chunks they
// wait for preloaded. dist/index.html stays the plain shell: every other page, and the service
// worker's fallback.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { minifySync } from 'vite';

// React's production build, as in the browser.
process.env.NODE_ENV = 'production';
const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const out = path.join(dist, 'prerendered');
const { bootSource, languageOptions, render, renderFrame, shellTexts, supportedLanguages } =
  await import(pathToFileURL(path.join(web, 'dist-prerender/prerender.js')).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const languages = supportedLanguages;
/** Source modules each page loads before it can hydrate, in a language (app/App.tsx, i18n). */
function waitsFor(pageName, language) {
  const screener = ['src/features/screener/ScreenerPage.tsx', 'src/lib/QueryRoot.tsx'];
  if (language === 'en') return pageName === 'landing' ? [] : [...screener, 'src/i18n/enPages.ts'];
  const core = `src/i18n/locales/${language}.json`;
  if (pageName === 'landing') return [core];
  return [
    core,
    ...screener,
    'src/i18n/textPacks.ts',
    ...['pages', 'chat', 'screener'].map((part) => `src/i18n/locales/${language}/${part}.json`),
    ...(manifest[`src/i18n/domainTexts/${language}.ts`]
      ? [`src/i18n/domainTexts/${language}.ts`]
      : []),
  ];
}

/**
 * The chunk files of these modules and of what they import statically, not yet in the page, each
 * after the chunks it imports (the boot script runs them in this order, one per task: decision
 * 0800).
 */
function chunksOf(sources) {
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`prerender: ${key} is not in the build's manifest`);
    if (seen.has(entry.file) || template.includes(`/${entry.file}"`)) return;
    seen.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
    files.push(entry.file);
  };
  for (const source of sources) visit(source);
  return files;
}

const escapeHtml = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function replaceOnce(html, from, to) {
  if (!html.includes(from)) throw new Error(`prerender: index.html has no ${from}`);
  return html.replace(from, () => to);
}

/** A page of the build: index.html in a language, with its preloads and its #root. */
function page(language, head, preloadSources, root) {
  const preloads = chunksOf(preloadSources)
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('');
  let html = template;
  html = replaceOnce(
    html,
    '<html lang="en" dir="ltr">',
    `<html lang="${language}" dir="${languageOptions[language].dir}">`,
  );
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  html = html.replace(
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  );
  html = html.replace(
    /<noscript>[^<]*<\/noscript>/,
    `<noscript>${escapeHtml(head.noscript)}</noscript>`,
  );
  html = replaceOnce(html, '  </head>', `${preloads}  </head>`);
  return replaceOnce(html, '<div id="root"></div>', root);
}

// The boot script (src/bootScript.ts): loads the page's scripts once it has painted.
// Minified (decision 0800): it goes over the wire before the app's scripts, on every page.
const bootCode = minifySync('boot.js', bootSource, { module: true }).code;
const bootFile = `assets/boot-${createHash('sha256').update(bootCode).digest('hex').slice(0, 8)}.js`;
writeFileSync(path.join(dist, bootFile), bootCode);

function scriptsAfterPaint(html) {
  const entry = / *<script type="module" crossorigin src="([^"]+)"><\/script>\n/.exec(html);
  if (!entry) throw new Error('prerender: index.html has no module script');
  const preloads = [...html.matchAll(/ *<link rel="modulepreload" crossorigin href="([^"]+)">\n/g)];
  let moved = html.replace(entry[0], '');
  for (const preload of preloads) moved = moved.replace(preload[0], '');
  const later = preloads.map((preload) => preload[1]).join(' ');
  // The entry's own imports (the built index.html's preloads) are run first, one task each, so
  // the phone answers taps between them; the page's other chunks wait for the app to ask.
  const first = preloads
    .map((preload) => preload[1])
    .filter((href) => template.includes(`href="${href}"`))
    .join(' ');
  return replaceOnce(
    moved,
    '  </head>',
    `    <script type="module" src="/${bootFile}" data-app="${entry[1]}" data-first="${first}" data-preload="${later}"></script>\n  </head>`,
  );
}

/** Each wizard step's chunk, from the lazyStep('slug', () => import('./File')) of the features. */
function stepModules() {
  const steps = {};
  const features = path.join(web, 'src/features');
  for (const feature of readdirSync(features)) {
    const index = path.join(features, feature, 'index.ts');
    if (!existsSync(index)) continue;
    const text = readFileSync(index, 'utf8');
    const found = [
      ...text.matchAll(/lazyStep\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g),
    ];
    // A step registered in another form would lose its frame and its early reads unnoticed.
    const registered = [...text.matchAll(/lazyStep\(\s*'([^']+)'/g)].map(([, step]) => step);
    const unread = registered.filter((step) => !found.some(([, name]) => name === step));
    if (unread.length > 0)
      throw new Error(
        `prerender: write ${unread.join(', ')} as lazyStep('<step>', () => import('./<File>'), ...)`,
      );
    for (const [, step, file] of found) {
      const source = ['.tsx', '.ts']
        .map((extension) => `src/features/${feature}/${file}${extension}`)
        .find((key) => manifest[key]);
      if (!source) throw new Error(`prerender: no chunk for the step ${step}`);
      steps[step] = source;
    }
  }
  return steps;
}

/** What every signed-in page waits for in a language: the query client and the page texts. */
function signedIn(language) {
  if (language === 'en') return ['src/lib/QueryRoot.tsx', 'src/i18n/enPages.ts'];
  const domainTexts = `src/i18n/domainTexts/${language}.ts`;
  return [
    'src/lib/QueryRoot.tsx',
    `src/i18n/locales/${language}.json`,
    'src/i18n/textPacks.ts',
    `src/i18n/locales/${language}/pages.json`,
    `src/i18n/locales/${language}/chat.json`,
    ...(manifest[domainTexts] ? [domainTexts] : []),
  ];
}
const wizardParts = ['verification', 'expenses', 'homeCosts', 'review', 'household'];

/**
 * #root of a signed-in page with its frame (decision 0740). The frame carries no test ids: it
 * stays beside the app's hidden page for a moment, and a test must find the app's elements.
 */
async function shell(kind, frame, language) {
  const html = (await renderFrame(frame === 'dashboard' ? 'dashboard' : frame.slice(5), language))
    .replaceAll(/ data-testid="[^"]*"/g, '')
    // Its list and buttons do nothing before the script runs, and say so; lib/pageFrame.ts
    // turns them on, and the first touch hands over to the app's page.
    .replaceAll(/<(select|button) /g, '<$1 disabled="" ');
  return `<div id="root" data-shell="${kind}"><div data-frame="${frame}:${language}" aria-busy="true">${html}</div></div>`;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let count = 0;
const write = (name, html) => {
  // The CSP allows no inline style: a style attribute in a page's HTML would not apply.
  if (/<[^>]+ style="/.test(html)) throw new Error(`prerender: ${name} has a style attribute`);
  writeFileSync(path.join(out, `${name}.html`), html);
  count += 1;
};
const steps = stepModules();
for (const language of languages) {
  for (const name of ['landing', 'screener']) {
    const drawn = await render(name, language);
    const root = `<div id="root" data-prerendered="${name}:${language}">${drawn.html}</div>`;
    write(
      `${name}.${language}`,
      scriptsAfterPaint(page(language, drawn, waitsFor(name, language), root)),
    );
  }
  // Signed-in pages are drawn by the script, but their chunks load with the page, not one after
  // another: the dashboard (/ with a session cookie) and each wizard step (decision 0620). Their
  // HTML draws their frame, with no applicant data, which shows until the app has drawn the
  // page (decision 0740); their scripts start after it has painted, as on the landing page.
  const head = await shellTexts(language);
  write(
    `dashboard.${language}`,
    scriptsAfterPaint(
      page(
        language,
        head,
        ['src/features/dashboard/DashboardPage.tsx', ...signedIn(language)],
        await shell('dashboard', 'dashboard', language),
      ),
    ),
  );
  const wizard = [
    'src/app/WizardWithSteps.tsx',
    ...signedIn(language),
    ...(language === 'en'
      ? []
      : wizardParts.map((part) => `src/i18n/locales/${language}/${part}.json`)),
  ];
  for (const [step, source] of Object.entries(steps))
    write(
      `step-${step}.${language}`,
      scriptsAfterPaint(
        page(language, head, [...wizard, source], await shell('step', `step-${step}`, language)),
      ),
    );
}
console.log(`prerendered ${count} pages in ${languages.join(', ')}`);
