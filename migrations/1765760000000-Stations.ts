import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Preparation stations and courses (issue 35): the stations (Küche, Bar, …) with the categories they prepare; a
 * category's default course; each order line's category and course as ordered, and its state at every station it was
 * routed to. Today's single kitchen becomes the default station "Küche", which gets every line until the owner sets up
 * more. Runs on PostgreSQL 15 and PGlite.
 */
export class Stations1765760000000 implements MigrationInterface {
  name = 'Stations1765760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stations (
        id serial PRIMARY KEY,
        name varchar(60) NOT NULL,
        category_ids integer[] NOT NULL DEFAULT '{}',
        is_default boolean NOT NULL DEFAULT false,
        warn_after_minutes integer NOT NULL DEFAULT 15,
        route_on_checkout boolean NOT NULL DEFAULT false,
        position integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX stations_one_default ON stations (is_default) WHERE is_default`);
    await q.query(`INSERT INTO stations (name, is_default, position) VALUES ('Küche', true, 1)`);
    await q.query(`ALTER TABLE categories ADD COLUMN course varchar(16)`);
    await q.query(`ALTER TABLE order_items ADD COLUMN category_id integer, ADD COLUMN course varchar(16)`);
    await q.query(`
      CREATE TABLE order_item_preparations (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        order_item_id integer NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
        station_id integer NOT NULL,
        state varchar(16) NOT NULL DEFAULT 'TO_PREPARE',
        fired boolean NOT NULL DEFAULT true,
        routed_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        served_at timestamptz,
        UNIQUE (order_item_id, station_id)
      )`);
    await q.query(`CREATE INDEX order_item_preparations_order ON order_item_preparations (order_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_item_preparations`);
    await q.query(`ALTER TABLE order_items DROP COLUMN category_id, DROP COLUMN course`);
    await q.query(`ALTER TABLE categories DROP COLUMN course`);
    await q.query(`DROP TABLE stations`);
  }
}
