import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The whole domain's tables. Runs on PostgreSQL 15 and PGlite (PostgreSQL 18). */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE media (
        id uuid PRIMARY KEY,
        content_type varchar(50) NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
        data bytea NOT NULL,
        byte_size integer NOT NULL CHECK (byte_size > 0),
        etag varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE menu_types (
        id serial PRIMARY KEY,
        code varchar(32) NOT NULL CHECK (code = upper(code) AND code <> ''),
        name varchar(100) NOT NULL,
        sort_order integer NOT NULL DEFAULT 1,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX menu_types_code_key ON menu_types (code);

      CREATE TABLE categories (
        id serial PRIMARY KEY,
        type_id integer NOT NULL REFERENCES menu_types (id) ON DELETE RESTRICT,
        name varchar(100) NOT NULL,
        description text NOT NULL DEFAULT '',
        sort_order integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX categories_type_id_idx ON categories (type_id, sort_order);

      CREATE TABLE menu_items (
        id serial PRIMARY KEY,
        category_id integer NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
        name varchar(200) NOT NULL,
        description text NOT NULL DEFAULT '',
        base_price_cents integer NOT NULL CHECK (base_price_cents > 0),
        available boolean NOT NULL DEFAULT true,
        archived_at timestamptz,
        vat_rate varchar(8) NOT NULL DEFAULT 'VAT_10' CHECK (vat_rate IN ('VAT_0', 'VAT_10', 'VAT_13', 'VAT_20')),
        vat_category varchar(32) NOT NULL DEFAULT 'FOOD'
          CHECK (vat_category IN ('FOOD', 'BEVERAGE', 'ALCOHOLIC', 'COFFEE', 'NON_ALCOHOLIC_DRINK')),
        allergens text[] NOT NULL DEFAULT '{}',
        image_media_id uuid REFERENCES media (id) ON DELETE SET NULL,
        discount_enabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX menu_items_category_id_idx ON menu_items (category_id) WHERE archived_at IS NULL;

      CREATE TABLE menu_item_prices (
        id serial PRIMARY KEY,
        menu_item_id integer NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
        price_cents integer NOT NULL CHECK (price_cents > 0),
        replaced_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX menu_item_prices_item_idx ON menu_item_prices (menu_item_id, id DESC);

      CREATE TABLE addings (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        active boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 1,
        type_ids integer[] NOT NULL DEFAULT '{}',
        category_ids integer[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE dining_tables (
        id serial PRIMARY KEY,
        table_number integer NOT NULL CHECK (table_number > 0),
        seating_capacity integer NOT NULL DEFAULT 4 CHECK (seating_capacity >= 1),
        qr_code varchar(64) NOT NULL,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX dining_tables_qr_code_key ON dining_tables (qr_code);
      CREATE UNIQUE INDEX dining_tables_active_number_key ON dining_tables (table_number) WHERE active;

      CREATE TABLE guest_sessions (
        id uuid PRIMARY KEY,
        table_id integer REFERENCES dining_tables (id) ON DELETE RESTRICT,
        entry_type varchar(16) NOT NULL CHECK (entry_type IN ('TABLE', 'TAKEAWAY')),
        status varchar(16) NOT NULL DEFAULT 'OPEN',
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((entry_type = 'TABLE') = (table_id IS NOT NULL))
      );

      CREATE TABLE basket_items (
        id serial PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES guest_sessions (id) ON DELETE CASCADE,
        menu_item_id integer NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        adding_ids integer[] NOT NULL DEFAULT '{}' CHECK (cardinality(adding_ids) <= 5),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX basket_items_line_key ON basket_items (session_id, menu_item_id, adding_ids);

      CREATE SEQUENCE order_number_seq START WITH 100;

      CREATE TABLE orders (
        id serial PRIMARY KEY,
        order_number integer NOT NULL DEFAULT nextval('order_number_seq'),
        session_id uuid REFERENCES guest_sessions (id) ON DELETE SET NULL,
        table_id integer REFERENCES dining_tables (id) ON DELETE SET NULL,
        table_number integer,
        status varchar(16) NOT NULL
          CHECK (status IN ('IN_PROGRESS', 'APPROVED', 'REJECTED', 'COMPLETED', 'CANCELED')),
        order_type varchar(16) NOT NULL CHECK (order_type IN ('DINE_IN', 'TAKEAWAY', 'DELIVERY')),
        payment_method varchar(8) NOT NULL CHECK (payment_method IN ('CASH', 'CARD')),
        payment_status varchar(8) NOT NULL DEFAULT 'PENDING' CHECK (payment_status IN ('PENDING', 'PAID')),
        gross_cents integer NOT NULL CHECK (gross_cents >= 0),
        items_count integer NOT NULL CHECK (items_count >= 0),
        note text,
        rejection_reason text,
        idempotency_key varchar(100),
        invoice_number varchar(40),
        invoiced_at timestamptz,
        submitted_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX orders_order_number_key ON orders (order_number);
      CREATE UNIQUE INDEX orders_idempotency_key ON orders (session_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
      CREATE UNIQUE INDEX orders_invoice_number_key ON orders (invoice_number) WHERE invoice_number IS NOT NULL;
      CREATE INDEX orders_status_submitted_idx ON orders (status, submitted_at);
      CREATE INDEX orders_submitted_idx ON orders (submitted_at);
      CREATE INDEX orders_session_idx ON orders (session_id);

      CREATE TABLE order_items (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        menu_item_id integer REFERENCES menu_items (id) ON DELETE SET NULL,
        menu_item_name varchar(200) NOT NULL,
        type_code varchar(32),
        vat_rate varchar(8) NOT NULL CHECK (vat_rate IN ('VAT_0', 'VAT_10', 'VAT_13', 'VAT_20')),
        vat_category varchar(32) NOT NULL,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
        price_final_cents integer NOT NULL CHECK (price_final_cents >= 0),
        addings jsonb NOT NULL DEFAULT '[]',
        position integer NOT NULL DEFAULT 0
      );
      CREATE INDEX order_items_order_idx ON order_items (order_id, position);

      CREATE TABLE order_events (
        seq bigserial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        session_id uuid,
        type varchar(32) NOT NULL,
        message text NOT NULL DEFAULT '',
        actor_user varchar(100),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX order_events_order_idx ON order_events (order_id, seq);

      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(50) NOT NULL,
        password_hash varchar(200) NOT NULL,
        roles text[] NOT NULL DEFAULT '{}',
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_username_key ON users (lower(username));

      CREATE TABLE login_failures (
        id serial PRIMARY KEY,
        username varchar(100) NOT NULL,
        ip varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX login_failures_username_idx ON login_failures (username, created_at);
      CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);

      CREATE TABLE app_metadata (
        id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        background_media_id uuid REFERENCES media (id) ON DELETE SET NULL,
        default_item_media_id uuid REFERENCES media (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO app_metadata (id) VALUES (1);

      CREATE TABLE app_info (
        id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        app_name varchar(200), app_description text, app_street varchar(200), app_zip_code varchar(200),
        app_city varchar(200), country_code varchar(200), region varchar(200), app_admin varchar(200),
        company_name varchar(200), vat_id varchar(200), tax_number varchar(200),
        company_register_number varchar(200), email varchar(200), phone varchar(200), website varchar(200),
        iban varchar(200), bic varchar(200), currency_code varchar(200), timezone varchar(200),
        default_locale varchar(200), invoice_prefix varchar(200), invoice_start_no integer CHECK (invoice_start_no >= 0),
        last_invoice_no integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO app_info (id, currency_code, timezone, default_locale) VALUES (1, 'EUR', 'Europe/Vienna', 'de-AT');

      -- @socket.io/postgres-adapter creates this itself at start; two processes starting together collide.
      CREATE TABLE socket_io_attachments (
        id bigserial UNIQUE,
        created_at timestamptz DEFAULT now(),
        payload bytea
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE socket_io_attachments, app_info, app_metadata, login_failures, users, order_events, order_items,
        orders, basket_items, guest_sessions, dining_tables, addings, menu_item_prices, menu_items, categories,
        menu_types, media;
      DROP SEQUENCE order_number_seq;
    `);
  }
}
