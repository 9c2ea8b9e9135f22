import type { PreparationState } from '@tischlein/api-types';
import type { Order, OrderItem } from '../orders/order.types';

/** One line of an order as a station sees it: its state there, and whether its course was called yet. */
export interface StationLine {
  item: OrderItem;
  state: PreparationState;
  fired: boolean;
  /** When the line reached the station (a called course: when it was called). */
  routedAt: string;
}

/** One order on a station's screen: its lines for this station, called ones first. */
export interface StationTicket {
  order: Order;
  lines: StationLine[];
  /** When the oldest called line still to finish reached the station: the ticket's timer; null while all are held. */
  since: string | null;
  /** Called lines still to prepare: "Alles fertig" has work to do. */
  toPrepare: number;
}

const COURSE_RANK = { STARTER: 0, MAIN: 1, DESSERT: 2 } as const;
const rank = (line: StationLine) => (line.item.course ? COURSE_RANK[line.item.course] : -1);

function linesAt(order: Order, stationId: number): StationLine[] {
  return (order.items ?? [])
    .flatMap((item) =>
      item.preparation
        .filter((p) => p.stationId === stationId)
        .map((p) => ({ item, state: p.state, fired: p.fired, routedAt: p.routedAt })),
    )
    .sort((a, b) => Number(b.fired) - Number(a.fired) || rank(a) - rank(b));
}

function earliest(times: string[]): string | null {
  return times.reduce<string | null>((first, time) => (first === null || Date.parse(time) < Date.parse(first) ? time : first), null);
}

/**
 * The tickets of one station, in the board's order (oldest order first): every order with a line routed here that is
 * not served yet. A ticket leaves once all its lines here are served; the board itself drops closed orders.
 */
export function stationTickets(orders: readonly Order[], stationId: number): StationTicket[] {
  return orders.flatMap((order) => {
    const lines = linesAt(order, stationId);
    if (!lines.some((line) => line.state !== 'SERVED')) return [];
    const working = lines.filter((line) => line.fired && line.state !== 'SERVED');
    const since = earliest(working.map((line) => line.routedAt));
    return [{ order, lines, since, toPrepare: working.filter((line) => line.state === 'TO_PREPARE').length }];
  });
}

/** One tap on a line: To prepare → Ready → Served; a served line stays served. */
export function nextState(state: PreparationState): PreparationState | null {
  if (state === 'TO_PREPARE') return 'READY';
  if (state === 'READY') return 'SERVED';
  return null;
}

export type TimerLevel = 'fresh' | 'warning';

/** The ticket's timer turns to the warning colour once it has waited the station's minutes. */
export function timerLevel(minutes: number, warnAfterMinutes: number): TimerLevel {
  return minutes >= warnAfterMinutes ? 'warning' : 'fresh';
}

/** The called lines still to prepare, by line: what a screen beeps for when one appears. */
export function workKeys(tickets: readonly StationTicket[]): Set<string> {
  return new Set(
    tickets.flatMap((ticket) =>
      ticket.lines.filter((line) => line.fired && line.state === 'TO_PREPARE').map((line) => `${ticket.order.id}:${line.item.orderItemId}`),
    ),
  );
}

/** The tickets with work that was not there before (a new order, a called course, a line added by an edit). */
export function arrivals(before: ReadonlySet<string>, tickets: readonly StationTicket[]): StationTicket[] {
  const after = workKeys(tickets);
  const fresh = new Set([...after].filter((key) => !before.has(key)).map((key) => key.split(':')[0]));
  return tickets.filter((ticket) => fresh.has(String(ticket.order.id)));
}
