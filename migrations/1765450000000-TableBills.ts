import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The table's bill (issue 30): a payment may cover any lines of any unpaid orders at a table, or pieces of a line
 * (2 of 3 beers), or an equal share of what is open; each is paid on its own with its own invoice.
 *
 * payment_items: what a payment paid, per order line: pieces and cents (a credit note's rows are negated). A line is
 * paid when its standing payments' cents reach the line's price. Existing payments covered whole orders: they get a
 * row per line of their order here, so the products report and the bill read every payment the same way.
 * payments: order_id is null for a payment over the table's bill (table_id and table_number say where).
 * invoices: order_id is null for the invoice of such a payment.
 * order_items: who added the line from the table's shared basket (their session and the name they gave), so the
 * bill can group the lines by guest even after the session is gone.
 * service_calls: "Rechnung bitte" says whether the guest asks for their own lines or the whole table.
 * dining_tables: when staff last freed the table ("Tisch freigeben"): the bill shows the parts paid since.
 */
export class TableBills1765450000000 implements MigrationInterface {
  name = 'TableBills1765450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payments ALTER COLUMN order_id DROP NOT NULL,
        ADD COLUMN table_id integer,
        ADD COLUMN table_number integer,
        ADD CONSTRAINT payments_order_or_table CHECK (order_id IS NOT NULL OR table_id IS NOT NULL);
      ALTER TABLE invoices ALTER COLUMN order_id DROP NOT NULL;

      CREATE TABLE payment_items (
        id serial PRIMARY KEY,
        payment_id integer NOT NULL REFERENCES payments (id) ON DELETE RESTRICT,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
        order_item_id integer NOT NULL REFERENCES order_items (id) ON DELETE RESTRICT,
        quantity integer NOT NULL,
        gross_cents integer NOT NULL
      );
      CREATE INDEX payment_items_payment_id_idx ON payment_items (payment_id);
      CREATE INDEX payment_items_order_item_id_idx ON payment_items (order_item_id);
      CREATE INDEX payment_items_order_id_idx ON payment_items (order_id);

      INSERT INTO payment_items (payment_id, order_id, order_item_id, quantity, gross_cents)
      SELECT p.id, i.order_id, i.id, CASE p.kind WHEN 'PAYMENT' THEN i.quantity ELSE -i.quantity END,
             CASE p.kind WHEN 'PAYMENT' THEN i.price_final_cents ELSE -i.price_final_cents END
      FROM payments p JOIN order_items i ON i.order_id = p.order_id
      ORDER BY p.id, i.position;

      ALTER TABLE order_items ADD COLUMN guest_session_id uuid, ADD COLUMN guest_name varchar(20);
      UPDATE order_items i SET guest_session_id = o.session_id FROM orders o WHERE o.id = i.order_id;

      ALTER TABLE service_calls ADD COLUMN bill_scope varchar(8) CHECK (bill_scope IN ('OWN', 'TABLE'));
      ALTER TABLE dining_tables ADD COLUMN freed_at timestamptz;
    `);
  }

  /** Refused once a table's bill was paid: its invoices and payments have no order to belong to. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE dining_tables DROP COLUMN freed_at;
      ALTER TABLE service_calls DROP COLUMN bill_scope;
      ALTER TABLE order_items DROP COLUMN guest_session_id, DROP COLUMN guest_name;
      DROP TABLE payment_items;
      ALTER TABLE invoices ALTER COLUMN order_id SET NOT NULL;
      ALTER TABLE payments DROP CONSTRAINT payments_order_or_table, DROP COLUMN table_id, DROP COLUMN table_number,
        ALTER COLUMN order_id SET NOT NULL;
    `);
  }
}
