import { describe, expect, it } from 'vitest';
import type { Category } from '../categories/category.types';
import type { MenuType } from '../menu-types/menuType.types';
import type { Extra } from './extra.types';
import {
  extraDraftOf,
  extraFormErrors,
  extraInputOf,
  formatEuroInput,
  parseEuroInput,
  scopeNames,
  selectableCategories,
  toExtraInput,
  withTypes,
} from './extraForm';

const extra: Extra = {
  id: 7,
  addingId: 7,
  name: 'Extra Käse',
  price: 1.5,
  allergens: ['G'],
  active: true,
  sortOrder: 3,
  typeIds: [1],
  categoryIds: [],
  translations: { en: { name: 'Extra cheese' } },
  missingTranslations: ['ru', 'zh', 'ar', 'tr', 'sr', 'es'],
};
const category = (categoryId: number, typeId: number, name: string): Category => ({
  id: categoryId,
  categoryId,
  name,
  description: '',
  typeId,
  typeCode: '',
  typeName: '',
  sortOrder: 1,
  defaultVatRate: null,
  defaultVatCategory: null,
  course: null,
  translations: {},
  missingTranslations: [],
});
const categories = [category(10, 1, 'Hauptspeisen'), category(20, 2, 'Kaffee & Tee')];
const types: MenuType[] = [
  {
    id: 1,
    typeId: 1,
    code: 'FOOD',
    name: 'Speisen',
    sortOrder: 1,
    active: true,
    defaultVatRate: 'VAT_10',
    defaultVatCategory: 'FOOD',
    translations: {},
    missingTranslations: [],
  },
];

describe('extra form', () => {
  it('reads euro amounts with a decimal comma or point', () => {
    expect(parseEuroInput('1,50')).toBe(1.5);
    expect(parseEuroInput('2.4')).toBe(2.4);
    expect(parseEuroInput(' 3 € ')).toBe(3);
    expect(parseEuroInput('0')).toBe(0);
    expect(parseEuroInput('1,505')).toBe('decimals');
    for (const text of ['', '-1', 'abc', '1,2,3', ',5']) expect(parseEuroInput(text)).toBeNull();
  });

  it('shows prices with a decimal comma and two decimals', () => {
    expect(formatEuroInput(1.5)).toBe('1,50');
    expect(formatEuroInput(1000)).toBe('1000,00');
    expect(extraDraftOf(extra).price).toBe('1,50');
    expect(extraDraftOf().price).toBe('');
  });

  it('requires a name and a price ≥ 0 with at most two decimals', () => {
    expect(extraFormErrors({ ...extraDraftOf(), name: ' ', price: '-1' })).toEqual({
      name: 'app.extras.name_required',
      price: 'app.extras.price_invalid',
    });
    expect(extraFormErrors({ ...extraDraftOf(), name: 'x', price: '0,333' })).toEqual({ price: 'app.extras.price_decimals' });
    expect(extraFormErrors({ ...extraDraftOf(), name: 'x', price: '0' })).toEqual({});
  });

  it('builds the payload from the draft and from a listed extra', () => {
    expect(toExtraInput({ ...extraDraftOf(extra), name: ' Käse ', price: '2,20', allergens: ['G', 'C'] }, 'x')).toEqual({
      name: 'Käse',
      price: 2.2,
      allergens: ['C', 'G'],
      active: true,
      sortOrder: 1,
      typeIds: [1],
      categoryIds: [],
      translations: { en: { name: 'Extra cheese' } },
    });
    expect(extraInputOf(extra, { active: false })).toEqual({
      name: 'Extra Käse',
      price: 1.5,
      allergens: ['G'],
      active: false,
      sortOrder: 3,
      typeIds: [1],
      categoryIds: [],
    });
  });

  it('sends the name translations as edited and leaves them out for the active switch (the stored ones stay)', () => {
    const draft = extraDraftOf(extra);
    expect(draft.translations.en.name).toBe('Extra cheese');
    draft.translations = { ...draft.translations, en: { name: ' ', description: '' }, ar: { name: ' جبنة إضافية ', description: '' } };
    expect(toExtraInput(draft, 3).translations).toEqual({ ar: { name: 'جبنة إضافية' } });
    expect(extraInputOf(extra, { active: false })).not.toHaveProperty('translations');
    expect(extraInputOf(extra)).not.toHaveProperty('missingTranslations');
  });

  it('offers only the chosen types’ categories and drops the others when the types change', () => {
    expect(selectableCategories(categories, []).map((c) => c.name)).toEqual(['Hauptspeisen', 'Kaffee & Tee']);
    expect(selectableCategories(categories, [2]).map((c) => c.name)).toEqual(['Kaffee & Tee']);
    expect(withTypes({ ...extraDraftOf(), categoryIds: [10, 20] }, [2], categories).categoryIds).toEqual([20]);
  });

  it('names what an extra applies to', () => {
    expect(scopeNames({ typeIds: [1], categoryIds: [20] }, types, categories)).toEqual(['Speisen', 'Kaffee & Tee']);
    expect(scopeNames({ typeIds: [], categoryIds: [] }, types, categories)).toEqual([]);
  });
});
