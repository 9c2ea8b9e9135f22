import { type Course, courseRank } from '../common/course.js';
import type { OrderItemPreparation, PreparationState } from './order-item-preparation.entity.js';
import type { OrderItem } from './order-item.entity.js';

/** How far an order's routed lines are: nothing routed, some to prepare, all ready ("Abholbereit"), all served. */
export const ORDER_PREPARATION_STATES = ['NONE', 'PREPARING', 'READY', 'SERVED'] as const;
export type OrderPreparationState = (typeof ORDER_PREPARATION_STATES)[number];

/** What a guest sees of a line: no courses, no stations. */
export const LINE_PROGRESS = ['PREPARING', 'READY', 'SERVED'] as const;
export type LineProgress = (typeof LINE_PROGRESS)[number];

type Line = Pick<OrderItem, 'course'> & { preparation?: Pick<OrderItemPreparation, 'state' | 'fired'>[] };

const preparationsOf = (items: readonly Line[]) => items.flatMap((item) => item.preparation ?? []);

/**
 * READY when every called line is ready or served and one is still to serve, and no course is held back (the waiter
 * takes what is ready and the next course is still to come: PREPARING until it is called and made).
 */
export function orderPreparationState(items: readonly Line[]): OrderPreparationState {
  const all = preparationsOf(items);
  if (all.length === 0) return 'NONE';
  if (all.every((p) => p.state === 'SERVED')) return 'SERVED';
  if (all.some((p) => p.state === 'TO_PREPARE')) return 'PREPARING';
  return 'READY';
}

/** The first course with lines still held back, or null. */
export function nextCourse(items: readonly Line[]): Course | null {
  const held = items.filter((item) => item.course !== null && (item.preparation ?? []).some((p) => !p.fired));
  if (held.length === 0) return null;
  return held.reduce((first, item) => (courseRank(item.course) < courseRank(first) ? item.course : first), held[0].course);
}

/**
 * Which courses are called when an order first reaches the stations: lines without a course and the first course
 * ordered; later courses wait for "abrufen".
 */
export function coursesFiredAtFirst(items: readonly Pick<OrderItem, 'course'>[]): (course: Course | null) => boolean {
  const ranks = items.filter((i) => i.course !== null).map((i) => courseRank(i.course));
  const first = ranks.length ? Math.min(...ranks) : Infinity;
  return (course) => course === null || courseRank(course) <= first;
}

/** A line as its guest follows it: the least advanced of its stations; null before it reaches one. */
export function lineProgress(item: Line): LineProgress | null {
  const states = (item.preparation ?? []).map((p) => p.state);
  if (states.length === 0) return null;
  const least: PreparationState = states.includes('TO_PREPARE') ? 'TO_PREPARE' : states.includes('READY') ? 'READY' : 'SERVED';
  return least === 'TO_PREPARE' ? 'PREPARING' : least;
}
