import type { RaRecord } from 'react-admin';

/** Spec 9: the VAT rates (VAT_10 is the default) and categories (FOOD is the default). */
export const VAT_RATES = ['VAT_10', 'VAT_13', 'VAT_20', 'VAT_0'] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const VAT_CATEGORIES = ['FOOD', 'BEVERAGE', 'ALCOHOLIC', 'COFFEE', 'NON_ALCOHOLIC_DRINK'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** Spec 9: the allergen codes A–H, L–P and R (their names are in the translations, app.products.allergen). */
export const ALLERGEN_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R'] as const;

/** A product as the admin API answers it (spec 3 "Menu item", plus the back office's own fields). */
export interface Product extends RaRecord {
  menuItemId: number;
  name: string;
  description: string;
  basePrice: number;
  available: boolean;
  allergens: string[];
  vatRate: VatRate;
  vatCategory: VatCategory;
  imageUrl: string | null;
  typeCode: string;
  typeId?: number;
  categoryId: number;
  /** The price before the last change of the base price; null when it never changed. */
  oldPrice: number | null;
  /** Guests see the old price struck through. */
  discountEnabled?: boolean;
  updatedAt?: string;
}

/** The create and update payload (spec 3). */
export interface ProductInput {
  typeCode: string;
  categoryId: number;
  name: string;
  description: string;
  basePrice: number;
  available: boolean;
  vatRate: VatRate;
  vatCategory: VatCategory;
  allergens: string[];
}

/** A menu type as /admin/menu-types answers it. */
export interface MenuTypeRecord extends RaRecord {
  typeId: number;
  code: string;
  name: string;
  sortOrder: number;
  active?: boolean;
}

/** A category as /admin/menu-categories answers it. */
export interface CategoryRecord extends RaRecord {
  categoryId: number;
  name: string;
  typeId: number;
  typeCode?: string;
  sortOrder: number;
}
