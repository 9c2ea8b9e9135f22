import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Extras carry allergen codes like menu items (a cheese topping brings G): `extras.allergens`, the
 * Austrian letters A–H, L–P and R, empty for the extras there are. Runs on PostgreSQL 15 and PGlite.
 */
export class ExtraAllergens1764300000000 implements MigrationInterface {
  name = 'ExtraAllergens1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE extras ADD COLUMN allergens text[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE extras DROP COLUMN allergens`);
  }
}
