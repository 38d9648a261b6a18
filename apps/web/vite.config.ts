import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Issue 21 (decision 0620): the stylesheet, the one file the first paint waits for, goes first
 * in <head>, before the scripts and their modulepreloads, so a phone's few connections fetch it
 * first instead of after seven scripts.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let moved = html;
        for (const sheet of sheets) moved = moved.replace(sheet, '');
        return moved.replace('</title>', `</title>${sheets.join('')}`);
      },
    },
  };
}

// `vite build --ssr src/prerender.tsx` (decision 0620) builds the prerender for Node into
// dist-prerender/: no service worker, no CSS (the client build has it), nothing in dist/.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    stylesheetFirst(),
    // Issue 21 item 6 (decision 0522): a service worker (Workbox, generateSW, its runtime inlined:
    // nothing from a CDN) keeps the app shell, so a reload offline shows the app and a repeat
    // visit loads no script from the network. Main registers it after the first paint.
    isSsrBuild
      ? null
      : VitePWA({
          strategies: 'generateSW',
          injectRegister: false,
          registerType: 'autoUpdate',
          manifest: false,
          workbox: {
            globPatterns: ['**/*.{js,css,html,svg}'],
            // The other languages' texts (chunks named lang-<code>-..., below) are kept when first
            // used (the runtime rule below), so a visitor does not download ten languages for
            // nothing; afterFirstPaint.ts asks for the current one's (decisions 0522, 0901).
            globIgnores: ['**/assets/lang-*.js'],
            navigateFallback: '/index.html',
            navigateFallbackDenylist: [/^\/api\//],
            runtimeCaching: [
              {
                urlPattern: ({ url, sameOrigin }) =>
                  sameOrigin && url.pathname.startsWith('/assets/'),
                handler: 'CacheFirst',
                options: { cacheName: 'assets', expiration: { maxEntries: 40 } },
              },
            ],
            inlineWorkboxRuntime: true,
            cleanupOutdatedCaches: true,
            clientsClaim: true,
            skipWaiting: true,
          },
        }),
  ],
  build: {
    outDir: isSsrBuild ? 'dist-prerender' : 'dist',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // No inline scripts or data: URLs: the server's CSP allows only 'self'.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Each language's text chunks carry its code (lang-zh-pages-<hash>.js), so the service
        // worker can leave them out of its install and the chunks say what they are.
        chunkFileNames: (chunk) => {
          const id = (chunk.facadeModuleId ?? '').replaceAll('\\', '/');
          const language = id.match(
            /\/src\/i18n\/(?:locales\/([a-z]{2})(?:\.json$|\/)|domainTexts\/([a-z]{2})\.ts$)/,
          );
          const code = language?.[1] ?? language?.[2];
          return code && code !== 'en'
            ? `assets/lang-${code}-[name]-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
      treeshake: {
        // packages/domain is pure (DESIGN: no I/O), so a module of it whose exports are unused
        // can go: the landing page takes the language list and messages without zod schemas.
        // Likewise the features' modules: the wizard frame imports each feature's index.ts for
        // its step registration only, and need not load what else that index.ts offers.
        moduleSideEffects: (id) => {
          const path = id.replaceAll('\\', '/');
          return !path.includes('/packages/domain/') && !path.includes('/apps/web/src/features/');
        },
      },
    },
  },
  server: {
    proxy: {
      // The proxy keeps the browser's Host header, so the API's same-origin check (Origin vs
      // Host) passes for the dev server's pages just as it does in production.
      '/api': { target: apiTarget },
    },
  },
}));
