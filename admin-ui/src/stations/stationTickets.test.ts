import { describe, expect, it } from 'vitest';
import { testItem } from '../common/orders/testItem';
import { testOrder } from '../common/orders/testOrder';
import type { LinePreparation } from '@tischlein/api-types';
import type { Order } from '../orders/order.types';
import { arrivals, nextState, stationTickets, timerLevel, workKeys } from './stationTickets';

const KITCHEN = 1;
const BAR = 2;
const at = (time: string) => `2026-05-08T${time}:00.000Z`;
const prep = (stationId: number, state: LinePreparation['state'], routed = '12:00', fired = true): LinePreparation => ({
  stationId,
  state,
  fired,
  routedAt: at(routed),
});

const order = (id: number, items: Order['items']): Order => ({ ...testOrder({ id }), items });

const beerAndSchnitzel = order(1, [
  testItem({ orderItemId: 11, menuItemName: 'Bier', preparation: [prep(BAR, 'TO_PREPARE')] }),
  testItem({ orderItemId: 12, menuItemName: 'Schnitzel', course: 'MAIN', preparation: [prep(KITCHEN, 'TO_PREPARE', '12:05')] }),
  testItem({ orderItemId: 13, menuItemName: 'Suppe', course: 'STARTER', preparation: [prep(KITCHEN, 'READY', '12:02')] }),
]);

describe('stationTickets (one station’s screen)', () => {
  it('shows each order with only the lines routed to the station, by course', () => {
    const [kitchen] = stationTickets([beerAndSchnitzel], KITCHEN);
    expect(kitchen.lines.map((line) => line.item.menuItemName)).toEqual(['Suppe', 'Schnitzel']);
    const [bar] = stationTickets([beerAndSchnitzel], BAR);
    expect(bar.lines.map((line) => [line.item.menuItemName, line.state])).toEqual([['Bier', 'TO_PREPARE']]);
    expect(stationTickets([beerAndSchnitzel], 3)).toEqual([]);
  });

  it('keeps the board’s order of orders and leaves out those with nothing here', () => {
    const drinksOnly = order(2, [testItem({ orderItemId: 21, preparation: [prep(BAR, 'READY')] })]);
    const notRouted = order(3, [testItem({ orderItemId: 31 })]);
    expect(stationTickets([beerAndSchnitzel, drinksOnly, notRouted], BAR).map((t) => t.order.id)).toEqual([1, 2]);
    expect(stationTickets([beerAndSchnitzel, drinksOnly, notRouted], KITCHEN).map((t) => t.order.id)).toEqual([1]);
  });

  it('lets a ticket go once every line of the station is served', () => {
    const served = order(4, [testItem({ orderItemId: 41, preparation: [prep(BAR, 'SERVED'), prep(KITCHEN, 'READY')] })]);
    expect(stationTickets([served], BAR)).toEqual([]);
    expect(stationTickets([served], KITCHEN)).toHaveLength(1);
  });

  it('shows held lines after the called ones, and starts the timer at the oldest called line still to finish', () => {
    const withDessert = order(5, [
      testItem({ orderItemId: 51, menuItemName: 'Torte', course: 'DESSERT', preparation: [prep(KITCHEN, 'TO_PREPARE', '12:00', false)] }),
      testItem({ orderItemId: 52, menuItemName: 'Suppe', course: 'STARTER', preparation: [prep(KITCHEN, 'SERVED', '12:01')] }),
      testItem({ orderItemId: 53, menuItemName: 'Gulasch', course: 'MAIN', preparation: [prep(KITCHEN, 'TO_PREPARE', '12:20')] }),
    ]);
    const [ticket] = stationTickets([withDessert], KITCHEN);
    expect(ticket.lines.map((line) => [line.item.menuItemName, line.fired])).toEqual([
      ['Suppe', true],
      ['Gulasch', true],
      ['Torte', false],
    ]);
    expect(ticket.since).toBe(at('12:20'));
    expect(ticket.toPrepare).toBe(1);
  });

  it('has no timer while all its lines wait to be called', () => {
    const held = order(6, [testItem({ orderItemId: 61, course: 'DESSERT', preparation: [prep(KITCHEN, 'TO_PREPARE', '12:00', false)] })]);
    const [ticket] = stationTickets([held], KITCHEN);
    expect(ticket.since).toBeNull();
    expect(ticket.toPrepare).toBe(0);
  });
});

describe('nextState', () => {
  it('advances To prepare → Ready → Served and stops there', () => {
    expect(nextState('TO_PREPARE')).toBe('READY');
    expect(nextState('READY')).toBe('SERVED');
    expect(nextState('SERVED')).toBeNull();
  });
});

describe('timerLevel', () => {
  it('turns to the warning colour at the station’s minutes', () => {
    expect(timerLevel(14, 15)).toBe('fresh');
    expect(timerLevel(15, 15)).toBe('warning');
    expect(timerLevel(90, 15)).toBe('warning');
  });
});

describe('arrivals (what the screen beeps and announces for)', () => {
  it('names the tickets that got lines to prepare since the last look', () => {
    const before = workKeys(stationTickets([beerAndSchnitzel], KITCHEN));
    expect(arrivals(before, stationTickets([beerAndSchnitzel], KITCHEN))).toEqual([]);
    const next = order(8, [testItem({ orderItemId: 81, preparation: [prep(KITCHEN, 'TO_PREPARE')] })]);
    expect(arrivals(before, stationTickets([beerAndSchnitzel, next], KITCHEN)).map((t) => t.order.id)).toEqual([8]);
  });

  it('counts a called course as new work, a line made ready as none', () => {
    const held = order(9, [testItem({ orderItemId: 91, course: 'MAIN', preparation: [prep(KITCHEN, 'TO_PREPARE', '12:00', false)] })]);
    const before = workKeys(stationTickets([held], KITCHEN));
    const called = order(9, [testItem({ orderItemId: 91, course: 'MAIN', preparation: [prep(KITCHEN, 'TO_PREPARE', '12:10')] })]);
    expect(arrivals(before, stationTickets([called], KITCHEN))).toHaveLength(1);
    const ready = order(9, [testItem({ orderItemId: 91, course: 'MAIN', preparation: [prep(KITCHEN, 'READY', '12:10')] })]);
    expect(arrivals(workKeys(stationTickets([called], KITCHEN)), stationTickets([ready], KITCHEN))).toEqual([]);
  });
});
