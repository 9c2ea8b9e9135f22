import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff member's language, everywhere (issue 33, point 6): an order's history line is stored as codes with their
 * values too (order_events.parts), which the back office renders in the reader's language. Lines written before keep
 * their German text only (parts null). Runs on PostgreSQL 15 and PGlite.
 */
export class OrderEventParts1765730000000 implements MigrationInterface {
  name = 'OrderEventParts1765730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_events ADD COLUMN parts jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_events DROP COLUMN parts`);
  }
}
