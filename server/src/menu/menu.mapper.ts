import { centsToEuro } from '../common/money.js';
import { VAT_RATES } from '../common/vat.js';
import { mediaUrl } from '../media/media-url.js';
import type { Category } from './category.entity.js';
import type { AdminMenuItemDto, CategoryDto, MenuItemDto, MenuTypeDto } from './dto/menu.dto.js';
import type { MenuItem } from './menu-item.entity.js';
import type { MenuType } from './menu-type.entity.js';

export function toMenuTypeDto(type: MenuType): MenuTypeDto {
  return {
    typeId: type.id,
    code: type.code,
    name: type.name,
    sortOrder: type.sortOrder,
    active: type.active,
  };
}

export function toCategoryDto(category: Category & { type: MenuType }): CategoryDto {
  return {
    categoryId: category.id,
    name: category.name,
    description: category.description,
    typeId: category.typeId,
    typeCode: category.type.code,
    typeName: category.type.name,
    sortOrder: category.sortOrder,
  };
}

export interface MenuItemRow {
  item: MenuItem;
  typeCode: string;
  typeId: number;
  /** Items of a deactivated menu type cannot be ordered. */
  typeActive: boolean;
  /** The newest previous price, if the base price ever changed. */
  previousPriceCents: number | null;
}

/** What guests see: the old price only when the restaurant switched the discount on. */
export function toMenuItemDto({ item, typeCode, previousPriceCents }: MenuItemRow): MenuItemDto {
  const showOldPrice = item.discountEnabled && previousPriceCents !== null && previousPriceCents > 0;
  return {
    menuItemId: item.id,
    name: item.name,
    description: item.description,
    basePrice: centsToEuro(item.basePriceCents),
    available: item.available,
    allergens: item.allergens,
    vatRate: item.vatRate,
    vatPercent: VAT_RATES[item.vatRate],
    vatCategory: item.vatCategory,
    imageUrl: mediaUrl(item.imageMediaId, item.updatedAt),
    typeCode,
    categoryId: item.categoryId,
    oldPrice: showOldPrice ? centsToEuro(previousPriceCents) : null,
    updatedAt: item.updatedAt.toISOString(),
  };
}

/** The back office's view: the old price whatever the toggle, plus the fields only staff edit. */
export function toAdminMenuItemDto(row: MenuItemRow): AdminMenuItemDto {
  const { item, previousPriceCents } = row;
  return {
    ...toMenuItemDto(row),
    oldPrice: previousPriceCents !== null && previousPriceCents > 0 ? centsToEuro(previousPriceCents) : null,
    discountEnabled: item.discountEnabled,
    archived: item.archivedAt !== null,
    archivedAt: item.archivedAt?.toISOString() ?? null,
    typeId: row.typeId,
  };
}
