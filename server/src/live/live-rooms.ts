import type { OrderViewer } from '../orders/order-audience.js';

export const STAFF_ROOM = 'staff';
/** Every guest connection: menu changes (sold out, back again) reach them all. */
export const GUESTS_ROOM = 'guests';

/** The phones at one table: its service calls and its shared basket. */
export const tableRoom = (tableId: number) => `table:${tableId}`;

/** The connections of one guest session (its phone's tabs). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** A connection's own room: every staff connection shares one, each guest session has its own. */
export function roomOf(viewer: OrderViewer): string {
  return viewer.kind === 'staff' ? STAFF_ROOM : sessionRoom(viewer.sessionId);
}
