import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The restaurant's own face (issue 32, point 4): its logo, shown in the guest app's header and served as the
 * favicon, is one more image of the app metadata (`app_metadata.logo_media_id`). Runs on PostgreSQL 15 and PGlite.
 */
export class RestaurantLogo1765550000000 implements MigrationInterface {
  name = 'RestaurantLogo1765550000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_metadata ADD COLUMN logo_media_id uuid REFERENCES media (id) ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_metadata DROP COLUMN logo_media_id`);
  }
}
