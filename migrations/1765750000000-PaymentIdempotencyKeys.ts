import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment remembers the Idempotency-Key it was recorded with (issue 34: a retried payment answers the payment it
 * made, with the same invoice and receipt). Runs on PostgreSQL 15 and PGlite.
 */
export class PaymentIdempotencyKeys1765750000000 implements MigrationInterface {
  name = 'PaymentIdempotencyKeys1765750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payments ADD COLUMN idempotency_key varchar(100);
      CREATE UNIQUE INDEX payments_idempotency_key ON payments (idempotency_key) WHERE idempotency_key IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments DROP COLUMN idempotency_key`);
  }
}
