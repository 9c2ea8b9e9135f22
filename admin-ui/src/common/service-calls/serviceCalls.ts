import type { StaffServiceCall } from '@tischlein/api-types';

export type { StaffServiceCall };

/**
 * The open service calls (oldest first), and the ids of calls seen closed: a call never opens again, so a
 * late copy of one (an event from another server process, a list read before "Kommt gleich") stays away.
 */
export interface CallBoard {
  open: StaffServiceCall[];
  closed: number[];
}

// Enough to outlast any late copy; older ids are forgotten so the board does not grow all day.
const CLOSED_KEPT = 500;

export const EMPTY_CALL_BOARD: CallBoard = { open: [], closed: [] };

// As the server lists them: oldest first, then by id.
const comesBefore = (a: StaffServiceCall, b: StaffServiceCall) => {
  const byAge = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return byAge < 0 || (byAge === 0 && a.callId < b.callId);
};

const sortedByAge = (calls: StaffServiceCall[]) => [...calls].sort((a, b) => (comesBefore(a, b) ? -1 : comesBefore(b, a) ? 1 : 0));

/** The board after a change of one call: an open one is added or replaced (a new payment method), any other leaves. */
export function applyCallChange(board: CallBoard, call: StaffServiceCall): CallBoard {
  const others = board.open.filter((shown) => shown.callId !== call.callId);
  if (call.status !== 'OPEN') {
    const closed = board.closed.includes(call.callId) ? board.closed : [...board.closed, call.callId].slice(-CLOSED_KEPT);
    return { open: others, closed };
  }
  if (board.closed.includes(call.callId)) return board;
  return { open: sortedByAge([...others, call]), closed: board.closed };
}

/** The board from the API's list, leaving out calls already seen closed. */
export const boardFromList = (list: StaffServiceCall[], closed: number[]): CallBoard => ({
  open: sortedByAge(list.filter((call) => call.status === 'OPEN' && !closed.includes(call.callId))),
  closed,
});

/** No event tells when a call lapses: it is hidden once its expiresAt has passed. */
export const unexpired = (calls: StaffServiceCall[], now: number) => calls.filter((call) => Date.parse(call.expiresAt) > now);

/** Whether `current` holds a call that `before` did not (a new call: the screens beep). */
export const hasNewCall = (before: StaffServiceCall[], current: StaffServiceCall[]) =>
  current.some((call) => !before.some((known) => known.callId === call.callId));
