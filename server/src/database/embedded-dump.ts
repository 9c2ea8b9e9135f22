import type { PGlite } from '@electric-sql/pglite';
import type { DataSource } from 'typeorm';
import type { PglitePgModule } from './pglite-pool.js';

/**
 * A consistent copy of an open embedded database: its data folder as a gzipped tarball (PGlite's own format,
 * which `PGlite.create({ loadDataDir })` reads back). The caller must hold the database alone, between
 * transactions; the checkpoint first writes every committed change into the data files.
 */
export async function dumpEmbeddedDatabase(db: PGlite): Promise<Buffer> {
  await db.exec('CHECKPOINT');
  const tarball = await db.dumpDataDir('gzip');
  return Buffer.from(await tarball.arrayBuffer());
}

/** The embedded database behind a data source, or null on PostgreSQL. */
function embeddedDriverOf(dataSource: DataSource): PglitePgModule | null {
  const driver = (dataSource.options as { driver?: unknown }).driver as Partial<PglitePgModule> | undefined;
  return typeof driver?.exclusive === 'function' ? (driver as PglitePgModule) : null;
}

/** A dump of the data source's embedded database, taken between two transactions; null on PostgreSQL. */
export function dumpRunningEmbeddedDatabase(dataSource: DataSource): Promise<Buffer> | null {
  const driver = embeddedDriverOf(dataSource);
  return driver ? driver.exclusive(dumpEmbeddedDatabase) : null;
}
