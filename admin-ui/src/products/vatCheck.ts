import type { AdminCategory, AdminMenuType, VatCategory, VatRate } from '@tischlein/api-types';

/** A drink by its VAT category: every category but food is one (as the server decides, server/src/common/drinks.ts). */
export const isDrinkCategory = (category: VatCategory | null | undefined) => !!category && category !== 'FOOD';

/** What a new product starts with: its category's default, else its menu type's, else 10 % food. */
export function vatDefaultFor(
  types: readonly Pick<AdminMenuType, 'code' | 'defaultVatRate' | 'defaultVatCategory'>[],
  categories: readonly Pick<AdminCategory, 'categoryId' | 'defaultVatRate' | 'defaultVatCategory'>[],
  typeCode: string,
  categoryId: number | '',
): { vatRate: VatRate; vatCategory: VatCategory } {
  const type = types.find((t) => t.code === typeCode);
  const category = categories.find((c) => c.categoryId === categoryId);
  return {
    vatRate: category?.defaultVatRate ?? type?.defaultVatRate ?? 'VAT_10',
    vatCategory: category?.defaultVatCategory ?? type?.defaultVatCategory ?? 'FOOD',
  };
}

/**
 * Whether a product is a drink (by its VAT category or its menu type's) taxed at 10 %: in Austrian gastronomy drinks
 * are 20 %, 10 % only for a few (milk drinks), so the back office asks the owner to check it.
 */
export function drinkAtReducedRate(
  product: { vatRate: VatRate; vatCategory: VatCategory; typeCode: string },
  types: readonly Pick<AdminMenuType, 'code' | 'defaultVatCategory'>[],
): boolean {
  if (product.vatRate !== 'VAT_10') return false;
  const type = types.find((t) => t.code === product.typeCode);
  return isDrinkCategory(product.vatCategory) || isDrinkCategory(type?.defaultVatCategory);
}
