import { describe, expect, it } from 'vitest';
import { drinksFirst, isDrink } from './drinksFirst';

const item = (menuItemName: string, typeCode: string | null = null, vatCategory: string | null = null) => ({
  menuItemName,
  typeCode,
  vatCategory,
});

describe('drinks first', () => {
  it('recognises drinks by menu type, VAT category or name', () => {
    expect(isDrink(item('Hauswein rot', 'DRINKS'))).toBe(true);
    expect(isDrink(item('Espresso', null, 'COFFEE'))).toBe(true);
    expect(isDrink(item('Coca-Cola 0,33'))).toBe(true);
    expect(isDrink(item('Mineralwasser'))).toBe(true);
    expect(isDrink(item('Apfelsaft gespritzt'))).toBe(true);
    expect(isDrink(item('Wiener Schnitzel', 'FOOD', 'FOOD'))).toBe(false);
  });

  it('puts drinks first and sorts each group alphabetically', () => {
    const sorted = drinksFirst([
      item('Wiener Schnitzel', 'FOOD'),
      item('Zitronenlimo'),
      item('Apfelstrudel', 'DESSERTS'),
      item('Bier vom Fass', 'DRINKS'),
      item('Kaiserschmarrn', 'DESSERTS'),
      item('Almdudler', null, 'NON_ALCOHOLIC_DRINK'),
    ]).map((i) => i.menuItemName);
    expect(sorted).toEqual(['Almdudler', 'Bier vom Fass', 'Zitronenlimo', 'Apfelstrudel', 'Kaiserschmarrn', 'Wiener Schnitzel']);
  });

  it('does not change the given list', () => {
    const items = [item('Tee', 'DRINKS'), item('Gulasch', 'FOOD')].reverse();
    drinksFirst(items);
    expect(items[0].menuItemName).toBe('Gulasch');
  });
});
