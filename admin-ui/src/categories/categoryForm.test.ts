import { describe, expect, it } from 'vitest';
import { translationsDraftOf } from '../common/translations';
import type { MenuType } from '../menu-types/menuType.types';
import type { Category } from './category.types';
import { categoryDraftOf, categoryFormErrors, groupByType, matchesCategorySearch, toCategoryInput } from './categoryForm';

const type = (typeId: number, code: string): MenuType => ({
  id: typeId,
  typeId,
  code,
  name: code,
  sortOrder: typeId,
  active: true,
  defaultVatRate: 'VAT_10',
  defaultVatCategory: 'FOOD',
  translations: {},
  missingTranslations: [],
});
const category = (categoryId: number, typeId: number, name: string, sortOrder: number): Category => ({
  id: categoryId,
  categoryId,
  name,
  description: '',
  typeId,
  typeCode: '',
  typeName: '',
  sortOrder,
  defaultVatRate: null,
  defaultVatCategory: null,
  course: null,
  translations: {},
  missingTranslations: [],
});
const draft = <T extends number | ''>(name: string, description: string, typeId: T) => ({
  name,
  description,
  typeId,
  defaultVatRate: '' as const,
  defaultVatCategory: '' as const,
  course: '' as const,
  translations: translationsDraftOf(),
});

describe('category form', () => {
  it('requires a name and a type with the spec texts', () => {
    expect(categoryFormErrors(draft(' ', '', ''))).toEqual({
      name: 'app.categories.name_required',
      typeId: 'app.categories.type_required',
    });
    expect(categoryFormErrors(draft('Suppen', '', 1))).toEqual({});
  });

  it('starts a new category in the filtered type', () => {
    expect(categoryDraftOf(undefined, 2)).toEqual(draft('', '', 2));
    expect(categoryDraftOf(category(5, 1, 'Suppen', 3), 2).typeId).toBe(1);
  });

  it('keeps the place within the type, and puts a new or moved category at the end of its type', () => {
    const all = [category(1, 1, 'Suppen', 1), category(2, 1, 'Hauptspeisen', 4), category(3, 2, 'Bier', 9)];
    expect(toCategoryInput(draft(' Salate ', ' frisch ', 1), all)).toEqual({
      name: 'Salate',
      description: 'frisch',
      translations: {},
      typeId: 1,
      defaultVatRate: null,
      defaultVatCategory: null,
      course: null,
      sortOrder: 5,
    });
    // A category's own VAT start for new products; '' leaves it to the menu type.
    const coffee = { ...draft('Kaffee', '', 1), defaultVatRate: 'VAT_20' as const, defaultVatCategory: 'COFFEE' as const };
    expect(toCategoryInput(coffee, all)).toMatchObject({ defaultVatRate: 'VAT_20', defaultVatCategory: 'COFFEE' });
    expect(toCategoryInput(draft('Suppen', '', 1), all, all[0]).sortOrder).toBe(1);
    // The course its products are served in; '' sends none.
    expect(toCategoryInput({ ...draft('Desserts', '', 1), course: 'DESSERT' }, all).course).toBe('DESSERT');
    expect(categoryDraftOf({ ...all[1], course: 'MAIN' }).course).toBe('MAIN');
    expect(toCategoryInput(draft('Suppen', '', 2), all, all[0]).sortOrder).toBe(10);
    expect(toCategoryInput(draft('Neu', '', 3), all).sortOrder).toBe(1);
  });

  it('sends the name and description translations, blank ones dropped', () => {
    const translations = { ...translationsDraftOf(), en: { name: ' Soups ', description: '' }, es: { name: '', description: 'caliente' } };
    const input = toCategoryInput({ ...draft('Suppen', 'heiß', 1), translations }, []);
    expect(input.translations).toEqual({ en: { name: 'Soups' }, es: { description: 'caliente' } });
    const stored = category(5, 1, 'Suppen', 1);
    stored.translations = { tr: { name: 'Çorbalar', description: 'sıcak' } };
    expect(categoryDraftOf(stored).translations.tr).toEqual({ name: 'Çorbalar', description: 'sıcak' });
    expect(categoryDraftOf(stored).translations.en).toEqual({ name: '', description: '' });
  });

  it('finds categories by name', () => {
    expect(matchesCategorySearch({ name: 'Hauptspeisen' }, 'SPEIS')).toBe(true);
    expect(matchesCategorySearch({ name: 'Hauptspeisen' }, 'bier')).toBe(false);
  });

  it('groups the categories under their types in the guests’ order', () => {
    const types = [type(2, 'DRINKS'), type(1, 'FOOD')];
    const all = [category(1, 1, 'Suppen', 2), category(2, 1, 'Vorspeisen', 1), category(3, 2, 'Bier', 1)];
    expect(groupByType(types, all).map((g) => [g.type.code, g.categories.map((c) => c.name)])).toEqual([
      ['DRINKS', ['Bier']],
      ['FOOD', ['Vorspeisen', 'Suppen']],
    ]);
    expect(groupByType(types, all, 1).map((g) => g.type.code)).toEqual(['FOOD']);
  });
});
