import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import { API_URL, apiFetch, apiFetchBlob } from './http';
import { selectsNothing, toListSearch } from './listQuery';
import { readToken } from './token';
import type { Order, OrderEvent, PaymentMethod, PaymentStatus } from '../orders/order.types';

interface Page<T> {
  content?: T[];
  items?: T[];
  totalElements?: number;
}

/** Back-office resources live under /api/admin/{resource}. */
const adminPath = (resource: string) => `/admin/${resource}`;

const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const token = readToken();
  return fetchUtils.fetchJson(url, { ...options, user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined });
};

// simple-rest fits one-record calls (GET/POST/PUT/DELETE by id); lists use the API's page/size/sort contract.
const base = simpleRestProvider(`${API_URL}/admin`, httpClient);

async function getPage<T extends RaRecord>(resource: string, params: Partial<GetListParams>) {
  if (selectsNothing(params.filter ?? {})) return { data: [] as T[], total: 0 };
  const answer = await apiFetch<Page<T> | T[]>(`${adminPath(resource)}?${toListSearch(params)}`, {
    signal: params.signal,
  });
  const data = (Array.isArray(answer) ? answer : (answer.content ?? answer.items ?? [])) as T[];
  const total = Array.isArray(answer) ? answer.length : (answer.totalElements ?? data.length);
  return { data, total };
}

const orderAction = (id: Identifier, action: string, body?: unknown) =>
  apiFetch<Order>(`/admin/orders/${id}/${action}`, { method: 'POST', body: body ? JSON.stringify(body) : undefined });

export interface OrderChanges {
  note?: string | null;
  paymentMethod?: PaymentMethod;
  paymentStatus?: PaymentStatus;
}

export const dataProvider = {
  ...base,
  getList: (resource, params) => getPage(resource, params),
  getManyReference: (resource, params) => getPage(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
  getOne: async (resource, params) => ({
    data: await apiFetch(`${adminPath(resource)}/${params.id}`, { signal: params.signal }),
  }),
  update: async (resource, params) => {
    // Orders change partially (note, payment); the rest of the back office replaces whole records.
    if (resource !== 'orders') return base.update(resource, params);
    const data = await apiFetch(`/admin/orders/${params.id}`, { method: 'PATCH', body: JSON.stringify(params.data) });
    return { data: data as typeof params.previousData };
  },

  approveOrder: (id: Identifier) => orderAction(id, 'approve'),
  completeOrder: (id: Identifier) => orderAction(id, 'complete'),
  cancelOrder: (id: Identifier) => orderAction(id, 'cancel'),
  rejectOrder: (id: Identifier, reason: string) => orderAction(id, 'reject', { reason }),
  editOrder: (id: Identifier, changes: OrderChanges) =>
    apiFetch<Order>(`/admin/orders/${id}`, { method: 'PATCH', body: JSON.stringify(changes) }),
  getOrderEvents: (id: Identifier) => apiFetch<OrderEvent[]>(`/admin/orders/${id}/events`),
  getInvoice: (id: Identifier) => apiFetchBlob(`/admin/orders/${id}/invoice`),
  countOpenOrders: async () => (await apiFetch<{ count: number }>('/admin/orders/open-count')).count,
} satisfies DataProvider & Record<string, unknown>;

export type AppDataProvider = typeof dataProvider;
