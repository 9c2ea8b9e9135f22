import { nextSortOrder, toSortOrder } from '../common/sortOrder';
import { toTranslations, translationsDraftOf, type TranslationsDraft } from '../common/translations';
import type { MenuType } from '../menu-types/menuType.types';
import type { Course, VatCategory, VatRate } from '@tischlein/api-types';
import type { Category, CategoryInput } from './category.types';

/** The dialog's fields as typed; no type chosen yet is ''. */
export interface CategoryDraft {
  name: string;
  description: string;
  typeId: number | '';
  /** What new products of the category start with; '' takes the menu type's. */
  defaultVatRate: VatRate | '';
  defaultVatCategory: VatCategory | '';
  /** The course its products are served in; '' for none. */
  course: Course | '';
  translations: TranslationsDraft;
}

/** A new category starts in the type the list is filtered by, if any. */
export function categoryDraftOf(category?: Category, typeId: number | '' = ''): CategoryDraft {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
    typeId: category?.typeId ?? typeId,
    defaultVatRate: category?.defaultVatRate ?? '',
    defaultVatCategory: category?.defaultVatCategory ?? '',
    course: category?.course ?? '',
    translations: translationsDraftOf(category?.translations),
  };
}

/** Spec 5: name required ("Name ist erforderlich"), type required ("Menü-Typ wählen"); answers translation keys by field. */
export function categoryFormErrors(draft: CategoryDraft): Partial<Record<'name' | 'typeId', string>> {
  return {
    ...(draft.name.trim() === '' ? { name: 'app.categories.name_required' } : {}),
    ...(draft.typeId === '' ? { typeId: 'app.categories.type_required' } : {}),
  };
}

/**
 * The payload; a category keeps its place unless it moves to another type, where it goes to the end.
 * `categories` are all categories, to find that end.
 */
export function toCategoryInput(
  draft: CategoryDraft & { typeId: number },
  categories: readonly Category[],
  edited?: Category,
): CategoryInput {
  const staysInType = edited !== undefined && edited.typeId === draft.typeId;
  const sortOrder = staysInType ? toSortOrder(edited.sortOrder) : nextSortOrder(categories.filter((c) => c.typeId === draft.typeId));
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    translations: toTranslations(draft.translations, ['name', 'description']),
    typeId: draft.typeId,
    defaultVatRate: draft.defaultVatRate || null,
    defaultVatCategory: draft.defaultVatCategory || null,
    course: draft.course || null,
    sortOrder,
  };
}

/** Spec 2: categories are searched by name. */
export function matchesCategorySearch(category: Pick<Category, 'name'>, query: string): boolean {
  const wanted = query.trim().toLocaleLowerCase('de');
  return !wanted || category.name.toLocaleLowerCase('de').includes(wanted);
}

interface CategoryGroup {
  type: MenuType;
  /** In the guests' order. */
  categories: Category[];
}

/** The categories under their menu types, both in the guests' order; `typeId` keeps only that type. */
export function groupByType(types: readonly MenuType[], categories: readonly Category[], typeId: number | '' = ''): CategoryGroup[] {
  return types
    .filter((type) => typeId === '' || type.typeId === typeId)
    .map((type) => ({
      type,
      categories: categories
        .filter((category) => category.typeId === type.typeId)
        .sort((a, b) => toSortOrder(a.sortOrder) - toSortOrder(b.sortOrder) || a.categoryId - b.categoryId),
    }));
}
