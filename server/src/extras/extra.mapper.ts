import { centsToEuro } from '../common/money.js';
import type { AdminExtraDto, ExtraDto } from './dto/extra.dto.js';
import { type Language, missingLanguages, translated } from '../common/translations.js';
import type { Extra } from './extra.entity.js';

/** An extra in `lang` (German by default, and where its name has no translation). */
export function toExtraDto(extra: Extra, lang: Language = 'de'): ExtraDto {
  return {
    addingId: extra.id,
    ...translated({ name: extra.name }, extra.translations, lang),
    price: centsToEuro(extra.priceCents),
    allergens: extra.allergens,
  };
}

/** An extra fits an item when its scope is empty or names the item's type or category. */
export function extraFits(extra: Extra, item: { typeId: number; categoryId: number }): boolean {
  const typeFits = extra.typeIds.length === 0 || extra.typeIds.includes(item.typeId);
  const categoryFits = extra.categoryIds.length === 0 || extra.categoryIds.includes(item.categoryId);
  return typeFits && categoryFits;
}

export function toAdminExtraDto(extra: Extra): AdminExtraDto {
  return {
    ...toExtraDto(extra),
    active: extra.active,
    sortOrder: extra.sortOrder,
    typeIds: extra.typeIds,
    categoryIds: extra.categoryIds,
    translations: extra.translations,
    missingTranslations: missingLanguages({ name: extra.name }, extra.translations),
  };
}
