// Bundles the server and the workspace packages (@benefits/*, shipped as TypeScript source)
// into dist/main.js. Every third-party package stays in node_modules (native addons, data).
import { build } from 'esbuild';

const bundleWorkspacePackagesOnly = {
  name: 'bundle-workspace-packages-only',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@benefits/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [bundleWorkspacePackagesOnly],
  logLevel: 'warning',
});
