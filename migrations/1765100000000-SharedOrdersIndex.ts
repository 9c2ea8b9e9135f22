import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A guest reads (and follows live) the orders sent from their table's shared basket since they sat down: the
 * index finds a table's shared orders from a time on, instead of walking every shared order of every table.
 * It replaces the index on `table_basket_id` alone, which nothing looks up by. Runs on PostgreSQL 15 and PGlite.
 */
export class SharedOrdersIndex1765100000000 implements MigrationInterface {
  name = 'SharedOrdersIndex1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX orders_shared_at_table_idx ON orders (table_id, created_at) WHERE table_basket_id IS NOT NULL;
      DROP INDEX orders_table_basket_idx;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX orders_table_basket_idx ON orders (table_basket_id) WHERE table_basket_id IS NOT NULL;
      DROP INDEX orders_shared_at_table_idx;
    `);
  }
}
