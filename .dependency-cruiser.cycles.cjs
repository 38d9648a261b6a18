// No import cycles outside the web app either (issue 14): the server, its scripts and the
// packages, type-only imports included. The web app's own rules, cycles among them, are in
// .dependency-cruiser.cjs. Run by `npm run lint` (npm run lint:boundaries).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module may not import, directly or through others, a module that imports it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^(apps/server|packages/[^/]+)/(src|scripts|bench)/',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    cache: false,
  },
};
