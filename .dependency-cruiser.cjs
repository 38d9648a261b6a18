// The web app's layers (DESIGN "Shape"): app -> features -> wizard -> components, lib, i18n.
// A feature is reached only through its index.ts. Run by `npm run lint` (npm run lint:boundaries).
const web = '^apps/web/src/';
const feature = `${web}features/([^/]+)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, static, dynamic or type-only.',
      from: { path: web },
      to: { circular: true },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment: "A feature reaches another feature only through that feature's index.ts.",
      from: { path: feature },
      to: {
        path: `${web}features/`,
        pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'app-through-index',
      severity: 'error',
      comment: "The app reaches a feature only through the feature's index.ts.",
      from: { path: `${web}app/` },
      to: { path: `${web}features/`, pathNot: `${web}features/[^/]+/index\\.ts$` },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      comment: 'Features never import the app (the composition root).',
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'frame-below-features',
      severity: 'error',
      comment: 'The wizard frame, components, lib and i18n never import features or the app.',
      from: { path: `${web}(wizard|components|lib|i18n)/` },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: 'base-below-wizard',
      severity: 'error',
      comment: 'Components, lib and i18n never import the wizard frame.',
      from: { path: `${web}(components|lib|i18n)/` },
      to: { path: `${web}wizard/` },
    },
    {
      name: 'lib-below-components',
      severity: 'error',
      comment: 'lib holds no interface: it never imports components.',
      from: { path: `${web}lib/` },
      to: { path: `${web}components/` },
    },
  ],
  options: {
    includeOnly: web,
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    cache: false,
  },
};
