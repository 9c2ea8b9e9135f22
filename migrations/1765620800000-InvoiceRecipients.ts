import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A business guest's invoice (issue 32, point 8): the recipient an order's invoice names — name, address, UID
 * number — set before the invoice is issued and copied into its snapshot then (`invoices.document`, which never
 * changes). Address and UID only with a name; no empty texts. Runs on PostgreSQL 15 and PGlite.
 */
export class InvoiceRecipients1765620800000 implements MigrationInterface {
  name = 'InvoiceRecipients1765620800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN invoice_recipient_name varchar(100),
        ADD COLUMN invoice_recipient_address varchar(300),
        ADD COLUMN invoice_recipient_uid varchar(16),
        ADD CONSTRAINT orders_invoice_recipient_check CHECK (
          (invoice_recipient_name IS NULL AND invoice_recipient_address IS NULL AND invoice_recipient_uid IS NULL)
          OR (invoice_recipient_name <> '' AND invoice_recipient_address IS DISTINCT FROM ''
            AND invoice_recipient_uid IS DISTINCT FROM '')
        );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders DROP COLUMN invoice_recipient_uid, DROP COLUMN invoice_recipient_address,
        DROP COLUMN invoice_recipient_name;
    `);
  }
}
