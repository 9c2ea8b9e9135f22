import { euroToCents } from '../common/money.js';
import type { VatCategory, VatRate } from '../common/vat.js';
import type { NewMenuType } from '../menu/menu.service.js';
import type { AppInfoDto } from '../metadata/dto/app-info.dto.js';
import demo from './demo-restaurant.json' with { type: 'json' };

/**
 * The demo restaurant "Gasthaus zum Tischlein" (demo-restaurant.json): an Austrian menu with real allergen
 * codes and VAT rates — food 10 % (the default), drinks 20 % as Austrian gastronomy taxes them; the drinks' menu
 * type and categories start new products there too.
 */
interface DemoRestaurant {
  appInfo: AppInfoDto;
  /** Seats of tables 1, 2, 3 … */
  tableSeats: number[];
  menu: Array<{
    code: string;
    name: string;
    defaultVatRate?: VatRate;
    defaultVatCategory?: VatCategory;
    categories: Array<{
      name: string;
      description: string;
      defaultVatCategory?: VatCategory;
      items: Array<{ name: string; description: string; price: number; allergens: string; vat?: VatRate; vatCategory?: VatCategory }>;
    }>;
  }>;
  /** Each with the menu types (codes) or categories (names) it fits; none named = every item. */
  extras: Array<{ name: string; price: number; allergens?: string; types?: string[]; categories?: string[] }>;
}

export const DEMO = demo as DemoRestaurant;

/** The demo menu as the menu module takes it: prices in cents, allergens as letters. */
export function demoMenu(): NewMenuType[] {
  return DEMO.menu.map((type) => ({
    ...type,
    categories: type.categories.map((category) => ({
      ...category,
      items: category.items.map((item) => ({
        name: item.name,
        description: item.description,
        basePriceCents: euroToCents(item.price)!,
        allergens: item.allergens.split(''),
        vatRate: item.vat ?? 'VAT_10',
        vatCategory: item.vatCategory ?? 'FOOD',
      })),
    })),
  }));
}
