import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checks an accountant would make (issue 33, point 4): the court keeping the company register (Firmenbuchgericht),
 * printed beside the register number; a register number stored with its "FN" ("FN 123456a") is kept without it,
 * as the back office now stores it (invoices print "FN" in front). Runs on PostgreSQL 15 and PGlite.
 */
export class CompanyRegisterCourt1765710000000 implements MigrationInterface {
  name = 'CompanyRegisterCourt1765710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_info ADD COLUMN company_register_court varchar(200)`);
    await q.query(`
      UPDATE app_info
      SET company_register_number = lower(regexp_replace(company_register_number, '^\\s*FN\\s*(\\d{1,6})\\s*([A-Za-z])\\s*$', '\\1\\2'))
      WHERE company_register_number ~ '^\\s*FN\\s*\\d{1,6}\\s*[A-Za-z]\\s*$';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_info DROP COLUMN company_register_court`);
  }
}
