import type { StaffServiceCall } from '@tischlein/api-types';
import { apiFetch } from './http';

/** The guests' calls for the waiter or the bill (docs/decisions.md, "At the table"). */
export const serviceCallMethods = {
  /** The open calls, with their tables (the staff view). */
  getServiceCalls: (signal?: AbortSignal) => apiFetch<StaffServiceCall[]>('/admin/service-calls', { signal }),
  /** "Kommt gleich": answers the call as it is now; 409 when it is not open any more. */
  acknowledgeServiceCall: (callId: number) => apiFetch<StaffServiceCall>(`/admin/service-calls/${callId}/acknowledge`, { method: 'POST' }),
};
