import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The VAT categories of drinks when this migration was written (server/src/common/drinks.ts decides from now on). */
const DRINK_CATEGORIES = ['BEVERAGE', 'ALCOHOLIC', 'COFFEE', 'NON_ALCOHOLIC_DRINK'];
const KNOWN_CATEGORIES = ['FOOD', ...DRINK_CATEGORIES];

// What the back office guessed by before the server decided, for lines whose category says nothing. Whole words
// only: "Bier" and "Glas Wein" are drinks, "Bierbraten", "Schweinsschnitzel", "Rumpsteak" and "Milchreis" are not.
// A compound names the thing its last part names, so the usual drink compounds are words of their own.
const DRINK_WORDS = new Set([
  'cola',
  'wasser',
  'saft',
  'bier',
  'wein',
  'spritz',
  'spritzer',
  'gespritzt',
  'gespritzter',
  'kaffee',
  'tee',
  'mineralwasser',
  'sodawasser',
  'tafelwasser',
  'apfelsaft',
  'orangensaft',
  'traubensaft',
  'hauswein',
  'rotwein',
  'weißwein',
  'glühwein',
  'weißbier',
  'weizenbier',
  'radler',
  'eistee',
  'früchtetee',
  'kräutertee',
  'limo',
  'limonade',
  'soda',
  'almdudler',
  'sprite',
  'fanta',
  'tonic',
  'juice',
  'smoothie',
  'shake',
  'milch',
  'kakao',
  'espresso',
  'cappuccino',
  'latte',
  'melange',
  'verlängerter',
  'einspänner',
  'brauner',
  'eiskaffee',
  'most',
  'sekt',
  'prosecco',
  'aperol',
  'drink',
  'cocktail',
  'schnaps',
  'whisky',
  'whiskey',
  'gin',
  'rum',
  'vodka',
  'wodka',
  'likör',
]);

/** A name with a drink word in it (compared in JavaScript: the database's collation may not know umlauts as letters). */
export function namesADrink(name: string): boolean {
  return name
    .toLocaleLowerCase('de-AT')
    .split(/[^\p{L}]+/u)
    .some((word) => DRINK_WORDS.has(word));
}

/**
 * Order lines keep whether they were a drink (`order_items.is_drink`), decided on the server at checkout, so the
 * back office sorts drinks first and the kitchen groups them without guessing. Lines ordered before are filled in
 * by their VAT category; a line whose category is none of the known ones (none should be: the column has always
 * been filled from the product) by the words of its name, as the back office guessed until now. Runs on
 * PostgreSQL 15 and PGlite.
 */
export class OrderItemDrinks1765200000000 implements MigrationInterface {
  name = 'OrderItemDrinks1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_items ADD COLUMN is_drink boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE order_items SET is_drink = true WHERE vat_category = ANY($1)`, [DRINK_CATEGORIES]);
    const unknown = (await q.query(
      `SELECT DISTINCT menu_item_name FROM order_items WHERE vat_category IS NULL OR NOT (vat_category = ANY($1))`,
      [KNOWN_CATEGORIES],
    )) as Array<{ menu_item_name: string }>;
    const drinks = unknown.map((row) => row.menu_item_name).filter(namesADrink);
    if (drinks.length === 0) return;
    await q.query(
      `UPDATE order_items SET is_drink = true
       WHERE (vat_category IS NULL OR NOT (vat_category = ANY($1))) AND menu_item_name = ANY($2)`,
      [KNOWN_CATEGORIES, drinks],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_items DROP COLUMN is_drink`);
  }
}
