import type { StaffServiceCall } from './serviceCalls';

/** An open call for unit tests, made at 12:MM (minutes given) on 8 May 2026; each test names only the fields it is about. */
export function testCall({
  callId,
  at = '12:00',
  ...fields
}: Partial<StaffServiceCall> & { callId: number; at?: string }): StaffServiceCall {
  const createdAt = `2026-05-08T${at}:00.000Z`;
  return {
    callId,
    tableId: 1,
    tableNumber: 1,
    kind: 'WAITER',
    paymentMethod: null,
    billScope: null,
    guestKey: null,
    status: 'OPEN',
    createdAt,
    expiresAt: new Date(Date.parse(createdAt) + 15 * 60_000).toISOString(),
    acknowledgedAt: null,
    acknowledgedBy: null,
    ...fields,
  };
}

/** 8 May 2026 at hh:mm UTC, as a time stamp. */
export const at = (time: string) => Date.parse(`2026-05-08T${time}:00.000Z`);
