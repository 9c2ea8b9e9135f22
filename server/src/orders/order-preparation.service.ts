import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { conflict } from '../common/api-error.js';
import type { Course } from '../common/course.js';
import type { Bon, BonLine } from '../printing/bon.js';
import { PrintQueue } from '../printing/print-queue.js';
import { stationsFor } from '../stations/station-routing.js';
import { StationsService } from '../stations/stations.service.js';
import type { OrderEventPart } from './order-event-text.js';
import { OrderItemPreparation, type PreparationState } from './order-item-preparation.entity.js';
import type { OrderItem } from './order-item.entity.js';
import type { Order } from './order.entity.js';
import { coursesFiredAtFirst, nextCourse, orderPreparationState } from './preparation.js';

/** When lines are routed: at checkout only to the stations that show orders at once, at approval to all. */
export type RoutingMoment = 'CHECKOUT' | 'APPROVAL';

const CLOSED = 'Die Bestellung ist abgelehnt oder storniert; an den Stationen ist nichts mehr zu tun.';
const NOTHING_AT_STATION = 'An dieser Station ist von dieser Bestellung nichts zuzubereiten.';
const NOT_CALLED = 'Dieser Gang ist noch nicht abgerufen.';
const NOTHING_HELD = 'Kein Gang dieser Bestellung wartet auf Abruf.';

const STATE_CODES: Record<PreparationState, 'lines_reopened' | 'lines_ready' | 'lines_served'> = {
  TO_PREPARE: 'lines_reopened',
  READY: 'lines_ready',
  SERVED: 'lines_served',
};

/**
 * An order's lines at the preparation stations (issue 35): routing them by category, their states there, calling the
 * next course, and the bons each of these prints. Every method runs in the caller's transaction, with the order row
 * locked and its items loaded (with their preparation): the bons are queued in the same transaction, so a bon exists
 * exactly when its change was committed.
 */
@Injectable()
export class OrderPreparationService {
  constructor(
    private readonly stations: StationsService,
    private readonly printQueue: PrintQueue,
  ) {}

  /** Routes the lines not yet at their stations; answers whether any was. Prints each station's bon of them. */
  async route(manager: EntityManager, order: Order, moment: RoutingMoment): Promise<boolean> {
    const stations = await this.stations.all(manager);
    const items = order.items ?? [];
    const firedAtFirst = coursesFiredAtFirst(items);
    const alreadyFired = new Set(items.filter((i) => i.preparation?.some((p) => p.fired)).map((i) => i.course));
    const routed: OrderItemPreparation[] = [];
    for (const item of items) {
      for (const station of stationsFor(stations, item.categoryId)) {
        if (moment === 'CHECKOUT' && !station.routeOnCheckout) continue;
        if (item.preparation?.some((p) => p.stationId === station.id)) continue;
        const fired = firedAtFirst(item.course) || alreadyFired.has(item.course);
        routed.push(manager.create(OrderItemPreparation, { orderId: order.id, orderItemId: item.id, stationId: station.id, fired }));
      }
    }
    if (routed.length === 0) return false;
    await manager.save(routed);
    attach(items, routed);
    const byStation = groupBy(routed, (p) => p.stationId);
    await this.printQueue.enqueue(
      manager,
      [...byStation].map(([stationId, rows]) => bonOf(order, stationId, 'ORDER', order.enteredBy ?? 'Gast', linesOf(items, rows, null))),
    );
    return true;
  }

  /**
   * Sets lines of one station to `state`: the given items, or ("Alles fertig") every called line there. Answers the
   * history's parts; none when nothing changed.
   */
  async setState(
    manager: EntityManager,
    order: Order,
    stationId: number,
    state: PreparationState,
    itemIds?: number[],
  ): Promise<OrderEventPart[]> {
    if (order.status === 'REJECTED' || order.status === 'CANCELED') throw conflict(CLOSED);
    const items = order.items ?? [];
    const atStation = items.flatMap((item) => (item.preparation ?? []).filter((p) => p.stationId === stationId).map((p) => ({ item, p })));
    if (atStation.length === 0) throw conflict(NOTHING_AT_STATION);
    let chosen = atStation.filter(({ p }) => p.fired);
    if (itemIds) {
      const wanted = new Set(itemIds);
      chosen = atStation.filter(({ item }) => wanted.has(item.id));
      if (chosen.length !== wanted.size) throw conflict(NOTHING_AT_STATION);
      if (chosen.some(({ p }) => !p.fired)) throw conflict(NOT_CALLED);
    }
    const changing = chosen.filter(({ p }) => p.state !== state);
    if (changing.length === 0) return [];
    const before = orderPreparationState(items);
    const now = new Date();
    for (const { p } of changing) {
      p.state = state;
      p.readyAt = state === 'TO_PREPARE' ? null : (p.readyAt ?? now);
      p.servedAt = state === 'SERVED' ? now : null;
    }
    await manager.save(changing.map(({ p }) => p));
    const station = (await this.stations.all(manager)).find((s) => s.id === stationId);
    const parts: OrderEventPart[] = [
      {
        code: STATE_CODES[state],
        params: { station: station?.name ?? String(stationId), items: itemsText(changing.map(({ item }) => item)) },
      },
    ];
    if (before !== 'READY' && orderPreparationState(items) === 'READY') parts.push({ code: 'ready_for_pickup' });
    return parts;
  }

  /** Calls the next held course (or `course`): its lines show at their stations and print a call bon there. */
  async fire(manager: EntityManager, order: Order, actorUser: string, course?: Course): Promise<OrderEventPart[]> {
    if (order.status === 'REJECTED' || order.status === 'CANCELED') throw conflict(CLOSED);
    const items = order.items ?? [];
    const calling = course ?? nextCourse(items);
    const held = items
      .filter((item) => item.course === calling)
      .flatMap((item) => (item.preparation ?? []).filter((p) => !p.fired).map((p) => ({ item, p })));
    if (calling === null || held.length === 0) throw conflict(NOTHING_HELD);
    const now = new Date();
    for (const { p } of held) Object.assign(p, { fired: true, routedAt: now });
    await manager.save(held.map(({ p }) => p));
    const byStation = groupBy(held, ({ p }) => p.stationId);
    await this.printQueue.enqueue(
      manager,
      [...byStation].map(([stationId, rows]) => ({
        ...bonOf(
          order,
          stationId,
          'FIRE',
          actorUser,
          linesOf(
            items,
            rows.map(({ p }) => p),
            null,
          ),
        ),
        course: calling,
      })),
    );
    return [{ code: 'course_fired', params: { course: calling } }];
  }

  /** A rejected or canceled order: every station it reached gets a bon striking its lines. */
  async strike(manager: EntityManager, order: Order, actorUser: string): Promise<void> {
    const items = order.items ?? [];
    const rows = items.flatMap((item) => item.preparation ?? []).filter((p) => p.state !== 'SERVED');
    if (rows.length === 0) return;
    const byStation = groupBy(rows, (p) => p.stationId);
    await this.printQueue.enqueue(
      manager,
      [...byStation].map(([stationId, ofStation]) => bonOf(order, stationId, 'CHANGE', actorUser, linesOf(items, ofStation, 'STORNO'))),
    );
  }

  /**
   * A line's quantity changed (to 0: removed): each station that has it gets a bon of the difference. Pieces added to a
   * called line are to prepare again there.
   */
  async lineChanged(manager: EntityManager, order: Order, item: OrderItem, quantity: number, actorUser: string): Promise<void> {
    const rows = item.preparation ?? [];
    const delta = quantity - item.quantity;
    if (rows.length === 0 || delta === 0) return;
    const added = delta > 0;
    if (added) {
      const reopened = rows.filter((p) => p.fired && p.state !== 'TO_PREPARE');
      for (const p of reopened) Object.assign(p, { state: 'TO_PREPARE', readyAt: null, servedAt: null });
      if (reopened.length) await manager.save(reopened);
    }
    const changed: OrderItem = { ...item, quantity: Math.abs(delta) };
    await this.printQueue.enqueue(
      manager,
      rows.map((p) => bonOf(order, p.stationId, 'CHANGE', actorUser, linesOf([changed], [p], added ? 'NEU' : 'STORNO'))),
    );
  }

  /** The order's note changed: every station it reached gets a bon with the new note. */
  async noteChanged(manager: EntityManager, order: Order, actorUser: string): Promise<void> {
    const stationIds = new Set((order.items ?? []).flatMap((item) => item.preparation ?? []).map((p) => p.stationId));
    await this.printQueue.enqueue(
      manager,
      [...stationIds].map((stationId) => ({
        ...bonOf(order, stationId, 'CHANGE', actorUser, []),
        notes: [`NOTIZ: ${order.note ?? '(entfernt)'}`],
      })),
    );
  }
}

function bonOf(order: Order, stationId: number, kind: Bon['kind'], by: string, lines: BonLine[]): Bon {
  return {
    kind,
    stationId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    place: order.tableNumber === null ? 'Abholung' : `Tisch ${order.tableNumber}`,
    at: new Date().toISOString(),
    by,
    lines,
    notes: kind === 'ORDER' && order.note ? [`NOTIZ: ${order.note}`] : [],
  };
}

/** The bon lines of the given preparation rows, in the order's line order. */
function linesOf(items: readonly OrderItem[], rows: readonly OrderItemPreparation[], mark: BonLine['mark']): BonLine[] {
  const heldById = new Map(rows.map((p) => [p.orderItemId, !p.fired]));
  return items
    .filter((item) => heldById.has(item.id))
    .map((item) => ({
      quantity: item.quantity,
      name: item.menuItemName,
      extras: item.extras.map((e) => e.name),
      note: item.note,
      course: item.course,
      mark,
      held: mark === null && heldById.get(item.id)!,
    }));
}

/** "2× Schnitzel, 1× Pommes": the lines a history entry names. */
function itemsText(items: readonly OrderItem[]): string {
  return [...new Set(items)].map((i) => `${i.quantity}× ${i.menuItemName}`).join(', ');
}

function attach(items: readonly OrderItem[], rows: readonly OrderItemPreparation[]): void {
  for (const item of items) item.preparation = [...(item.preparation ?? []), ...rows.filter((p) => p.orderItemId === item.id)];
}

function groupBy<T>(values: readonly T[], key: (value: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const value of values) groups.set(key(value), [...(groups.get(key(value)) ?? []), value]);
  return groups;
}
