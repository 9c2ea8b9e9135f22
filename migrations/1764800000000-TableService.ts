import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Service at the table (issue 17): guests' calls for the waiter or the bill, and one basket shared by the phones
 * at a table.
 * - `service_calls`: at most one OPEN call per table and kind (the partial unique index); an open call lapses
 *   to EXPIRED after SERVICE_CALL_MINUTES. Times are kept for reporting (response time = acknowledged − created).
 * - `table_baskets`: the open basket of a table (one per table: ordered_at IS NULL); checkout marks it ordered
 *   with the order's id in the same transaction, so a second checkout of it finds it taken.
 * - `basket_items.basket_id`: the basket a line is in, a session's own id (private basket) or a table basket's
 *   id; `session_id` stays the guest who added the line.
 * - `guest_sessions.guest_name` / `private_basket`: the short name shown on shared lines, and the switch to a
 *   basket of one's own.
 * - `orders.table_basket_id`: which shared basket an order came from, so every phone at the table may read it.
 * Runs on PostgreSQL 15 and PGlite.
 */
export class TableService1764800000000 implements MigrationInterface {
  name = 'TableService1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE service_calls (
        id serial PRIMARY KEY,
        table_id integer NOT NULL REFERENCES dining_tables (id) ON DELETE CASCADE,
        session_id uuid REFERENCES guest_sessions (id) ON DELETE SET NULL,
        kind varchar(16) NOT NULL CHECK (kind IN ('WAITER', 'BILL')),
        payment_method varchar(8) CHECK (payment_method IN ('CASH', 'CARD')),
        status varchar(16) NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ACKNOWLEDGED', 'EXPIRED')),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        acknowledged_at timestamptz,
        acknowledged_by integer REFERENCES users (id) ON DELETE SET NULL,
        CHECK ((kind = 'BILL') = (payment_method IS NOT NULL)),
        CHECK ((status = 'ACKNOWLEDGED') = (acknowledged_at IS NOT NULL))
      );
      CREATE UNIQUE INDEX service_calls_one_open_key ON service_calls (table_id, kind) WHERE status = 'OPEN';
      CREATE INDEX service_calls_created_idx ON service_calls (created_at);

      ALTER TABLE guest_sessions
        ADD COLUMN guest_name varchar(20),
        ADD COLUMN private_basket boolean NOT NULL DEFAULT false;

      CREATE TABLE table_baskets (
        id uuid PRIMARY KEY,
        table_id integer NOT NULL REFERENCES dining_tables (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        ordered_at timestamptz,
        order_id integer REFERENCES orders (id) ON DELETE SET NULL
      );
      CREATE UNIQUE INDEX table_baskets_one_open_key ON table_baskets (table_id) WHERE ordered_at IS NULL;

      ALTER TABLE basket_items ADD COLUMN basket_id uuid;
      UPDATE basket_items SET basket_id = session_id;
      ALTER TABLE basket_items ALTER COLUMN basket_id SET NOT NULL;
      DROP INDEX basket_items_line_key;
      CREATE UNIQUE INDEX basket_items_line_key ON basket_items (basket_id, session_id, menu_item_id, extra_ids);

      ALTER TABLE orders ADD COLUMN table_basket_id uuid;
      CREATE INDEX orders_table_basket_idx ON orders (table_basket_id) WHERE table_basket_id IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX orders_table_basket_idx;
      ALTER TABLE orders DROP COLUMN table_basket_id;
      DELETE FROM basket_items WHERE basket_id <> session_id;
      DROP INDEX basket_items_line_key;
      CREATE UNIQUE INDEX basket_items_line_key ON basket_items (session_id, menu_item_id, extra_ids);
      ALTER TABLE basket_items DROP COLUMN basket_id;
      DROP TABLE table_baskets;
      ALTER TABLE guest_sessions DROP COLUMN guest_name, DROP COLUMN private_basket;
      DROP TABLE service_calls;
    `);
  }
}
