import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cash register under the RKSV (issue 34): the register (at most one in operation) and its receipts, insert-only
 * like invoices. Runs on PostgreSQL 15 and PGlite.
 */
export class RksvRegister1765740000000 implements MigrationInterface {
  name = 'RksvRegister1765740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rksv_registers (
        id serial PRIMARY KEY,
        cash_register_id varchar(40) NOT NULL UNIQUE,
        aes_key varchar(44) NOT NULL,
        state varchar(16) NOT NULL DEFAULT 'ACTIVE' CHECK (state IN ('ACTIVE', 'DECOMMISSIONED')),
        turnover_cents bigint NOT NULL DEFAULT 0,
        receipt_count integer NOT NULL DEFAULT 0,
        last_jws text,
        last_date_time varchar(19),
        signer_failed_since timestamptz,
        training_mode boolean NOT NULL DEFAULT false,
        units jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- One register in operation at a time.
      CREATE UNIQUE INDEX rksv_registers_one_active ON rksv_registers ((true)) WHERE state = 'ACTIVE';

      CREATE TABLE rksv_receipts (
        id serial PRIMARY KEY,
        register_id integer NOT NULL REFERENCES rksv_registers (id) ON DELETE RESTRICT,
        receipt_number varchar(40) NOT NULL,
        kind varchar(12) NOT NULL,
        date_time varchar(19) NOT NULL,
        normal_cents integer NOT NULL,
        reduced1_cents integer NOT NULL,
        reduced2_cents integer NOT NULL,
        zero_cents integer NOT NULL,
        special_cents integer NOT NULL,
        turnover_cents bigint NOT NULL,
        key_id varchar(80) NOT NULL,
        jws text NOT NULL,
        signed boolean NOT NULL,
        invoice_number varchar(40),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT rksv_receipts_number_key UNIQUE (register_id, receipt_number)
      );
      CREATE INDEX rksv_receipts_invoice_number ON rksv_receipts (invoice_number) WHERE invoice_number IS NOT NULL;

      CREATE FUNCTION rksv_receipts_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'receipts never change (rksv_receipts is insert-only)' USING ERRCODE = 'integrity_constraint_violation';
      END
      $$;
      CREATE TRIGGER rksv_receipts_insert_only BEFORE UPDATE OR DELETE ON rksv_receipts
        FOR EACH ROW EXECUTE FUNCTION rksv_receipts_refuse_change();
      CREATE TRIGGER rksv_receipts_no_truncate BEFORE TRUNCATE ON rksv_receipts
        FOR EACH STATEMENT EXECUTE FUNCTION rksv_receipts_refuse_change();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE rksv_receipts;
      DROP FUNCTION rksv_receipts_refuse_change();
      DROP TABLE rksv_registers;
    `);
  }
}
