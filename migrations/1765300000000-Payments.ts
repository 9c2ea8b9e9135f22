import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments as their own step (issue 30): an order is paid when staff record a payment, no longer when it is
 * completed (served). A payment keeps the gross it collected per VAT rate (as orders do), so the reports add up
 * payments by the day they were collected.
 *
 * Existing data: until now, completing an order recorded it as paid, and the reports counted completed orders by the
 * day they were placed. So every completed order, and every order staff had marked paid, gets its payment here, on
 * the day it was placed, by the staff member who completed it: past reports and daily closings stay as they were.
 */
export class Payments1765300000000 implements MigrationInterface {
  name = 'Payments1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
        method varchar(8) NOT NULL CHECK (method IN ('CASH', 'CARD')),
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        tip_cents integer NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
        given_cents integer CHECK (given_cents >= 0),
        vat0_gross_cents integer NOT NULL DEFAULT 0,
        vat10_gross_cents integer NOT NULL DEFAULT 0,
        vat13_gross_cents integer NOT NULL DEFAULT 0,
        vat20_gross_cents integer NOT NULL DEFAULT 0,
        staff_username varchar(100) NOT NULL,
        paid_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payments_rates_add_up CHECK (
          vat0_gross_cents + vat10_gross_cents + vat13_gross_cents + vat20_gross_cents = amount_cents
        )
      );
      -- A payment covers a whole order: one per order, whichever process records it.
      CREATE UNIQUE INDEX payments_order_id_key ON payments (order_id);
      CREATE INDEX payments_paid_at_idx ON payments (paid_at);

      UPDATE orders SET payment_status = 'PAID' WHERE status = 'COMPLETED' AND payment_status <> 'PAID';

      INSERT INTO payments (order_id, method, amount_cents, vat0_gross_cents, vat10_gross_cents, vat13_gross_cents,
                            vat20_gross_cents, staff_username, paid_at)
      SELECT o.id, o.payment_method, o.vat0_gross_cents + o.vat10_gross_cents + o.vat13_gross_cents + o.vat20_gross_cents,
             o.vat0_gross_cents, o.vat10_gross_cents, o.vat13_gross_cents, o.vat20_gross_cents,
             coalesce((SELECT e.actor_user FROM order_events e
                       WHERE e.order_id = o.id AND e.type IN ('COMPLETED', 'PAYMENT_CHANGED') AND e.actor_user IS NOT NULL
                       ORDER BY e.seq DESC LIMIT 1), '—'),
             o.submitted_at
      FROM orders o WHERE o.payment_status = 'PAID';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payments`);
  }
}
