// Import boundaries, checked by `npm run lint` (`npm run lint:imports`). Type-only imports count too.
//
// Web app: shared (components/, lib/) → features/ → app/, one way; no feature imports another.
// A thing two features need moves down to components/ or lib/ (or packages/shared).
//
// API: features/<name>/ may use db/, lib/, mail/, jobs/, plugins/, slots/, booking/ and packages/shared, never
// another feature nor the app (app.ts, server.ts); db/, lib/, mail/, jobs/, plugins/, slots/ and booking/ never
// use a feature, and db/, lib/, slots/, booking/, mail/ and jobs/ never use plugins/. A type or query two
// features need moves down to db/ or lib/ (a domain rule to slots/ or booking/). packages/shared imports neither
// app.
//
// Islands: what an island's chunk runs (src/islands/*.ts, and the entry's app/islands.ts that hydrates them)
// reaches neither Mantine, Tabler's icons nor React DOM, at any depth: the storefront's own markup instead.
//
// Everywhere: no import cycles.
const web = '^apps/web/src';
const api = '^apps/api/src';

/**
 * Explicit allowances for an API feature to use one module of another feature, each with its reason.
 * Anything else two features need moves down: a type or query to db/ (e.g. db/transaction.ts), a helper to
 * lib/, test data to test/world.ts.
 * @type {Array<{ from: string; to: string; why: string }>}
 */
const apiCrossFeatureAllowed = [
  // audit: a write records its audit row inside its own transaction, so the recorder is called there
  {
    from: 'events|payments|invoicing',
    to: 'audit/record-audit.ts',
    why: 'event writes, online payments and every CFDI issued or cancelled record their audit row in their transaction',
  },
  {
    from: 'accounts',
    to: 'audit/record-account-change.ts',
    why: 'account changes are audited in their transaction',
  },
  // the quote: one use case prices a party for the quote, a request, a staff booking and the anticipo
  {
    from: 'booking-requests|events|payments',
    to: 'pricing/quote-party.ts',
    why:
      'a request, a staff booking and the online anticipo are priced by the one quote; the public calendar ' +
      'marks the days the same price rules make cost more (priceRulesOf)',
  },
  {
    from: 'booking-requests|events',
    to: 'pricing/promo-code-uses.ts',
    why: "a request or a staff booking takes its promo code's use (a request gives it back when it is cancelled, rejected or expires)",
  },
  // online payments: a paid anticipo turns the request into its event with the same code staff use
  {
    from: 'payments',
    to: 'events/create-event.ts',
    why: 'a paid anticipo books the event as POST /api/event does (insertEventRecords)',
  },
  {
    from: 'payments',
    to: 'events/event-queries.ts',
    why: 'the confirmation mail of a paid anticipo carries the event it became',
  },
];
const featureFile = (file) => `${api}/features/${file.replace(/\./g, '\\.')}$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split the shared part into its own module.',
      from: { path: `(${web}|${api}|^packages/shared/src)/` },
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
    {
      name: 'api-no-cross-feature',
      severity: 'error',
      comment:
        'An API feature may not import another feature: move the shared type or query to db/ or lib/ ' +
        '(the transaction type is in db/transaction.ts, test data in test/world.ts), or add a documented ' +
        'allowance (apiCrossFeatureAllowed in .dependency-cruiser.cjs).',
      from: { path: `${api}/features/([^/]+)/` },
      to: {
        path: `${api}/features/`,
        pathNot: [`${api}/features/$1/`, ...apiCrossFeatureAllowed.map((a) => featureFile(a.to))],
      },
    },
    // an allowed module stays forbidden to every other feature
    ...apiCrossFeatureAllowed.map((a) => ({
      name: 'api-no-cross-feature',
      severity: 'error',
      comment: `Only features/${a.from}/ may import features/${a.to} (${a.why}).`,
      from: { path: `${api}/features/`, pathNot: `${api}/features/(${a.from}|${a.to.split('/')[0]})/` },
      to: { path: featureFile(a.to) },
    })),
    {
      name: 'api-features-not-to-app',
      severity: 'error',
      comment: 'Features get what they need from plugins (decorators), never from app.ts or server.ts.',
      from: { path: `${api}/features/` },
      to: { path: `${api}/(app|server)\\.ts$` },
    },
    {
      name: 'api-infrastructure-not-to-features',
      severity: 'error',
      comment:
        'db/, lib/, plugins/, slots/ and booking/ serve every feature: they may not import one (booking/ holds ' +
        'booking requests below the features, so events and payments settle one without importing a feature).',
      from: { path: `${api}/(db|lib|plugins|slots|booking)/` },
      to: { path: `${api}/features/` },
    },
    {
      name: 'api-mail-and-jobs-not-to-features',
      severity: 'error',
      comment:
        'mail/ (templates, mailer) and jobs/ (what each job does) serve the features: they may not import one ' +
        '(their tests may use a feature’s test data).',
      from: { path: `${api}/(mail|jobs)/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: `${api}/features/` },
    },
    {
      name: 'api-mail-and-jobs-not-to-plugins',
      severity: 'error',
      comment:
        'plugins/ wire mail/ and jobs/ into the app, not the other way round: a type both need lives in mail/ or ' +
        'jobs/ (Mail in mail/mailer.ts, JobSender in jobs/job-types.ts).',
      from: { path: `${api}/(mail|jobs)/` },
      to: { path: `${api}/plugins/` },
    },
    {
      name: 'api-lib-db-slots-booking-not-to-plugins',
      severity: 'error',
      comment:
        'plugins/ wire lib/, db/, slots/ and booking/ into the app, not the other way round (their tests ' +
        'included): a type both need lives below (CurrentUser in lib/current-user.ts, ImageStore in ' +
        'lib/image-store/types.ts).',
      from: { path: `${api}/(lib|db|slots|booking)/` },
      to: { path: `${api}/plugins/` },
    },
    {
      name: 'islands-without-the-app-libraries',
      severity: 'error',
      comment:
        'An island (src/islands/*.ts) and everything it imports run with Preact before the app: they may not ' +
        'reach @mantine/*, @tabler/icons-react or react-dom. Draw with the storefront’s own components ' +
        '(components/storefront/) and an icon from components/icons/tabler-svg.tsx; what needs Mantine stays in ' +
        'the app (docs/decisions/018-login-island.md, "Consequences").',
      from: { path: `(${web}/islands/[^/]+\\.ts|${web}/app/islands\\.ts)$` },
      to: {
        reachable: true,
        path: '(^|/)node_modules/(@mantine/|@tabler/icons-react/|react-dom/)',
      },
    },
    {
      name: 'shared-package-not-to-apps',
      severity: 'error',
      comment: 'packages/shared is used by both apps and imports neither.',
      from: { path: '^packages/shared/src/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(css|svg)$' },
    tsPreCompilationDeps: true,
  },
};
