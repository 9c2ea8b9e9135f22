import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The VAT rates order_items.vat_rate allows, with the column of orders that keeps an order's gross at that rate. */
const RATES = [
  ['VAT_0', 'vat0_gross_cents'],
  ['VAT_10', 'vat10_gross_cents'],
  ['VAT_13', 'vat13_gross_cents'],
  ['VAT_20', 'vat20_gross_cents'],
] as const;

/** Per order id in `ids`: the sum of its lines' price_final_cents at each rate (0 without such lines). */
const sumsPerRate = (ids: string) => `
  SELECT c.id, ${RATES.map(([code, column]) => `coalesce(sum(i.price_final_cents) FILTER (WHERE i.vat_rate = '${code}'), 0)::int AS ${column}`).join(',\n    ')}
  FROM ${ids} LEFT JOIN order_items i ON i.order_id = c.id
  GROUP BY c.id`;

/**
 * Each order keeps its gross per VAT rate (the sum of its lines' price_final_cents at that rate), so the reports
 * add one row per order instead of regrouping every line by order and rate (docs/decisions.md, "Reporting").
 * Statement-level triggers on order_items keep the columns equal to the lines whoever writes them (checkout's one
 * statement, bulk inserts, an edit, a cascade): after each statement they add up again the lines of every order the
 * statement touched. The VAT itself is not stored: the reports derive it per order and rate with the invoices'
 * rounding. Writers that change the lines of an existing order lock the order row first (OrdersService.lock), or
 * two concurrent recounts could miss each other's lines. A new VAT rate needs a column here and in the reports.
 * The backfill sums the existing lines. Runs on PostgreSQL 15 and PGlite (PostgreSQL 18).
 */
export class OrderRateTotals1764600000000 implements MigrationInterface {
  name = 'OrderRateTotals1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders
        ${RATES.map(([, column]) => `ADD COLUMN ${column} integer NOT NULL DEFAULT 0 CHECK (${column} >= 0)`).join(',\n        ')};

      CREATE FUNCTION orders_sum_rates(order_ids integer[]) RETURNS void LANGUAGE sql AS $$
        UPDATE orders o SET ${RATES.map(([, column]) => `${column} = t.${column}`).join(', ')}
        FROM (${sumsPerRate('unnest(order_ids) AS c(id)')}) t
        WHERE o.id = t.id
      $$;

      -- Transition tables allow one event per trigger: one function, three triggers. An update counts again only
      -- the orders whose lines changed in order, rate or price (not, say, menu_item_id set to NULL by a deletion).
      CREATE FUNCTION order_items_sum_rates() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM orders_sum_rates(ARRAY(SELECT DISTINCT order_id FROM new_items));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM orders_sum_rates(ARRAY(SELECT DISTINCT order_id FROM old_items));
        ELSE
          PERFORM orders_sum_rates(ARRAY(
            SELECT order_id FROM (
              (SELECT id, order_id, vat_rate, price_final_cents FROM new_items
               EXCEPT SELECT id, order_id, vat_rate, price_final_cents FROM old_items)
              UNION
              (SELECT id, order_id, vat_rate, price_final_cents FROM old_items
               EXCEPT SELECT id, order_id, vat_rate, price_final_cents FROM new_items)
            ) changed GROUP BY order_id));
        END IF;
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER order_items_sum_rates_insert AFTER INSERT ON order_items
        REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_sum_rates();
      CREATE TRIGGER order_items_sum_rates_update AFTER UPDATE ON order_items
        REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_sum_rates();
      CREATE TRIGGER order_items_sum_rates_delete AFTER DELETE ON order_items
        REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_sum_rates();

      UPDATE orders o SET ${RATES.map(([, column]) => `${column} = t.${column}`).join(', ')}
      FROM (${sumsPerRate('(SELECT DISTINCT order_id AS id FROM order_items) c')}) t
      WHERE o.id = t.id;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER order_items_sum_rates_insert ON order_items;
      DROP TRIGGER order_items_sum_rates_update ON order_items;
      DROP TRIGGER order_items_sum_rates_delete ON order_items;
      DROP FUNCTION order_items_sum_rates();
      DROP FUNCTION orders_sum_rates(integer[]);
      ALTER TABLE orders ${RATES.map(([, column]) => `DROP COLUMN ${column}`).join(', ')};
    `);
  }
}
