// After `vite build` and `vite build --ssr src/prerender.tsx` (issue 21, decision 0620): writes
// dist/prerendered/<page>.<language>.html, the landing page and the screener's first question
// drawn in each language inside the built index.html, so a phone paints them before any script
// runs; main.tsx hydrates that markup. Each file also asks early (modulepreload) for the chunks
// its page waits for before it can hydrate: the language's catalog, the screener's chunk.
// dist/index.html stays the empty shell: every other page, and the service worker's fallback.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// React's production build, as in the browser.
process.env.NODE_ENV = 'production';
const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const out = path.join(dist, 'prerendered');
const { render } = await import(pathToFileURL(path.join(web, 'dist-prerender/prerender.js')).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const languages = ['en', 'es'];
/** Source modules each page loads before it can hydrate, per language (app/App.tsx, i18n). */
const waitsFor = {
  landing: { en: [], es: ['src/i18n/esCore.ts'] },
  screener: {
    en: ['src/features/screener/ScreenerPage.tsx', 'src/lib/QueryRoot.tsx', 'src/i18n/enPages.ts'],
    es: [
      'src/i18n/esCore.ts',
      'src/features/screener/ScreenerPage.tsx',
      'src/lib/QueryRoot.tsx',
      'src/i18n/esPages.ts',
      'src/i18n/esScreener.ts',
    ],
  },
};

/** The chunk files of these modules and of what they import statically, not yet in the page. */
function chunksOf(sources) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`prerender: ${key} is not in the build's manifest`);
    if (files.has(entry.file) || template.includes(`/${entry.file}"`)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files];
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

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const page of Object.keys(waitsFor)) {
  for (const language of languages) {
    const drawn = await render(page, language);
    const preloads = chunksOf(waitsFor[page][language])
      .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
      .join('');
    let html = template;
    html = replaceOnce(html, '<html lang="en" dir="ltr">', `<html lang="${language}" dir="ltr">`);
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(drawn.title)}</title>`);
    html = html.replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(drawn.description)}" />`,
    );
    html = html.replace(
      /<noscript>[^<]*<\/noscript>/,
      `<noscript>${escapeHtml(drawn.noscript)}</noscript>`,
    );
    html = replaceOnce(html, '  </head>', `${preloads}  </head>`);
    html = replaceOnce(
      html,
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${page}:${language}">${drawn.html}</div>`,
    );
    writeFileSync(path.join(out, `${page}.${language}.html`), html);
  }
}
console.log(`prerendered ${Object.keys(waitsFor).length} pages in ${languages.join(', ')}`);
