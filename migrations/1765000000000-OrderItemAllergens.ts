import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order lines keep the allergens of what was ordered (the item's and its extras' codes) as they were at
 * checkout, for the guest's confirmation: `order_items.allergens`. Lines ordered before stay empty, since
 * what the dish contained then is not known. Runs on PostgreSQL 15 and PGlite.
 */
export class OrderItemAllergens1765000000000 implements MigrationInterface {
  name = 'OrderItemAllergens1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_items ADD COLUMN allergens text[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_items DROP COLUMN allergens`);
  }
}
