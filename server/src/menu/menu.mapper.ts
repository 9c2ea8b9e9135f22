import type { Course } from '../common/course.js';
import { isDrink } from '../common/drinks.js';
import { centsToEuro } from '../common/money.js';
import { VAT_RATES } from '../common/vat.js';
import { mediaUrl } from '../media/media-url.js';
import type { Category } from './category.entity.js';
import { type Language, missingLanguages, translated } from '../common/translations.js';
import type { AdminCategoryDto, AdminMenuItemDto, AdminMenuTypeDto, CategoryDto, MenuItemDto, MenuTypeDto } from './dto/menu.dto.js';
import type { MenuItem } from './menu-item.entity.js';
import type { MenuType } from './menu-type.entity.js';

/** A menu type in `lang` (German by default, and per field where a translation is missing). */
export function toMenuTypeDto(type: MenuType, lang: Language = 'de'): MenuTypeDto {
  return {
    typeId: type.id,
    code: type.code,
    ...translated({ name: type.name }, type.translations, lang),
    sortOrder: type.sortOrder,
    active: type.active,
  };
}

export function toAdminMenuTypeDto(type: MenuType): AdminMenuTypeDto {
  return {
    ...toMenuTypeDto(type),
    defaultVatRate: type.defaultVatRate,
    defaultVatCategory: type.defaultVatCategory,
    translations: type.translations,
    missingTranslations: missingLanguages({ name: type.name }, type.translations),
  };
}

export function toCategoryDto(category: Category & { type: MenuType }, lang: Language = 'de'): CategoryDto {
  return {
    categoryId: category.id,
    ...translated({ name: category.name, description: category.description }, category.translations, lang),
    typeId: category.typeId,
    typeCode: category.type.code,
    typeName: translated({ name: category.type.name }, category.type.translations, lang).name,
    sortOrder: category.sortOrder,
  };
}

export function toAdminCategoryDto(category: Category & { type: MenuType }): AdminCategoryDto {
  return {
    ...toCategoryDto(category),
    defaultVatRate: category.defaultVatRate,
    defaultVatCategory: category.defaultVatCategory,
    course: category.course,
    translations: category.translations,
    missingTranslations: missingLanguages({ name: category.name, description: category.description }, category.translations),
  };
}

export interface MenuItemRow {
  item: MenuItem;
  typeCode: string;
  typeId: number;
  /** Items of a deactivated menu type cannot be ordered. */
  typeActive: boolean;
  /** The course its category is served in (order lines keep it). */
  course: Course | null;
  /** The newest previous price, if the base price ever changed. */
  previousPriceCents: number | null;
}

/** What guests see: the old price only when the restaurant switched the discount on. */
export function toMenuItemDto({ item, typeCode, previousPriceCents }: MenuItemRow, lang: Language = 'de'): MenuItemDto {
  const showOldPrice = item.discountEnabled && previousPriceCents !== null && previousPriceCents > 0;
  return {
    menuItemId: item.id,
    ...translated({ name: item.name, description: item.description }, item.translations, lang),
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
    isDrink: isDrink(item),
    archived: item.archivedAt !== null,
    archivedAt: item.archivedAt?.toISOString() ?? null,
    typeId: row.typeId,
    translations: item.translations,
    missingTranslations: missingLanguages({ name: item.name, description: item.description }, item.translations),
  };
}
