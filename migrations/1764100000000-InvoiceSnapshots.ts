import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issued invoices as snapshots (BAO §132, UStG §11): what an invoice prints is stored when it gets its
 * number and never changes afterwards. Runs on PostgreSQL 15 and PGlite (PostgreSQL 18).
 */
export class InvoiceSnapshots1764100000000 implements MigrationInterface {
  name = 'InvoiceSnapshots1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invoices (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
        invoice_number varchar(40) NOT NULL,
        issued_at timestamptz NOT NULL,
        document jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT invoices_document_number_check CHECK (document ->> 'invoiceNumber' = invoice_number)
      );
      CREATE UNIQUE INDEX invoices_order_id_key ON invoices (order_id);
      CREATE UNIQUE INDEX invoices_invoice_number_key ON invoices (invoice_number);

      -- The application only ever inserts; the database refuses changes made past it as well.
      CREATE FUNCTION invoices_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'issued invoices never change (invoices is insert-only)' USING ERRCODE = 'integrity_constraint_violation';
      END
      $$;
      CREATE TRIGGER invoices_insert_only BEFORE UPDATE OR DELETE ON invoices
        FOR EACH ROW EXECUTE FUNCTION invoices_refuse_change();
      CREATE TRIGGER invoices_no_truncate BEFORE TRUNCATE ON invoices
        FOR EACH STATEMENT EXECUTE FUNCTION invoices_refuse_change();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE invoices;
      DROP FUNCTION invoices_refuse_change();
    `);
  }
}
