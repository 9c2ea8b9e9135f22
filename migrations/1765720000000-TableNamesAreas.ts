import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Names a person understands (issue 33, point 5): a table may have a name beside its number ("Fensterplatz") and an
 * area ("Terrasse", "Stube"); both optional. Runs on PostgreSQL 15 and PGlite.
 */
export class TableNamesAreas1765720000000 implements MigrationInterface {
  name = 'TableNamesAreas1765720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE dining_tables ADD COLUMN name varchar(60), ADD COLUMN area varchar(60)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE dining_tables DROP COLUMN name, DROP COLUMN area`);
  }
}
