import { toSortOrder } from '../common/sortOrder';
import { toTranslations, translationsDraftOf, type TranslationsDraft } from '../common/translations';
import type { Category } from '../categories/category.types';
import type { MenuType } from '../menu-types/menuType.types';
import type { Extra, ExtraInput } from './extra.types';

/** The dialog's fields as typed; the price as text with a decimal comma. */
export interface ExtraDraft {
  name: string;
  price: string;
  allergens: string[];
  active: boolean;
  typeIds: number[];
  categoryIds: number[];
  translations: TranslationsDraft;
}

const euroInput = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** 1.5 → "1,50". */
export const formatEuroInput = (euro: number) => euroInput.format(euro);

/** "1,50", "1.5", "2 €" → euro; `null` when it is no amount ≥ 0, `'decimals'` with more than two decimals. */
export function parseEuroInput(text: string): number | null | 'decimals' {
  const match = /^(\d{1,7})(?:[.,](\d+))?$/.exec(text.replace(/€/g, '').replace(/\s/g, ''));
  if (!match) return null;
  if ((match[2] ?? '').length > 2) return 'decimals';
  return Number(`${match[1]}.${match[2] ?? '0'}`);
}

export function extraDraftOf(extra?: Extra): ExtraDraft {
  return {
    name: extra?.name ?? '',
    price: extra ? formatEuroInput(extra.price) : '',
    allergens: extra?.allergens ?? [],
    active: extra?.active ?? true,
    typeIds: extra?.typeIds ?? [],
    categoryIds: extra?.categoryIds ?? [],
    translations: translationsDraftOf(extra?.translations),
  };
}

/** Name required ("Name ist erforderlich"), price a euro amount ≥ 0 with at most two decimals; translation keys by field. */
export function extraFormErrors(draft: ExtraDraft): Partial<Record<'name' | 'price', string>> {
  const price = parseEuroInput(draft.price);
  return {
    ...(draft.name.trim() === '' ? { name: 'app.extras.name_required' } : {}),
    ...(price === null ? { price: 'app.extras.price_invalid' } : price === 'decimals' ? { price: 'app.extras.price_decimals' } : {}),
  };
}

/** The payload of a checked draft. */
export function toExtraInput(draft: ExtraDraft, sortOrder: unknown): ExtraInput {
  const price = parseEuroInput(draft.price);
  return {
    name: draft.name.trim(),
    price: typeof price === 'number' ? price : 0,
    allergens: [...draft.allergens].sort(),
    active: draft.active,
    sortOrder: toSortOrder(sortOrder),
    typeIds: draft.typeIds,
    categoryIds: draft.categoryIds,
    translations: toTranslations(draft.translations, ['name']),
  };
}

/** An extra's payload as it is, with some changes (the active switch); its translations stay as stored. */
export function extraInputOf(extra: Extra, changes: Partial<ExtraInput> = {}): ExtraInput {
  const { name, price, allergens, active, sortOrder, typeIds, categoryIds } = extra;
  return { name, price, allergens, active, sortOrder, typeIds, categoryIds, ...changes };
}

/**
 * An extra fits an item when both its type list and its category list are empty or name the item's
 * (docs/decisions.md): once types are chosen, only their categories make sense.
 */
export function selectableCategories(categories: readonly Category[], typeIds: readonly number[]): Category[] {
  return typeIds.length === 0 ? [...categories] : categories.filter((category) => typeIds.includes(category.typeId));
}

/** New types chosen: the chosen categories of other types go. */
export function withTypes(draft: ExtraDraft, typeIds: number[], categories: readonly Category[]): ExtraDraft {
  const allowed = new Set(selectableCategories(categories, typeIds).map((category) => category.categoryId));
  return { ...draft, typeIds, categoryIds: draft.categoryIds.filter((id) => allowed.has(id)) };
}

export function matchesExtraSearch(extra: Pick<Extra, 'name'>, query: string): boolean {
  const wanted = query.trim().toLocaleLowerCase('de');
  return !wanted || extra.name.toLocaleLowerCase('de').includes(wanted);
}

/** The names of the types and categories an extra is limited to; empty when it applies to every product. */
export function scopeNames(
  extra: Pick<Extra, 'typeIds' | 'categoryIds'>,
  types: readonly MenuType[],
  categories: readonly Category[],
): string[] {
  const typeNames = extra.typeIds.map((id) => types.find((type) => type.typeId === id)?.name ?? `#${id}`);
  const categoryNames = extra.categoryIds.map((id) => categories.find((category) => category.categoryId === id)?.name ?? `#${id}`);
  return [...typeNames, ...categoryNames];
}
