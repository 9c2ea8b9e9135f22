import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A note per line ("ohne Zwiebel", at most 140 characters): basket lines carry it ('' for none, so the line key can
 * compare it: the same item with other notes is another line) and order lines keep it from checkout (null for
 * none). Runs on PostgreSQL 15 and PGlite.
 */
export class OrderItemNotes1765400000000 implements MigrationInterface {
  name = 'OrderItemNotes1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE basket_items ADD COLUMN note varchar(140) NOT NULL DEFAULT '';
      DROP INDEX basket_items_line_key;
      CREATE UNIQUE INDEX basket_items_line_key ON basket_items (basket_id, session_id, menu_item_id, extra_ids, note);
      ALTER TABLE order_items ADD COLUMN note varchar(140),
        ADD CONSTRAINT order_items_note_check CHECK (note IS NULL OR note <> '');
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    // Lines that differed only by their note become one key again: the first added stays, with its quantity.
    await q.query(`
      ALTER TABLE order_items DROP COLUMN note;
      DELETE FROM basket_items b USING basket_items o
        WHERE b.basket_id = o.basket_id AND b.session_id = o.session_id AND b.menu_item_id = o.menu_item_id
          AND b.extra_ids = o.extra_ids AND b.id > o.id;
      DROP INDEX basket_items_line_key;
      CREATE UNIQUE INDEX basket_items_line_key ON basket_items (basket_id, session_id, menu_item_id, extra_ids);
      ALTER TABLE basket_items DROP COLUMN note;
    `);
  }
}
