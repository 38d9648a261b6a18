// Bundles the server and the workspace packages (@benefits/*, shipped as TypeScript source)
// into dist/main.js. Every third-party package stays in node_modules (native addons, data).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const bundleWorkspacePackagesOnly = {
  name: 'bundle-workspace-packages-only',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@benefits/') ? undefined : { path: args.path, external: true },
    );
  },
};

// The document-analysis worker thread is a second entry: the pool looks for
// dist/documents-worker.js next to the bundle (packages/documents workerPool.ts).
const documentsWorker = fileURLToPath(
  new URL('../../../packages/documents/src/analyze/analysisWorker.ts', import.meta.url),
);

await build({
  entryPoints: {
    main: 'src/main.ts',
    // `npm run worker`: an instance that only runs jobs (decision 0422).
    worker: 'src/worker.ts',
    'documents-worker': documentsWorker,
    // The receipt PDF worker thread (src/modules/submission/receiptRenderer.ts).
    'receipt-worker': 'src/modules/submission/receiptWorker.ts',
    // Reads the ZIP table off the event loop (src/modules/places/zipPlaces.ts, decision 0540).
    'zip-places-worker': 'src/modules/places/zipPlacesWorker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [bundleWorkspacePackagesOnly],
  logLevel: 'warning',
});
