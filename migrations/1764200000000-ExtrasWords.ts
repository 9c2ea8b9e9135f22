import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One word per thing: the schema says "extra" where the code does (docs/decisions.md, "Words"). Table
 * `addings` becomes `extras`, `basket_items.adding_ids` becomes `extra_ids`, and `order_items.addings`
 * becomes `extras` with `extraId` in place of `addingId` in each stored extra. The API keeps the
 * specification's "addings". Runs on PostgreSQL 15 and PGlite (PostgreSQL 18).
 */
export class ExtrasWords1764200000000 implements MigrationInterface {
  name = 'ExtrasWords1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE addings RENAME TO extras;
      ALTER SEQUENCE addings_id_seq RENAME TO extras_id_seq;
      ALTER TABLE extras RENAME CONSTRAINT addings_pkey TO extras_pkey;
      ALTER TABLE extras RENAME CONSTRAINT addings_price_cents_check TO extras_price_cents_check;

      ALTER TABLE basket_items RENAME COLUMN adding_ids TO extra_ids;
      ALTER TABLE basket_items RENAME CONSTRAINT basket_items_adding_ids_check TO basket_items_extra_ids_check;

      ALTER TABLE order_items RENAME COLUMN addings TO extras;
      UPDATE order_items SET extras = ${renameKey('extras', 'addingId', 'extraId')} WHERE extras <> '[]';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE order_items SET extras = ${renameKey('extras', 'extraId', 'addingId')} WHERE extras <> '[]';
      ALTER TABLE order_items RENAME COLUMN extras TO addings;

      ALTER TABLE basket_items RENAME CONSTRAINT basket_items_extra_ids_check TO basket_items_adding_ids_check;
      ALTER TABLE basket_items RENAME COLUMN extra_ids TO adding_ids;

      ALTER TABLE extras RENAME CONSTRAINT extras_price_cents_check TO addings_price_cents_check;
      ALTER TABLE extras RENAME CONSTRAINT extras_pkey TO addings_pkey;
      ALTER SEQUENCE extras_id_seq RENAME TO addings_id_seq;
      ALTER TABLE extras RENAME TO addings;
    `);
  }
}

/** The jsonb array in `column` with key `from` renamed to `to` in every element, order kept. */
function renameKey(column: string, from: string, to: string): string {
  return `(SELECT jsonb_agg((e - '${from}') || jsonb_build_object('${to}', e -> '${from}') ORDER BY n)
    FROM jsonb_array_elements(${column}) WITH ORDINALITY AS x (e, n))`;
}
