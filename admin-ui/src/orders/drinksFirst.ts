import type { OrderItem } from './order.types';

/** VAT categories that are drinks (spec 9); FOOD, and any other category, is not. */
const DRINK_CATEGORIES = new Set(['BEVERAGE', 'ALCOHOLIC', 'COFFEE', 'NON_ALCOHOLIC_DRINK']);

// Only for items without a VAT category (older orders). Whole words only: "Bier" and "Glas Wein" are
// drinks, "Bierbraten", "Schweinsschnitzel", "Rumpsteak" and "Milchreis" are not. A compound names the
// thing its last part names, so the usual drink compounds are listed as words of their own.
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

// Any text: a line written before VAT categories existed may carry none.
type Classifiable = Pick<OrderItem, 'menuItemName'> & { vatCategory?: string | null };

/** A drink by its VAT category; only an item without one is judged by whole drink words in its name. */
export function isDrink(item: Classifiable): boolean {
  const category = item.vatCategory?.trim().toUpperCase();
  if (category) return DRINK_CATEGORIES.has(category);
  const words = item.menuItemName.toLocaleLowerCase('de-AT').split(/[^\p{L}]+/u);
  return words.some((word) => DRINK_WORDS.has(word));
}

/** Drinks first, then everything else; each group alphabetically (spec: order detail). */
export function drinksFirst<T extends Classifiable>(items: T[]): T[] {
  return [...items].sort((a, b) => {
    const byKind = Number(isDrink(b)) - Number(isDrink(a));
    return byKind || a.menuItemName.localeCompare(b.menuItemName, 'de-AT');
  });
}
