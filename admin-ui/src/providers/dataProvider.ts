import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import type { Order, OrderEvent, PaymentMethod, PaymentStatus } from '../orders/order.types';
import { apiFetch, apiFetchBlob } from './http';
import { selectsNothing, toFilterSearch, toListSearch } from './listQuery';
import { resourceRoute, withId } from './resources';

/** The API's page: `{content, totalElements, page, size}` (spec 7). */
interface Page<T> {
  content: T[];
  totalElements: number;
}

const recordPath = (resource: string, id: Identifier) => `${resourceRoute(resource).path}/${encodeURIComponent(String(id))}`;

async function getPage<T extends RaRecord>(resource: string, params: Partial<GetListParams>) {
  if (selectsNothing(params.filter ?? {})) return { data: [] as T[], total: 0 };
  const { path, paged } = resourceRoute(resource);
  const search = paged === false ? toFilterSearch(params.filter) : toListSearch(params);
  const answer = await apiFetch<Page<object> | object[]>(`${path}?${search}`, {
    signal: params.signal,
  });
  const rows = Array.isArray(answer) ? answer : answer.content;
  return { data: rows.map((row) => withId(resource, row) as T), total: Array.isArray(answer) ? answer.length : answer.totalElements };
}

async function getOne<T extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal): Promise<T> {
  return withId(resource, await apiFetch<object>(recordPath(resource, id), { signal })) as T;
}

async function send<T extends RaRecord>(resource: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await apiFetch<object | null>(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return withId(resource, answer ?? {}) as T;
}

const orderAction = (id: Identifier, action: string, body?: unknown) =>
  send<Order>('orders', 'POST', `${recordPath('orders', id)}/${action}`, body);

export interface OrderChanges {
  note?: string | null;
  paymentMethod?: PaymentMethod;
  paymentStatus?: PaymentStatus;
}

/**
 * A thin adapter from react-admin to the API: each resource lives at its own path (see resources.ts),
 * lists use the API's page/size/sort contract, and records get react-admin's `id` from their own id field.
 */
export const dataProvider = {
  getList: <T extends RaRecord>(resource: string, params: GetListParams) => getPage<T>(resource, params),
  getManyReference: <T extends RaRecord>(resource: string, params: GetManyReferenceParams) =>
    getPage<T>(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
  getOne: async <T extends RaRecord>(resource: string, params: GetOneParams) => ({
    data: await getOne<T>(resource, params.id, params.signal),
  }),
  getMany: async <T extends RaRecord>(resource: string, params: GetManyParams) => ({
    data: await Promise.all(params.ids.map((id) => getOne<T>(resource, id, params.signal))),
  }),
  create: async <T extends RaRecord>(resource: string, params: CreateParams) => ({
    data: await send<T>(resource, 'POST', resourceRoute(resource).path, params.data),
  }),
  update: async <T extends RaRecord>(resource: string, params: UpdateParams) => ({
    data: await send<T>(resource, resourceRoute(resource).updateMethod, recordPath(resource, params.id), params.data),
  }),
  updateMany: async (resource, params) => {
    const { updateMethod } = resourceRoute(resource);
    await Promise.all(params.ids.map((id) => send(resource, updateMethod, recordPath(resource, id), params.data)));
    return { data: params.ids };
  },
  delete: async <T extends RaRecord>(resource: string, params: DeleteParams<T>) => {
    const answer = await apiFetch<object | null>(recordPath(resource, params.id), { method: 'DELETE' });
    return { data: (answer ? withId(resource, answer) : { ...params.previousData, id: params.id }) as T };
  },
  deleteMany: async (resource, params) => {
    await Promise.all(params.ids.map((id) => apiFetch(recordPath(resource, id), { method: 'DELETE' })));
    return { data: params.ids };
  },

  approveOrder: (id: Identifier) => orderAction(id, 'approve'),
  completeOrder: (id: Identifier) => orderAction(id, 'complete'),
  cancelOrder: (id: Identifier) => orderAction(id, 'cancel'),
  rejectOrder: (id: Identifier, reason: string) => orderAction(id, 'reject', { reason }),
  editOrder: (id: Identifier, changes: OrderChanges) => send<Order>('orders', 'PATCH', recordPath('orders', id), changes),
  getOrderEvents: (id: Identifier) => apiFetch<OrderEvent[]>(`${recordPath('orders', id)}/events`),
  getInvoice: (id: Identifier) => apiFetchBlob(`${recordPath('orders', id)}/invoice`),
  countOpenOrders: async () => (await apiFetch<{ count: number }>('/admin/orders/open-count')).count,
} satisfies DataProvider & Record<string, unknown>;

export type AppDataProvider = typeof dataProvider;
