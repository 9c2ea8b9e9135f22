import { describe, expect, it } from 'vitest';
import { drinksFirst } from './drinksFirst';

const item = (menuItemName: string, isDrink: boolean) => ({ menuItemName, isDrink });

describe('drinksFirst', () => {
  it('puts drinks first and sorts each group alphabetically', () => {
    const sorted = drinksFirst([
      item('Wiener Schnitzel', false),
      item('Schweinsschnitzel', false),
      item('Zitronenlimo', true),
      item('Apfelstrudel', false),
      item('Bier vom Fass', true),
      item('Rumpsteak', false),
      item('Almdudler', true),
    ]).map((i) => i.menuItemName);
    expect(sorted).toEqual([
      'Almdudler',
      'Bier vom Fass',
      'Zitronenlimo',
      'Apfelstrudel',
      'Rumpsteak',
      'Schweinsschnitzel',
      'Wiener Schnitzel',
    ]);
  });

  it('goes by the flag alone, whatever the name says', () => {
    expect(drinksFirst([item('Bierbraten', false), item('Hausspezialität', true)]).map((i) => i.menuItemName)).toEqual([
      'Hausspezialität',
      'Bierbraten',
    ]);
  });

  it('does not change the given list', () => {
    const items = [item('Gulasch', false), item('Tee', true)];
    drinksFirst(items);
    expect(items[0].menuItemName).toBe('Gulasch');
  });
});
