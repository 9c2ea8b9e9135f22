import { normalizedAllergens } from '../common/allergens.js';
import type { Course } from '../common/course.js';
import { isDrink } from '../common/drinks.js';
import type { BasketDto } from './dto/basket.dto.js';
import type { Extra } from '../extras/extra.entity.js';
import { centsToEuro } from '../common/money.js';
import { taxBreakdownCents, type VatCategory, type VatRate } from '../common/vat.js';
import type { MenuItemRow } from '../menu/menu.mapper.js';
import type { BasketItem } from './basket-item.entity.js';
import type { BasketRef } from './basket-ref.js';
import type { MenuNames } from '../menu-texts/guest-menu-names.js';

interface PricedLine {
  line: BasketItem;
  name: string;
  typeCode: string;
  vatRate: VatRate;
  vatCategory: VatCategory;
  isDrink: boolean;
  /** Its category, which routes the line to the stations that prepare it, and the category's course. */
  categoryId: number;
  course: Course | null;
  /** The item's and its extras' allergens, each once. */
  allergens: string[];
  orderable: boolean;
  extras: Extra[];
  unitPriceCents: number;
  totalCents: number;
}

export interface PricedBasket {
  lines: PricedLine[];
  totalCents: number;
  taxBreakdown: ReturnType<typeof taxBreakdownCents>;
}

/** What the basket prices with: the menu's items (archived ones too) and all extras, by id. */
export interface PricingCatalogue {
  items: ReadonlyMap<number, MenuItemRow>;
  extras: ReadonlyMap<number, Extra>;
}

/** Available, not archived, and in an active menu type: what guests may order. */
export function isOrderable(row: MenuItemRow): boolean {
  return row.item.available && !row.item.archivedAt && row.typeActive;
}

/** Prices every line at today's prices: base price plus extras, times quantity; VAT per rate. */
function priceBasket(lines: BasketItem[], items: MenuItemRow[], extras: Extra[]): PricedBasket {
  const itemById = new Map(items.map((row) => [row.item.id, row]));
  const extraById = new Map(extras.map((extra) => [extra.id, extra]));
  const priced = lines.flatMap((line): PricedLine[] => {
    const row = itemById.get(line.menuItemId);
    if (!row) return [];
    const lineExtras = line.extraIds.map((id) => extraById.get(id)).filter((e): e is Extra => e !== undefined);
    const unitPriceCents = row.item.basePriceCents + lineExtras.reduce((sum, e) => sum + e.priceCents, 0);
    const extrasOrderable = lineExtras.length === line.extraIds.length && lineExtras.every((e) => e.active);
    const orderable = isOrderable(row) && extrasOrderable;
    return [
      {
        line,
        name: row.item.name,
        typeCode: row.typeCode,
        vatRate: row.item.vatRate,
        vatCategory: row.item.vatCategory,
        isDrink: isDrink(row.item),
        categoryId: row.item.categoryId,
        course: row.course,
        allergens: normalizedAllergens([...row.item.allergens, ...lineExtras.flatMap((e) => e.allergens)]),
        orderable,
        extras: lineExtras,
        unitPriceCents,
        totalCents: unitPriceCents * line.quantity,
      },
    ];
  });
  return {
    lines: priced,
    totalCents: priced.reduce((sum, l) => sum + l.totalCents, 0),
    taxBreakdown: taxBreakdownCents(priced.map((l) => ({ vatRate: l.vatRate, grossCents: l.totalCents }))),
  };
}

/** Prices lines with the catalogue's items and extras. */
export function priceWith(catalogue: PricingCatalogue, lines: BasketItem[]): PricedBasket {
  const items = [...new Set(lines.map((l) => l.menuItemId))].flatMap((id) => catalogue.items.get(id) ?? []);
  const extras = [...new Set(lines.flatMap((l) => l.extraIds))].flatMap((id) => catalogue.extras.get(id) ?? []);
  return priceBasket(lines, items, extras);
}

/** Who added a basket's lines, by session: the name they gave (null: none) and their number in "Gast n". */
type Adders = ReadonlyMap<string, { name: string | null; number: number }>;

/** The basket on the wire, products and extras by `names`; `addedBy` names each line's guest (their name or "Gast n"). */
export function toBasketDto(ref: BasketRef, basket: PricedBasket, adders: Adders, names: MenuNames): BasketDto {
  return {
    sessionId: ref.sessionId,
    basketId: ref.basketId,
    shared: ref.tableId !== null,
    items: basket.lines.map((l) => ({
      itemId: l.line.id,
      menuItemId: l.line.menuItemId,
      name: names.item(l.line.menuItemId, l.name),
      quantity: l.line.quantity,
      unitPrice: centsToEuro(l.unitPriceCents),
      addings: l.extras.map((e) => ({ addingId: e.id, name: names.extra(e.id, e.name), price: centsToEuro(e.priceCents) })),
      unitTotal: centsToEuro(l.unitPriceCents),
      totalPrice: centsToEuro(l.totalCents),
      allergens: l.allergens,
      note: l.line.note || null,
      available: l.orderable,
      ...addedBy(adders.get(l.line.sessionId)),
      mine: l.line.sessionId === ref.sessionId,
    })),
    totalPrice: centsToEuro(basket.totalCents),
    taxBreakdown: basket.taxBreakdown.map((b) => ({
      code: b.code,
      percent: b.percent,
      gross: centsToEuro(b.grossCents),
      vat: centsToEuro(b.vatCents),
      net: centsToEuro(b.netCents),
    })),
  };
}

function addedBy(guest: { name: string | null; number: number } | undefined) {
  if (!guest) return { addedBy: '', addedByGuestNumber: null };
  return guest.name === null
    ? { addedBy: `Gast ${guest.number}`, addedByGuestNumber: guest.number }
    : { addedBy: guest.name, addedByGuestNumber: null };
}
