import { describe, expect, it } from 'vitest';
import {
  filterProductsLocally,
  PRODUCTS_DEFAULT_FILTERS,
  sanitizeProductFilters,
  toProductApiFilter,
  withTypeFilter,
} from './productFilters';

const items = [
  { name: 'Wiener Schnitzel', description: 'vom Kalb', typeCode: 'FOOD', categoryId: 1, basePrice: 16.9 },
  { name: 'Almdudler', description: 'Kräuterlimonade', typeCode: 'DRINKS', categoryId: 2, basePrice: 3.9 },
  { name: 'Backhendl', description: 'mit Erdäpfelsalat', typeCode: 'FOOD', categoryId: 1, basePrice: 14.5 },
];

describe('product filters', () => {
  it('maps to the API’s type, categoryId, q and missingTranslation', () => {
    expect(toProductApiFilter(PRODUCTS_DEFAULT_FILTERS)).toEqual({});
    expect(toProductApiFilter({ typeCode: 'FOOD', categoryId: 3, q: ' suppe ', sort: 'price', missingTranslation: true })).toEqual({
      type: 'FOOD',
      categoryId: 3,
      q: 'suppe',
      missingTranslation: 'true',
    });
  });

  it('repairs what the browser stored', () => {
    expect(sanitizeProductFilters({ typeCode: 5 as never, categoryId: '7' as never, sort: 'x' as never })).toEqual(
      PRODUCTS_DEFAULT_FILTERS,
    );
    expect(sanitizeProductFilters(null)).toEqual(PRODUCTS_DEFAULT_FILTERS);
    expect(sanitizeProductFilters({ missingTranslation: 'yes' as never }).missingTranslation).toBe(false);
    expect(sanitizeProductFilters({ missingTranslation: true }).missingTranslation).toBe(true);
  });

  it('drops a category of another type when the type changes', () => {
    const filters = { ...PRODUCTS_DEFAULT_FILTERS, typeCode: 'FOOD', categoryId: 1 as const };
    expect(withTypeFilter(filters, 'DRINKS', [2])).toMatchObject({ typeCode: 'DRINKS', categoryId: '' });
    expect(withTypeFilter(filters, 'FOOD', [1])).toMatchObject({ typeCode: 'FOOD', categoryId: 1 });
  });

  it('filters and sorts the guests’ list in the browser alike', () => {
    const names = (f: Partial<typeof PRODUCTS_DEFAULT_FILTERS>) =>
      filterProductsLocally(items, { ...PRODUCTS_DEFAULT_FILTERS, ...f }).map((i) => i.name);
    expect(names({})).toEqual(['Almdudler', 'Backhendl', 'Wiener Schnitzel']);
    expect(names({ sort: 'price' })).toEqual(['Almdudler', 'Backhendl', 'Wiener Schnitzel']);
    expect(names({ typeCode: 'FOOD', sort: 'price' })).toEqual(['Backhendl', 'Wiener Schnitzel']);
    expect(names({ q: 'KALB' })).toEqual(['Wiener Schnitzel']);
    expect(names({ categoryId: 2 })).toEqual(['Almdudler']);
  });
});
