import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff order entry (issue 30, point 6): a guest session a waiter opened at a table for the guests names them
 * (`guest_sessions.staff_username`), and the orders checked out from it keep who entered them (`orders.entered_by`).
 * Both null for guests. Runs on PostgreSQL 15 and PGlite.
 */
export class StaffOrderEntry1765500000000 implements MigrationInterface {
  name = 'StaffOrderEntry1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE guest_sessions ADD COLUMN staff_username varchar(100);
      ALTER TABLE orders ADD COLUMN entered_by varchar(100);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders DROP COLUMN entered_by;
      ALTER TABLE guest_sessions DROP COLUMN staff_username;
    `);
  }
}
