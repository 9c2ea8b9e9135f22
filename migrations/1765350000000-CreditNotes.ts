import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Corrections never touch an issued invoice (issue 30): cancelling a paid order, or fixing a wrong payment method or
 * tip, issues a credit note (Stornorechnung) that reverses the invoice, and the fix a new invoice.
 *
 * payments: a credit note is a row of kind CREDIT_NOTE with the negated amounts of the payment it reverses (so the
 * reports add it up with the rest, on the day it was issued); the reversed payment gets `reversed_at`. An order has at
 * most one standing payment. Each row keeps the number of its invoice or credit note.
 * invoices: a credit note is a document of kind CREDIT_NOTE naming the invoice it reverses; an order may now have
 * several documents (invoice, credit note, new invoice).
 * orders: payment status REFUNDED for an order whose payment was reversed by cancelling it.
 */
export class CreditNotes1765350000000 implements MigrationInterface {
  name = 'CreditNotes1765350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payments
        ADD COLUMN kind varchar(12) NOT NULL DEFAULT 'PAYMENT' CHECK (kind IN ('PAYMENT', 'CREDIT_NOTE')),
        ADD COLUMN reverses_payment_id integer REFERENCES payments (id) ON DELETE RESTRICT,
        ADD COLUMN reversed_at timestamptz,
        ADD COLUMN invoice_number varchar(40),
        DROP CONSTRAINT payments_amount_cents_check,
        DROP CONSTRAINT payments_tip_cents_check,
        ADD CONSTRAINT payments_credit_note_reverses CHECK ((kind = 'CREDIT_NOTE') = (reverses_payment_id IS NOT NULL)),
        ADD CONSTRAINT payments_amount_sign CHECK (
          CASE kind WHEN 'PAYMENT' THEN amount_cents >= 0 AND tip_cents >= 0 ELSE amount_cents <= 0 AND tip_cents <= 0 END
        );
      DROP INDEX payments_order_id_key;
      -- One standing payment per order, whichever process records it; a payment is reversed once.
      CREATE UNIQUE INDEX payments_standing_order_key ON payments (order_id) WHERE kind = 'PAYMENT' AND reversed_at IS NULL;
      CREATE UNIQUE INDEX payments_reverses_key ON payments (reverses_payment_id);
      UPDATE payments p SET invoice_number = o.invoice_number FROM orders o WHERE o.id = p.order_id;

      ALTER TABLE invoices
        ADD COLUMN kind varchar(12) NOT NULL DEFAULT 'INVOICE' CHECK (kind IN ('INVOICE', 'CREDIT_NOTE')),
        ADD COLUMN reverses_invoice_id integer REFERENCES invoices (id) ON DELETE RESTRICT,
        ADD CONSTRAINT invoices_credit_note_reverses CHECK ((kind = 'CREDIT_NOTE') = (reverses_invoice_id IS NOT NULL));
      DROP INDEX invoices_order_id_key;
      CREATE INDEX invoices_order_id_idx ON invoices (order_id);
      CREATE UNIQUE INDEX invoices_reverses_key ON invoices (reverses_invoice_id);

      ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check,
        ADD CONSTRAINT orders_payment_status_check CHECK (payment_status IN ('PENDING', 'PAID', 'REFUNDED'));
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check,
        ADD CONSTRAINT orders_payment_status_check CHECK (payment_status IN ('PENDING', 'PAID'));
      DROP INDEX invoices_reverses_key;
      DROP INDEX invoices_order_id_idx;
      ALTER TABLE invoices DROP COLUMN reverses_invoice_id, DROP COLUMN kind;
      CREATE UNIQUE INDEX invoices_order_id_key ON invoices (order_id);
      DROP INDEX payments_reverses_key;
      DROP INDEX payments_standing_order_key;
      ALTER TABLE payments DROP CONSTRAINT payments_amount_sign, DROP CONSTRAINT payments_credit_note_reverses,
        DROP COLUMN reverses_payment_id, DROP COLUMN reversed_at, DROP COLUMN invoice_number, DROP COLUMN kind,
        ADD CONSTRAINT payments_amount_cents_check CHECK (amount_cents >= 0),
        ADD CONSTRAINT payments_tip_cents_check CHECK (tip_cents >= 0);
      CREATE UNIQUE INDEX payments_order_id_key ON payments (order_id);
    `);
  }
}
