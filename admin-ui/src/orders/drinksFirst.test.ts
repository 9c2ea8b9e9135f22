import { describe, expect, it } from 'vitest';
import { drinksFirst, isDrink } from './drinksFirst';

const item = (menuItemName: string, vatCategory: string | null = null, typeCode: string | null = null) => ({
  menuItemName,
  typeCode,
  vatCategory,
});

describe('isDrink', () => {
  it('goes by the VAT category when the item has one', () => {
    for (const category of ['BEVERAGE', 'ALCOHOLIC', 'COFFEE', 'NON_ALCOHOLIC_DRINK']) {
      expect(isDrink(item('Hausspezialität', category)), category).toBe(true);
    }
    expect(isDrink(item('Hausspezialität', 'FOOD'))).toBe(false);
  });

  it('believes a FOOD category over drink words in the name', () => {
    expect(isDrink(item('Schweinsschnitzel', 'FOOD'))).toBe(false);
    expect(isDrink(item('Rumpsteak', 'FOOD'))).toBe(false);
    expect(isDrink(item('Milchreis', 'FOOD'))).toBe(false);
    expect(isDrink(item('Bierbraten', 'FOOD'))).toBe(false);
    expect(isDrink(item('Tee-Eis mit Wein-Gelee', 'FOOD'))).toBe(false);
  });

  it('believes a drink category over a name without drink words', () => {
    expect(isDrink(item('Almdudler', 'NON_ALCOHOLIC_DRINK'))).toBe(true);
    expect(isDrink(item('Grüner Veltliner 1/8', 'ALCOHOLIC'))).toBe(true);
  });

  it('ignores the menu type code: a dish on a "DRINKS" menu is still food', () => {
    expect(isDrink(item('Salzstangerl', 'FOOD', 'DRINKS'))).toBe(false);
    expect(isDrink(item('Salzstangerl', null, 'DRINKS'))).toBe(false);
  });

  it('without a category, matches drink words only as whole words', () => {
    for (const name of [
      'Bier',
      'Glas Wein',
      'Zwickl Bier 0,5 l',
      'Coca-Cola 0,33',
      'Cola 0,33 l',
      'Aperol Spritz',
      'Kaffee',
      'Tee mit Zitrone',
      'Mineralwasser 0,33 l',
      'Apfelsaft gespritzt 0,5 l',
      'Holunder gespritzt',
      'Rum',
    ]) {
      expect(isDrink(item(name)), name).toBe(true);
    }
    for (const name of [
      'Schweinsschnitzel',
      'Rumpsteak',
      'Milchreis',
      'Bierbraten',
      'Grillplatte',
      'Wiener Schnitzel',
      'Teigtaschen',
      'Weinbergschnecken',
    ]) {
      expect(isDrink(item(name)), name).toBe(false);
    }
  });

  it('treats an empty category like a missing one', () => {
    expect(isDrink(item('Glas Wein', ''))).toBe(true);
    expect(isDrink(item('Schweinsschnitzel', ''))).toBe(false);
  });
});

describe('drinksFirst', () => {
  it('puts drinks first and sorts each group alphabetically', () => {
    const sorted = drinksFirst([
      item('Wiener Schnitzel', 'FOOD'),
      item('Schweinsschnitzel', 'FOOD'),
      item('Zitronenlimo', 'NON_ALCOHOLIC_DRINK'),
      item('Apfelstrudel', 'FOOD'),
      item('Bier vom Fass', 'ALCOHOLIC'),
      item('Rumpsteak', 'FOOD'),
      item('Almdudler', 'NON_ALCOHOLIC_DRINK'),
      item('Glas Wein'),
      item('Milchreis', 'FOOD'),
    ]).map((i) => i.menuItemName);
    expect(sorted).toEqual([
      'Almdudler',
      'Bier vom Fass',
      'Glas Wein',
      'Zitronenlimo',
      'Apfelstrudel',
      'Milchreis',
      'Rumpsteak',
      'Schweinsschnitzel',
      'Wiener Schnitzel',
    ]);
  });

  it('does not change the given list', () => {
    const items = [item('Tee', 'BEVERAGE'), item('Gulasch', 'FOOD')].reverse();
    drinksFirst(items);
    expect(items[0].menuItemName).toBe('Gulasch');
  });
});
