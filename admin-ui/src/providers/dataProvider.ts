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
import { catalogueMethods } from './catalogueMethods';
import { apiFetch } from './http';
import { selectsNothing, toListSearch } from './listQuery';
import { orderMethods } from './orderMethods';
import { billMethods } from './billMethods';
import { printerMethods } from './printerMethods';
import { productMethods } from './productMethods';
import { reportMethods } from './reportMethods';
import { rksvMethods } from './rksvMethods';
import { recordPath, resourceRoute, sendRecord, withId } from './resources';
import { serviceCallMethods } from './serviceCallMethods';
import { settingsMethods } from './settingsMethods';
import { staffMethods } from './staffMethods';
import { stationMethods } from './stationMethods';
import { staffOrderMethods } from './staffOrderMethods';
import { tableMethods } from './tableMethods';

/** The API's page: `{content, totalElements, page, size}` (spec 7). */
interface Page<T> {
  content: T[];
  totalElements: number;
}

async function getPage<T extends RaRecord>(resource: string, params: Partial<GetListParams>) {
  if (selectsNothing(params.filter ?? {})) return { data: [] as T[], total: 0 };
  const { path, paged } = resourceRoute(resource);
  const answer = await apiFetch<Page<object> | object[]>(`${path}?${toListSearch(params, paged !== false)}`, {
    signal: params.signal,
  });
  const rows = Array.isArray(answer) ? answer : answer.content;
  return { data: rows.map((row) => withId(resource, row) as T), total: Array.isArray(answer) ? answer.length : answer.totalElements };
}

async function getOne<T extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal): Promise<T> {
  return withId(resource, await apiFetch<object>(recordPath(resource, id), { signal })) as T;
}

/**
 * The back office's one way to the API. CRUD is a thin adapter: each resource lives at its own path (see
 * resources.ts), lists use the API's page/size/sort contract, and records get react-admin's `id` from their own
 * id field. Every other call is a method of its feature's group (orderMethods.ts, …), spread in below; screens
 * call them through `useDataProvider<AppDataProvider>()` (react-admin's examples/crm), so a 401 logs out as
 * with CRUD.
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
    data: await sendRecord<T>(resource, 'POST', resourceRoute(resource).path, params.data),
  }),
  update: async <T extends RaRecord>(resource: string, params: UpdateParams) => ({
    data: await sendRecord<T>(resource, resourceRoute(resource).updateMethod, recordPath(resource, params.id), params.data),
  }),
  updateMany: async (resource, params) => {
    const { updateMethod } = resourceRoute(resource);
    await Promise.all(params.ids.map((id) => sendRecord(resource, updateMethod, recordPath(resource, id), params.data)));
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

  ...orderMethods,
  ...billMethods,
  ...tableMethods,
  ...catalogueMethods,
  ...productMethods,
  ...serviceCallMethods,
  ...staffMethods,
  ...staffOrderMethods,
  ...settingsMethods,
  ...reportMethods,
  ...rksvMethods,
  ...stationMethods,
  ...printerMethods,
} satisfies DataProvider & Record<string, unknown>;

export type AppDataProvider = typeof dataProvider;
