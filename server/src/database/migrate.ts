import type { DataSource } from 'typeorm';

const MIGRATION_LOCK_KEY = 7_261_001;

/**
 * Runs pending migrations. On PostgreSQL several processes may start together: an advisory lock
 * lets one migrate while the others wait. PGlite belongs to one process, so it needs none
 * (and its single connection could not hold the lock while migrating).
 */
export async function runMigrations(dataSource: DataSource, embedded: boolean): Promise<void> {
  if (embedded) {
    await dataSource.runMigrations({ transaction: 'all' });
    return;
  }
  const lockRunner = dataSource.createQueryRunner();
  try {
    await lockRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await lockRunner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lockRunner.release();
  }
}
