import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a new product starts with (issue 33, point 1): each menu type gets a VAT rate and category for its new
 * products, and a category may have its own (null: its type's). An existing type starts with what most of its
 * products have (a drinks type whose drinks are at 20 % keeps adding them at 20 %), a type without products with
 * 10 % food as before. Runs on PostgreSQL 15 and PGlite.
 */
const RATES = `default_vat_rate IN ('VAT_0', 'VAT_10', 'VAT_13', 'VAT_20')`;
const CATEGORIES = `default_vat_category IN ('FOOD', 'BEVERAGE', 'ALCOHOLIC', 'COFFEE', 'NON_ALCOHOLIC_DRINK')`;

export class VatDefaults1765700000000 implements MigrationInterface {
  name = 'VatDefaults1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE menu_types
        ADD COLUMN default_vat_rate varchar(8) NOT NULL DEFAULT 'VAT_10' CHECK (${RATES}),
        ADD COLUMN default_vat_category varchar(32) NOT NULL DEFAULT 'FOOD' CHECK (${CATEGORIES});
      ALTER TABLE categories
        ADD COLUMN default_vat_rate varchar(8) CHECK (${RATES}),
        ADD COLUMN default_vat_category varchar(32) CHECK (${CATEGORIES});
    `);
    await q.query(`
      UPDATE menu_types t
      SET default_vat_rate = usual.vat_rate, default_vat_category = usual.vat_category
      FROM (
        SELECT DISTINCT ON (c.type_id) c.type_id, i.vat_rate, i.vat_category
        FROM menu_items i JOIN categories c ON c.id = i.category_id
        WHERE i.archived_at IS NULL
        GROUP BY c.type_id, i.vat_rate, i.vat_category
        ORDER BY c.type_id, count(*) DESC, i.vat_rate DESC, i.vat_category
      ) usual
      WHERE usual.type_id = t.id;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE categories DROP COLUMN default_vat_category, DROP COLUMN default_vat_rate;
      ALTER TABLE menu_types DROP COLUMN default_vat_category, DROP COLUMN default_vat_rate;
    `);
  }
}
