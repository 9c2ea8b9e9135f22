import { describe, expect, it } from 'vitest';
import { translationsDraftOf } from '../common/translations';
import { codeFromName, matchesMenuTypeSearch, menuTypeDraftOf, missingMenuTypeFields, toMenuTypeInput } from './menuTypeForm';

const draft = (code: string, name: string, active = true) => ({
  code,
  name,
  active,
  defaultVatRate: 'VAT_10' as const,
  defaultVatCategory: 'FOOD' as const,
  translations: translationsDraftOf(),
});

describe('menu type form', () => {
  it('requires code and name (spec: "Code & Name sind erforderlich")', () => {
    expect(missingMenuTypeFields(draft(' ', ''))).toEqual(['code', 'name']);
    expect(missingMenuTypeFields(draft('FOOD', ' '))).toEqual(['name']);
    expect(missingMenuTypeFields(draft('FOOD', 'Speisen'))).toEqual([]);
  });

  it('forces the code to upper case and counts a sortOrder that is not a number as 1', () => {
    expect(toMenuTypeInput(draft(' wein ', ' Weinkarte ', false), 'zuletzt')).toEqual({
      code: 'WEIN',
      name: 'Weinkarte',
      translations: {},
      sortOrder: 1,
      active: false,
      defaultVatRate: 'VAT_10',
      defaultVatCategory: 'FOOD',
    });
    expect(toMenuTypeInput(draft('bar', 'Bar'), 4).sortOrder).toBe(4);
  });

  it('starts a new type active and empty, an edited one with its values and translations', () => {
    expect(menuTypeDraftOf()).toEqual(draft('', ''));
    const stored = menuTypeDraftOf({
      id: 1,
      typeId: 1,
      code: 'FOOD',
      name: 'Speisen',
      sortOrder: 1,
      active: false,
      defaultVatRate: 'VAT_20',
      defaultVatCategory: 'BEVERAGE',
      translations: { en: { name: 'Food' } },
      missingTranslations: ['ru', 'zh', 'ar', 'tr', 'sr', 'es'],
    });
    expect(stored).toMatchObject({
      code: 'FOOD',
      name: 'Speisen',
      active: false,
      defaultVatRate: 'VAT_20',
      defaultVatCategory: 'BEVERAGE',
    });
    expect(stored.translations.en).toEqual({ name: 'Food', description: '' });
    // The active switch sends the stored translations back unchanged.
    expect(toMenuTypeInput(stored, 1).translations).toEqual({ en: { name: 'Food' } });
  });

  it('sends names only, trimmed, and no empty languages', () => {
    const translations = { ...translationsDraftOf(), ru: { name: ' Еда ', description: 'ignored' }, zh: { name: '  ', description: '' } };
    expect(toMenuTypeInput({ ...draft('FOOD', 'Speisen'), translations }, 1).translations).toEqual({ ru: { name: 'Еда' } });
  });

  it('finds types by code or name, ignoring case', () => {
    const food = { code: 'FOOD', name: 'Speisen' };
    expect(matchesMenuTypeSearch(food, 'foo')).toBe(true);
    expect(matchesMenuTypeSearch(food, 'SPEI')).toBe(true);
    expect(matchesMenuTypeSearch(food, '  ')).toBe(true);
    expect(matchesMenuTypeSearch(food, 'getränke')).toBe(false);
  });
});

describe('codeFromName', () => {
  it.each([
    ['Getränke', 'GETRAENKE'],
    ['Mittags-Menü 2', 'MITTAGS-MENUE-2'],
    ['  Crème Brûlée & Café ', 'CREME-BRULEE-CAFE'],
    ['Straße', 'STRASSE'],
    ['Öl_Essig', 'OEL_ESSIG'],
    ['饮料', ''],
    ['Eine sehr lange Bezeichnung für eine Karte', 'EINE-SEHR-LANGE-BEZEICHNUNG-FUER'],
  ])('%s → %s', (name, code) => {
    expect(codeFromName(name)).toBe(code);
  });
});
