import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import request from 'supertest';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/create-app.js';
import { EventBus } from '../../src/events/event-bus.service.js';
import { dropDatabase, onServer, withDatabase } from './postgres-databases.js';

export const TEST_ADMIN = { username: 'admin', password: 'admin-test-password' };
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestApp {
  app: NestFastifyApplication;
  /** Every route the app registered (method and path as the router has it), for tests over all routes. */
  routes: Array<{ method: string; path: string }>;
  config: AppConfig;
  http: ReturnType<typeof request>;
  /** Closes the app; `keepData` leaves the database for a restart test. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export interface TestAppOptions {
  /** Reuse a database left by an earlier app (restart tests). */
  dataDir?: string;
  databaseUrl?: string;
  seedDemo?: boolean;
  env?: Record<string, string>;
  /** Configuration beyond the environment (e.g. where the built web apps are). */
  config?: Partial<AppConfig>;
}

/**
 * The PostgreSQL database a test file owns: a copy of the run's migrated, seeded template (CREATE DATABASE …
 * TEMPLATE copies files; migrating every file's database took longer than its tests), dropped at the end.
 */
async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tischlein_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = process.env.TISCHLEIN_PG_TEMPLATE;
  await onServer(baseUrl, async (client) => {
    if (template) await ensurePostgresTemplate(client, baseUrl, template);
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  });
  return { url: withDatabase(baseUrl, name), drop: () => dropDatabase(baseUrl, name) };
}

/**
 * The first jest worker to get here builds the template under a lock (the others wait on it): an app migrates and
 * seeds a database of another name, which is renamed once that succeeded, so a failed build leaves no template.
 */
async function ensurePostgresTemplate(client: pg.Client, baseUrl: string, template: string): Promise<void> {
  await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rowCount) return;
    const building = `${template}_building`;
    await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${building}`);
    const first = await startTestApp({ databaseUrl: withDatabase(baseUrl, building) });
    await first.close();
    await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
  }
}

/**
 * Fills an empty embedded data folder with a copy of the migrated, seeded template, made once
 * per test run (initdb takes seconds; a copy does not).
 */
async function fillFromTemplate(dir: string): Promise<void> {
  const template = process.env.TISCHLEIN_TEMPLATE_DIR;
  if (!template || template === dir || existsSync(join(dir, 'pgdata'))) return;
  await ensureTemplate(template);
  cpSync(join(template, 'pgdata'), join(dir, 'pgdata'), { recursive: true });
}

/**
 * The first jest worker to get here builds the template; the others wait for its "ready" mark, or
 * fail at once on its "failed" mark (a broken start would otherwise leave them waiting forever).
 */
async function ensureTemplate(template: string): Promise<void> {
  const ready = join(template, 'ready');
  const failed = join(template, 'failed');
  if (existsSync(ready)) return;
  try {
    mkdirSync(join(template, 'creating'));
  } catch {
    while (!existsSync(ready)) {
      if (existsSync(failed)) throw new Error('Building the embedded template database failed in another jest worker');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return;
  }
  try {
    const first = await startTestApp({ dataDir: template });
    await first.close({ keepData: true });
  } catch (err) {
    writeFileSync(failed, String(err));
    throw err;
  }
  writeFileSync(ready, '');
}

/**
 * After a test changed the menu or extras by SQL: the app holds them in memory and drops them when
 * the back office writes, so tell it as the back office would.
 */
export function menuChangedOutsideTheApp(t: TestApp): void {
  t.app.get(EventBus).emit('menu.changed', { fromOtherProcess: false });
}

export function usingPostgres(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL);
}

const SLOW_CLOSE_MS = 20_000;

/**
 * Closes the app. A close that hangs (once in CI under load, past the 60 s hook timeout, cause not found) says so with
 * what still holds the process, drops the HTTP connections still open (what a hanging HTTP close waits for) and then
 * waits for the close to end.
 */
async function closeApp(app: NestFastifyApplication): Promise<void> {
  const closing = app.close();
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), SLOW_CLOSE_MS)));
  const first = await Promise.race([closing.then(() => 'closed' as const), slow]);
  clearTimeout(timer);
  if (first === 'closed') return;
  console.warn(`The test app took over ${SLOW_CLOSE_MS} ms to close; still active: ${process.getActiveResourcesInfo().join(', ')}`);
  app.getHttpServer().closeAllConnections();
  await closing;
}

/** Boots the real application on a real database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  let databaseUrl = options.databaseUrl;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (!databaseUrl && !options.dataDir && usingPostgres()) {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tischlein-test-'));
  if (!databaseUrl) await fillFromTemplate(dataDir);
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: String(options.seedDemo ?? true),
      LOG_LEVEL: 'error',
      // API tests place many guest orders at one table without approving them; the open-order limits have tests of
      // their own (guest-limits, the security suite), which set the shipped values.
      ORDER_MAX_OPEN_PER_TABLE: '1000',
      ORDER_MAX_OPEN_PER_SESSION: '1000',
      // The print worker polls the database every second; tests of printing switch it on (printing.e2e-spec.ts).
      PRINT_WORKER: 'false',
      ...options.env,
    },
    options.config,
  );
  const app = await createApp(config, { logger: false });
  const routes: TestApp['routes'] = [];
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, path: route.url });
    });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    routes,
    config,
    http: request(app.getHttpServer()),
    close: async ({ keepData = false } = {}) => {
      await closeApp(app);
      if (keepData) return;
      if (dropDatabase) await dropDatabase();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
