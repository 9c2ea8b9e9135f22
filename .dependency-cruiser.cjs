// Module boundaries of the server (docs/decisions.md, "Modules"): `npm run check:boundaries`, run by .ci/run.
// A module is a folder server/src/<module>/. The rules look at what runs: type-only imports are compiled away
// (tsPreCompilationDeps: false), so a module may name another module's entity as a type, never query with it.
const MODULE = '^server/src/([^/]+)/';
/** A folder of the module `name`, or a folder within it (dto/). */
const moduleFolder = (name) => `^server/src/${name}(/|$)`;

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
