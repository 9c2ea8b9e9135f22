import { describe, expect, it } from 'vitest';
import { matchesMenuTypeSearch, menuTypeDraftOf, missingMenuTypeFields, toMenuTypeInput } from './menuTypeForm';

describe('menu type form', () => {
  it('requires code and name (spec: "Code & Name sind erforderlich")', () => {
    expect(missingMenuTypeFields({ code: ' ', name: '', active: true })).toEqual(['code', 'name']);
    expect(missingMenuTypeFields({ code: 'FOOD', name: ' ', active: true })).toEqual(['name']);
    expect(missingMenuTypeFields({ code: 'FOOD', name: 'Speisen', active: true })).toEqual([]);
  });

  it('forces the code to upper case and counts a sortOrder that is not a number as 1', () => {
    expect(toMenuTypeInput({ code: ' wein ', name: ' Weinkarte ', active: false }, 'zuletzt')).toEqual({
      code: 'WEIN',
      name: 'Weinkarte',
      sortOrder: 1,
      active: false,
    });
    expect(toMenuTypeInput({ code: 'bar', name: 'Bar', active: true }, 4).sortOrder).toBe(4);
  });

  it('starts a new type active and empty, an edited one with its values', () => {
    expect(menuTypeDraftOf()).toEqual({ code: '', name: '', active: true });
    expect(menuTypeDraftOf({ id: 1, typeId: 1, code: 'FOOD', name: 'Speisen', sortOrder: 1, active: false })).toEqual({
      code: 'FOOD',
      name: 'Speisen',
      active: false,
    });
  });

  it('finds types by code or name, ignoring case', () => {
    const food = { code: 'FOOD', name: 'Speisen' };
    expect(matchesMenuTypeSearch(food, 'foo')).toBe(true);
    expect(matchesMenuTypeSearch(food, 'SPEI')).toBe(true);
    expect(matchesMenuTypeSearch(food, '  ')).toBe(true);
    expect(matchesMenuTypeSearch(food, 'getränke')).toBe(false);
  });
});
