// Module boundaries of the server (docs/decisions.md, "Modules"): `npm run check:boundaries`, run by .ci/run.
// A module is a folder server/src/<module>/. The rules look at what runs: type-only imports are compiled away
// (tsPreCompilationDeps: false), so a module may name another module's entity as a type, never query with it.
const MODULE = '^server/src/([^/]+)/';
/** A folder of the module `name`, or a folder within it (dto/). */
const moduleFolder = (name) => `^server/src/${name}(/|$)`;

// Folders of the back office (docs/decisions.md, "Back-office folders"). Shared: common/ (pieces several screens
// use), providers/ (everything that talks to the server) and i18n/. layout/ is the frame App.tsx puts around the
// pages. Every other folder under admin-ui/src is a feature (a resource or a page). Here too only what runs
// counts: a folder may name another folder's record types.
const ADMIN_FOLDER = '^admin-ui/src/([^/]+)';
const SHARED = 'common|providers|i18n';

module.exports = {
  forbidden: [
    {
      name: 'foreign-entity',
      comment:
        "A module reaches another module's tables only through that module's exported service (or its events). " +
        'Only database/entities.ts, which lists every entity for TypeORM, and the migrations import them all.',
      severity: 'error',
      from: { path: MODULE, pathNot: '^server/src/database/entities[.]ts$' },
      to: { path: '^server/src/[^/]+/.+[.]entity[.]ts$', pathNot: '^server/src/$1/' },
    },
    {
      name: 'foreign-repository',
      comment: "A module's queries live in its repository, which only its own services use.",
      severity: 'error',
      from: { path: MODULE },
      to: { path: '^server/src/[^/]+/.+[.]repository[.]ts$', pathNot: '^server/src/$1/' },
    },
    {
      name: 'module-cycle',
      comment:
        'No module depends on itself through others. The one cycle allowed is auth <-> users (see the next rules ' +
        'and docs/decisions.md): auth checks tokens against the accounts, users guards its routes with auth.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/src/([^/]+)', pathNot: `${moduleFolder('auth')}|${moduleFolder('users')}` },
      to: { path: '^server/src/', pathNot: moduleFolder('$1'), circular: true },
    },
    {
      name: 'module-cycle-auth',
      comment: 'auth may be in a cycle with users only (and with its own folders).',
      severity: 'error',
      scope: 'folder',
      from: { path: moduleFolder('auth') },
      to: { path: '^server/src/', pathNot: `${moduleFolder('auth')}|${moduleFolder('users')}`, circular: true },
    },
    {
      name: 'module-cycle-users',
      comment: 'users may be in a cycle with auth only (and with its own folders).',
      severity: 'error',
      scope: 'folder',
      from: { path: moduleFolder('users') },
      to: { path: '^server/src/', pathNot: `${moduleFolder('auth')}|${moduleFolder('users')}`, circular: true },
    },
    {
      name: 'no-file-cycles',
      comment: 'ESM evaluates a file cycle in some order and decorators meet classes not yet defined.',
      severity: 'error',
      from: { path: '^(server/src|migrations)/' },
      to: { circular: true },
    },
    {
      name: 'admin-feature-imports-feature',
      comment:
        `A back-office feature folder uses its own files and the shared folders (${SHARED}), never another feature's ` +
        'or the layout: a change to one screen then cannot break another, a screen can be read (and lazy-loaded) on its ' +
        'own, and what two screens need sits where both can see it. Only the frame (App.tsx, main.tsx, layout/) wires ' +
        'features.',
      severity: 'error',
      from: { path: `${ADMIN_FOLDER}/`, pathNot: `^admin-ui/src/(${SHARED}|layout)/` },
      to: { path: '^admin-ui/src/[^/]+/', pathNot: `^admin-ui/src/($1|${SHARED})/` },
    },
    {
      name: 'admin-shared-imports-feature',
      comment: 'The shared folders serve every feature, so they use no feature (nor the layout); else they would not be shared.',
      severity: 'error',
      from: { path: `^admin-ui/src/(${SHARED})/` },
      to: { path: '^admin-ui/src/[^/]+/', pathNot: `^admin-ui/src/(${SHARED})/` },
    },
    {
      name: 'admin-folder-cycle',
      comment: 'No back-office folder depends on itself through others: the shared folders stack (i18n, providers, common).',
      severity: 'error',
      scope: 'folder',
      from: { path: ADMIN_FOLDER },
      to: { path: '^admin-ui/src/', pathNot: '^admin-ui/src/$1(/|$)', circular: true },
    },
    {
      name: 'no-test-imports',
      comment: "The tests use the server, never the other way round (the security suite shares the API tests' support).",
      severity: 'error',
      from: { pathNot: '^server/(test|security)/' },
      to: { path: '^server/test/' },
    },
    {
      name: 'server-not-on-blackbox',
      comment:
        'blackbox/ (the black-box suites and the bench) depends on the server, never the other way round: ' +
        'the server and its in-process tests import nothing from it.',
      severity: 'error',
      from: { path: '^(server|migrations)/' },
      to: { path: '^blackbox/' },
    },
    {
      name: 'blackbox-uses-the-build',
      comment:
        'The black-box suites and the bench start the BUILT product (server/dist) and talk HTTP and Socket.IO to it; ' +
        "they import no server code. The one exception: the upgrade test builds the first release's database with " +
        "the server's PGlite driver (and the first migration, from migrations/).",
      severity: 'error',
      from: { path: '^blackbox/' },
      to: { path: '^server/', pathNot: '^server/src/database/pglite-pool[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: false,
    // An absolute path: TypeScript resolves the config's `extends` and `include` from it.
    tsConfig: { fileName: `${__dirname}/server/tsconfig.json` },
    // Folder-level rules (module cycles) need the folder metrics.
    metrics: true,
  },
};
