// Import boundaries of the web app (issue #9), checked by `npm run lint`:
// shared (components/, lib/) → features/ → app/, one way; no feature imports another; no cycles.
// A thing two features need moves down to components/ or lib/ (or packages/shared).
const web = '^apps/web/src';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle: split the shared part into its own module.',
      from: { path: `${web}/` },
      to: { circular: true },
    },
    {
      name: 'shared-not-to-features-or-app',
      severity: 'error',
      comment: 'components/ and lib/ are shared by every feature: they may not import a feature or the app.',
      from: { path: `${web}/(components|lib)/` },
      to: { path: `${web}/(features|app)/` },
    },
    {
      name: 'features-not-to-app',
      severity: 'error',
      comment: 'The app (router, layout, providers) composes features, never the other way round.',
      from: { path: `${web}/features/` },
      to: { path: `${web}/app/` },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment: 'A feature may not import another feature: move what both need to components/ or lib/.',
      from: { path: `${web}/features/([^/]+)/` },
      to: { path: `${web}/features/`, pathNot: `${web}/features/$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(css|svg)$' },
    tsPreCompilationDeps: true,
  },
};
