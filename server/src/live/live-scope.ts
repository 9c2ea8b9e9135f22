import type { PublishedOrderEvent } from '../events/app-events.js';

/**
 * Whose orders a live connection may see: all (staff), or a guest session's: its own and, at a table, those sent
 * from the table's shared basket since the guest sat down (`table.since`, ms), as the guest's HTTP reads allow.
 */
export type LiveScope =
  { kind: 'staff'; userId: number } | { kind: 'session'; sessionId: string; table: { tableId: number; since: number } | null };

export const STAFF_ROOM = 'staff';
/** Every guest connection: menu changes (sold out, back again) reach them all. */
export const GUESTS_ROOM = 'guests';

/** The phones at one table: its service calls and its shared basket. */
export const tableRoom = (tableId: number) => `table:${tableId}`;

export function roomOf(scope: LiveScope): string {
  return scope.kind === 'staff' ? STAFF_ROOM : `session:${scope.sessionId}`;
}

export function canSee(scope: LiveScope, event: Pick<PublishedOrderEvent, 'sessionId' | 'sharedAtTable' | 'order'>): boolean {
  if (scope.kind === 'staff') return true;
  if (event.sessionId !== null && event.sessionId === scope.sessionId) return true;
  const { table } = scope;
  return event.sharedAtTable && table !== null && event.order.tableId === table.tableId && Date.parse(event.order.createdAt) >= table.since;
}
