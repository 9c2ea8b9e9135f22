import type { PublishedOrderEvent } from '../events/app-events.js';

/** Whose orders a live connection may see: all (staff) or one guest session's. */
export type LiveScope = { kind: 'staff'; userId: number } | { kind: 'session'; sessionId: string };

export const STAFF_ROOM = 'staff';
/** Every guest connection: menu changes (sold out, back again) reach them all. */
export const GUESTS_ROOM = 'guests';

/** The phones at one table: its service calls and its shared basket. */
export const tableRoom = (tableId: number) => `table:${tableId}`;

export function roomOf(scope: LiveScope): string {
  return scope.kind === 'staff' ? STAFF_ROOM : `session:${scope.sessionId}`;
}

export function canSee(scope: LiveScope, event: Pick<PublishedOrderEvent, 'sessionId'>): boolean {
  return scope.kind === 'staff' || (event.sessionId !== null && event.sessionId === scope.sessionId);
}
