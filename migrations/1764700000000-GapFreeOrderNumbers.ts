import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order numbers without gaps: a sequence hands out a number that is lost when its transaction rolls back (a server
 * process killed between checkout's insert and its commit, a failed insert), and after a crash of the database
 * itself it skips ahead by up to 32. A counter row, updated in the order's own insert (the column default), rolls
 * back with it. Its row lock is held only from that insert, checkout's last statement, to the commit, so checkouts
 * wait for each other only for that moment (docs/reliability.md, "Order and invoice numbers"). The counter goes on
 * from the higher of the sequence and the highest number given, so no number is given twice. Writers that insert
 * many orders with explicit numbers (the bench's bulk seed) must raise the counter themselves.
 * Runs on PostgreSQL 15 and PGlite.
 */
export class GapFreeOrderNumbers1764700000000 implements MigrationInterface {
  name = 'GapFreeOrderNumbers1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_number_counter (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        last_number integer NOT NULL
      );
      INSERT INTO order_number_counter (last_number)
        SELECT GREATEST(
          (SELECT COALESCE(MAX(order_number), 99) FROM orders),
          (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM order_number_seq));

      CREATE FUNCTION next_order_number() RETURNS integer LANGUAGE sql VOLATILE AS $$
        UPDATE order_number_counter SET last_number = last_number + 1 WHERE id = 1 RETURNING last_number
      $$;
      ALTER TABLE orders ALTER COLUMN order_number SET DEFAULT next_order_number();
      DROP SEQUENCE order_number_seq;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE SEQUENCE order_number_seq;
      SELECT setval('order_number_seq', (SELECT last_number FROM order_number_counter));
      ALTER TABLE orders ALTER COLUMN order_number SET DEFAULT nextval('order_number_seq');
      DROP FUNCTION next_order_number();
      DROP TABLE order_number_counter;
    `);
  }
}
