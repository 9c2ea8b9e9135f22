import { toTranslations, translationsDraftOf, type TranslationsDraft } from '../common/translations';
import type { CategoryRecord, MenuTypeRecord, Product, ProductInput, VatCategory, VatRate } from './product.types';
import { parsePrice } from '../common/euroInput';

/** What the product dialog edits; the price as typed (a comma or a point). */
export interface ProductFormValues {
  typeCode: string;
  categoryId: number | '';
  name: string;
  description: string;
  basePrice: string;
  available: boolean;
  vatRate: VatRate;
  vatCategory: VatCategory;
  allergens: string[];
  /** The other seven languages' names and descriptions; '' falls back to German. */
  translations: TranslationsDraft;
}

export type ProductFormErrors = Partial<Record<'typeCode' | 'categoryId' | 'name' | 'basePrice', string>>;

/** Translation keys of the spec's validation messages (spec 5, "Product save"). */
const PRODUCT_VALIDATION = {
  typeRequired: 'app.products.validation.type_required',
  categoryRequired: 'app.products.validation.category_required',
  nameRequired: 'app.products.validation.name_required',
  pricePositive: 'app.products.validation.price_positive',
} as const;

const bySortOrder = <T extends { sortOrder: number }>(a: T, b: T) =>
  (Number.isFinite(a.sortOrder) ? a.sortOrder : Infinity) - (Number.isFinite(b.sortOrder) ? b.sortOrder : Infinity);

/** Menu types by sort order (a stable sort: ties keep the API's order). */
export const sortedTypes = (types: readonly MenuTypeRecord[]) => [...types].sort(bySortOrder);

/** The categories of one menu type (given by its code), by sort order; all of them when no type is given. */
export function categoriesOfType(
  categories: readonly CategoryRecord[],
  types: readonly MenuTypeRecord[],
  typeCode: string,
): CategoryRecord[] {
  const type = types.find((t) => t.code === typeCode);
  const matching = typeCode ? categories.filter((c) => (type ? c.typeId === type.typeId : c.typeCode === typeCode)) : categories;
  return [...matching].sort(bySortOrder);
}

/** Spec 5: changing the type selects the first category of that type by sort order ('' when it has none). */
export function firstCategoryOfType(
  categories: readonly CategoryRecord[],
  types: readonly MenuTypeRecord[],
  typeCode: string,
): number | '' {
  return categoriesOfType(categories, types, typeCode)[0]?.categoryId ?? '';
}

/** The dialog's start for a new product: the filtered type and category, if any, VAT 10 % on food (spec 9) until the dialog applies the category's or type's default. */
export function newProductForm(typeCode = '', categoryId: number | '' = ''): ProductFormValues {
  return {
    typeCode,
    categoryId,
    name: '',
    description: '',
    basePrice: '',
    available: true,
    vatRate: 'VAT_10',
    vatCategory: 'FOOD',
    allergens: [],
    translations: translationsDraftOf(),
  };
}

export function productForm(product: Product): ProductFormValues {
  return {
    typeCode: product.typeCode,
    categoryId: product.categoryId,
    name: product.name,
    description: product.description ?? '',
    basePrice: product.basePrice.toFixed(2).replace('.', ','),
    available: product.available,
    vatRate: product.vatRate,
    vatCategory: product.vatCategory,
    allergens: [...(product.allergens ?? [])],
    translations: translationsDraftOf(product.translations),
  };
}

/** Spec 5: type, category and name are required, the price must be above 0. */
export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.typeCode) errors.typeCode = PRODUCT_VALIDATION.typeRequired;
  if (values.categoryId === '') errors.categoryId = PRODUCT_VALIDATION.categoryRequired;
  if (!values.name.trim()) errors.name = PRODUCT_VALIDATION.nameRequired;
  const price = parsePrice(values.basePrice);
  if (price === null || price <= 0) errors.basePrice = PRODUCT_VALIDATION.pricePositive;
  return errors;
}

/**
 * The payload of a valid form (spec 3: typeCode, categoryId, name, description, basePrice, available, vatRate,
 * vatCategory, allergens), with every translation: the stored ones are replaced, blank ones dropped.
 */
export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    typeCode: values.typeCode,
    categoryId: Number(values.categoryId),
    name: values.name.trim(),
    description: values.description.trim(),
    basePrice: parsePrice(values.basePrice) ?? 0,
    available: values.available,
    vatRate: values.vatRate,
    vatCategory: values.vatCategory,
    allergens: [...values.allergens].sort(),
    translations: toTranslations(values.translations, ['name', 'description']),
  };
}
