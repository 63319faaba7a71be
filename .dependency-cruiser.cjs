// The import boundaries of src/ that `npm run lint` enforces (scripts/check-boundaries.mjs).
// Why dependency-cruiser rather than Biome's restricted imports: docs/decisions/0013.
// Layers: shared → web/lib → web/features (and web/shell) → web/app; the server's
// features meet only in its composition root. src/test and tests/ are not bound by these
// rules, and server tests may reach into any feature.

const TESTS = ['^src/test/', '\\.test\\.tsx?$', '\\.test-helpers\\.ts$'];

// Server folders every feature may use at run time: the database, HTTP plumbing and settings.
const SERVER_COMMON = '(db|http|config)';
// The trust's letterhead for every mail and the mails' words in each language: pure functions,
// no outbox or SMTP behind them (the mail service itself is handed to features by the
// composition root).
const MAIL_LAYOUT = '^src/server/mail/mail-(layout|texts)\\.ts$';
// The server's catalog (src/server/locales): the HTTP plumbing's error handler writes the
// visitors' refusals from it too.
const SERVER_CATALOG = '^src/server/mail/mail-texts\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import loops, type-only ones included: each module can be read, tested and loaded on its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve would also hide its dependencies from these rules.',
      from: {},
      // Vite's `?url` imports name a built asset's address, not a module.
      to: { couldNotResolve: true, pathNot: '\\?url$' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'src/shared runs in the browser and on the server, so it imports neither.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The browser app reaches the server only over HTTP; what both need lives in src/shared.',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      comment: 'The server serves the built web app; it never imports its source.',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-feature-not-other-feature',
      severity: 'error',
      comment: 'A web feature imports no other feature: what two features need moves to src/web/lib.',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-feature-not-shell-or-app',
      severity: 'error',
      comment: 'Features sit below the shell and the app: these compose features, never the reverse.',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/(shell/|app/|main\\.tsx$)' },
    },
    {
      name: 'web-lib-not-shell-or-app',
      severity: 'error',
      comment: 'src/web/lib is the bottom layer of the browser app.',
      from: { path: '^src/web/lib/' },
      to: { path: '^src/web/(shell/|app/|main\\.tsx$)' },
    },
    {
      name: 'web-shell-not-app',
      severity: 'error',
      comment: 'The app composes the shell; the shell gets what it shows of features from the app.',
      from: { path: '^src/web/shell/' },
      to: { path: '^src/web/(app/|main\\.tsx$)' },
    },
    {
      name: 'only-app-imports-features',
      severity: 'error',
      comment: 'Features are composed in src/web/app (pages, routes, the layout) and nowhere else.',
      from: { path: '^src/web/', pathNot: '^src/web/(app/|features/|main\\.tsx$)' },
      to: { path: '^src/web/features/' },
    },
    {
      name: 'server-feature-not-other-feature',
      severity: 'error',
      comment:
        "A server feature uses another feature only through what the composition root (app.ts) hands it; importing the other feature's types is fine.",
      from: {
        path: '^src/server/([^/]+)/',
        pathNot: [`^src/server/${SERVER_COMMON}/`, ...TESTS],
      },
      to: {
        path: '^src/server/[^/]+/',
        pathNot: [`^src/server/($1|${SERVER_COMMON})/`, MAIL_LAYOUT],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-feature-not-other-repository',
      severity: 'error',
      comment:
        "Another feature's rows stay its own, type-only imports included: a feature reads them through that feature's service, never by knowing its repository.",
      from: {
        path: '^src/server/([^/]+)/',
        pathNot: [`^src/server/${SERVER_COMMON}/`, ...TESTS],
      },
      to: {
        path: '^src/server/[^/]+/[^/]+\\.repository\\.ts$',
        pathNot: '^src/server/$1/',
      },
    },
    {
      name: 'feature-not-composition-root',
      severity: 'error',
      comment:
        'The composition root (app.ts, api.ts, services.ts, main.ts) hands features what they need; a feature that imported it could reach every service.',
      from: { path: '^src/server/[^/]+/', pathNot: TESTS },
      to: { path: '^src/server/(app|api|services|main)\\.ts$' },
    },
    {
      name: 'common-not-features',
      severity: 'error',
      comment:
        'The database layer, HTTP plumbing and settings sit below every feature, so they import none (type-only included).',
      from: { path: `^src/server/${SERVER_COMMON}(/|\\.ts$)`, pathNot: TESTS },
      to: {
        path: '^src/server/[^/]+/',
        pathNot: [`^src/server/${SERVER_COMMON}/`, SERVER_CATALOG],
      },
    },
    {
      name: 'better-sqlite3-through-sqlite-handles',
      severity: 'error',
      comment:
        'Every better-sqlite3 connection and statement is made by src/server/db/sqlite-handles.ts, which keeps it until the process exits: on Node 24 one that the garbage collector destroys can abort the process (decision 0063).',
      from: { pathNot: '^src/server/db/sqlite-handles\\.ts$' },
      to: { path: '^node_modules/better-sqlite3/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too (for cycles); the server rule above allows them.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
