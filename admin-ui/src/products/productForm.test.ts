import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de';
import type { CategoryRecord, MenuTypeRecord, Product } from './product.types';
import {
  categoriesOfType,
  firstCategoryOfType,
  newProductForm,
  productForm,
  toProductInput,
  validateProductForm,
  type ProductFormValues,
} from './productForm';

const types = [
  { id: 2, typeId: 2, code: 'DRINKS', name: 'Getränke', sortOrder: 2 },
  { id: 1, typeId: 1, code: 'FOOD', name: 'Speisen', sortOrder: 1 },
] as MenuTypeRecord[];
const categories = [
  { id: 11, categoryId: 11, name: 'Hauptspeisen', typeId: 1, sortOrder: 2 },
  { id: 12, categoryId: 12, name: 'Suppen', typeId: 1, sortOrder: 1 },
  { id: 21, categoryId: 21, name: 'Bier', typeId: 2, sortOrder: 5 },
  { id: 22, categoryId: 22, name: 'Säfte', typeId: 2, sortOrder: 3 },
] as CategoryRecord[];

/** The German text behind a translation key. */
const german = (key: string | undefined) => key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], de);

const valid = (): ProductFormValues => ({ ...newProductForm('FOOD', 12), name: 'Frittatensuppe', basePrice: '4,90' });

describe('product form', () => {
  it('lists a type’s categories by sort order and picks the first when the type changes', () => {
    expect(categoriesOfType(categories, types, 'DRINKS').map((c) => c.name)).toEqual(['Säfte', 'Bier']);
    expect(firstCategoryOfType(categories, types, 'FOOD')).toBe(12);
    expect(firstCategoryOfType(categories, types, 'DRINKS')).toBe(22);
    expect(firstCategoryOfType(categories, types, 'DESSERTS')).toBe('');
  });

  it('passes a complete form', () => {
    expect(validateProductForm(valid())).toEqual({});
  });

  it('answers with the spec’s messages, verbatim', () => {
    const errors = validateProductForm({ ...newProductForm(), name: '  ', basePrice: '0' });
    expect(german(errors.typeCode)).toBe('Bitte einen Menü-Typ auswählen.');
    expect(german(errors.categoryId)).toBe('Bitte eine Kategorie auswählen.');
    expect(german(errors.name)).toBe('Name ist erforderlich');
    expect(german(errors.basePrice)).toBe('Preis muss > 0 sein');
    expect(validateProductForm({ ...valid(), basePrice: 'gratis' }).basePrice).toBe(errors.basePrice);
  });

  it('sends every field of the spec’s payload', () => {
    const input = toProductInput({ ...valid(), description: ' klar ', allergens: ['G', 'C', 'A'], vatRate: 'VAT_20', available: false });
    expect(input).toEqual({
      typeCode: 'FOOD',
      categoryId: 12,
      name: 'Frittatensuppe',
      description: 'klar',
      basePrice: 4.9,
      available: false,
      vatRate: 'VAT_20',
      vatCategory: 'FOOD',
      allergens: ['A', 'C', 'G'],
      translations: {},
    });
  });

  it('edits the stored translations and sends them back, blank ones dropped', () => {
    const product = {
      ...toProductInput(valid()),
      translations: { en: { name: 'Pancake soup', description: 'clear' }, ar: { name: 'حساء' } },
    } as unknown as Product;
    const form = productForm(product);
    // Prices are edited with two decimals, as the menu shows them.
    expect(form.basePrice).toBe('4,90');
    expect(form.translations.en).toEqual({ name: 'Pancake soup', description: 'clear' });
    expect(form.translations.zh).toEqual({ name: '', description: '' });
    form.translations = { ...form.translations, en: { name: ' Pancake soup ', description: ' ' }, es: { name: 'Sopa', description: '' } };
    expect(toProductInput(form).translations).toEqual({ en: { name: 'Pancake soup' }, ar: { name: 'حساء' }, es: { name: 'Sopa' } });
  });

  it('starts new products at VAT 10 % food, available', () => {
    expect(newProductForm()).toMatchObject({ vatRate: 'VAT_10', vatCategory: 'FOOD', available: true, allergens: [] });
  });
});
