import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../../migrations/index.js';
import type { AppConfig } from '../config/app-config.js';
import { createEmbeddedDatabaseIfMissing } from './create-embedded-database.js';
import { lockDataDir } from './data-dir-lock.js';
import { entities } from './entities.js';
import { createPglitePgModule } from './pglite-pool.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

const INT8_OID = 20;

/**
 * PGlite starts PostgreSQL with its stock 128 MB of shared buffers, which alone pushes the WASM memory to
 * ~190 MB. One session on a restaurant's data needs far less: reads go through the OS page cache anyway,
 * and with 16 MB the WASM memory stays at its 128 MB minimum (server RSS about 130 MB lower).
 */
export const EMBEDDED_DATABASE_SETTINGS = ['-c', 'shared_buffers=16MB'];

const common = {
  type: 'postgres' as const,
  entities,
  migrations,
  migrationsRun: false,
  synchronize: false,
  namingStrategy: new SnakeNamingStrategy(),
  parseInt8: true,
  installExtensions: false,
};

/** Opens (creating on first start) the embedded database in DATA_DIR, holding its lock. */
async function openEmbeddedDatabase(dataDir: string) {
  const releaseLock = lockDataDir(dataDir);
  try {
    const pgdata = join(dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
    await createEmbeddedDatabaseIfMissing(pgdata);
    const db = await PGlite.create({
      dataDir: pgdata,
      parsers: { [INT8_OID]: (value: string) => Number(value) },
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_DATABASE_SETTINGS],
    });
    return createPglitePgModule(db, { onClose: () => Promise.resolve(releaseLock()) });
  } catch (err) {
    releaseLock();
    throw err;
  }
}

/** The TypeORM options for both Nest and the TypeORM CLI: PostgreSQL when DATABASE_URL is set, else PGlite. */
export async function buildDataSourceOptions(config: AppConfig): Promise<DataSourceOptions> {
  if (config.databaseUrl) {
    return { ...common, url: config.databaseUrl, poolSize: 20, applicationName: 'tischlein' };
  }
  // PGlite is one session: a pool of one, handed out one query runner at a time.
  return { ...common, driver: await openEmbeddedDatabase(config.dataDir), poolSize: 1 };
}
