import type { StaffTable } from '@tischlein/api-types';
import { apiFetch } from './http';

/** Staff order entry (docs/decisions.md): the waiter takes a table's order in the guest app's screens. */
export const staffOrderMethods = {
  /** The active tables, by number, to take an order at. */
  getStaffOrderTables: (signal?: AbortSignal) => apiFetch<StaffTable[]>('/admin/staff-session/tables', { signal }),
};
