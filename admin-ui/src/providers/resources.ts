import type { Identifier, RaRecord } from 'react-admin';
import { apiFetch } from './http';

interface ResourceRoute {
  /** Path under /api. */
  path: string;
  /** The wire field that identifies a record; react-admin reads it as `id` (the API spells each id once). */
  key: string;
  /** How a changed record is sent: orders change partially, everything else is replaced. */
  updateMethod: 'PUT' | 'PATCH';
  /** Small lists (menu types, categories, extras) answer whole arrays and refuse page, size and sort. */
  paged?: false;
}

/** Every back-office resource and where the API keeps it. */
const RESOURCES = {
  orders: { path: '/admin/orders', key: 'orderId', updateMethod: 'PATCH' },
  tables: { path: '/admin/tables', key: 'tableId', updateMethod: 'PUT' },
  products: { path: '/admin/menu/items', key: 'menuItemId', updateMethod: 'PUT' },
  'menu-types': { path: '/admin/menu-types', key: 'typeId', updateMethod: 'PUT', paged: false },
  categories: { path: '/admin/menu-categories', key: 'categoryId', updateMethod: 'PUT', paged: false },
  extras: { path: '/admin/addings', key: 'addingId', updateMethod: 'PUT', paged: false },
  staff: { path: '/user', key: 'userID', updateMethod: 'PUT' },
  stations: { path: '/admin/stations', key: 'id', updateMethod: 'PUT', paged: false },
  printers: { path: '/admin/printers', key: 'id', updateMethod: 'PUT', paged: false },
} as const satisfies Record<string, ResourceRoute>;

export function resourceRoute(resource: string): ResourceRoute {
  const route = (RESOURCES as Record<string, ResourceRoute>)[resource];
  if (!route) throw new Error(`Unknown resource: ${resource}`);
  return route;
}

/** The record as react-admin wants it: `id` taken from the resource's own id field. */
export function withId<T extends object>(resource: string, record: T): T & RaRecord {
  const key = resourceRoute(resource).key;
  return { ...record, id: (record as Record<string, unknown>)[key] } as T & RaRecord;
}

/** Where one record lives, e.g. /admin/orders/42. */
export const recordPath = (resource: string, id: Identifier) => `${resourceRoute(resource).path}/${encodeURIComponent(String(id))}`;

/** Sends a request whose answer is a record of `resource` (or nothing), and answers that record with its `id`. */
export async function sendRecord<T extends RaRecord>(resource: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await apiFetch<object | null>(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return withId(resource, answer ?? {}) as T;
}
