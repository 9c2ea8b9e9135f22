import { describe, expect, it } from 'vitest';
import { drinkAtReducedRate, vatDefaultFor } from './vatCheck';

const types = [
  { code: 'FOOD', defaultVatRate: 'VAT_10', defaultVatCategory: 'FOOD' },
  { code: 'DRINKS', defaultVatRate: 'VAT_20', defaultVatCategory: 'BEVERAGE' },
] as const;
const categories = [
  { categoryId: 1, defaultVatRate: null, defaultVatCategory: null },
  { categoryId: 2, defaultVatRate: null, defaultVatCategory: 'NON_ALCOHOLIC_DRINK' },
  { categoryId: 3, defaultVatRate: 'VAT_10', defaultVatCategory: null },
] as const;

describe('VAT of a new product', () => {
  it('takes the category’s default, else the menu type’s, else 10 % food', () => {
    expect(vatDefaultFor(types, categories, 'FOOD', 1)).toEqual({ vatRate: 'VAT_10', vatCategory: 'FOOD' });
    expect(vatDefaultFor(types, categories, 'DRINKS', 1)).toEqual({ vatRate: 'VAT_20', vatCategory: 'BEVERAGE' });
    expect(vatDefaultFor(types, categories, 'DRINKS', 2)).toEqual({ vatRate: 'VAT_20', vatCategory: 'NON_ALCOHOLIC_DRINK' });
    expect(vatDefaultFor(types, categories, 'DRINKS', 3)).toEqual({ vatRate: 'VAT_10', vatCategory: 'BEVERAGE' });
    expect(vatDefaultFor(types, categories, '', '')).toEqual({ vatRate: 'VAT_10', vatCategory: 'FOOD' });
  });
});

describe('a drink at 10 %', () => {
  it('is flagged by its VAT category or by its menu type', () => {
    expect(drinkAtReducedRate({ vatRate: 'VAT_10', vatCategory: 'NON_ALCOHOLIC_DRINK', typeCode: 'FOOD' }, types)).toBe(true);
    expect(drinkAtReducedRate({ vatRate: 'VAT_10', vatCategory: 'FOOD', typeCode: 'DRINKS' }, types)).toBe(true);
    expect(drinkAtReducedRate({ vatRate: 'VAT_20', vatCategory: 'COFFEE', typeCode: 'DRINKS' }, types)).toBe(false);
    expect(drinkAtReducedRate({ vatRate: 'VAT_13', vatCategory: 'ALCOHOLIC', typeCode: 'DRINKS' }, types)).toBe(false);
    expect(drinkAtReducedRate({ vatRate: 'VAT_10', vatCategory: 'FOOD', typeCode: 'FOOD' }, types)).toBe(false);
  });
});
