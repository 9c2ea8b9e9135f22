import type { Identifier } from 'react-admin';
import type { TranslationsImport } from '@tischlein/api-types';
import { apiFetch, apiFetchBlob } from '../providers/http';
import { resourceRoute, withId } from '../providers/resources';
import type { Product } from './product.types';
import type { AppMetadata } from './productImage';

const itemPath = (id: Identifier) => `${resourceRoute('products').path}/${encodeURIComponent(String(id))}`;
const TRANSLATIONS_PATH = '/admin/menu/translations';
const asProduct = (answer: object) => withId('products', answer) as Product;

/** The product calls beyond react-admin's CRUD (spec 7 "Admin menu"). */
export const productApi = {
  /** PATCH …/availability with the spec's bare JSON boolean. */
  setAvailable: async (id: Identifier, available: boolean) =>
    asProduct(await apiFetch<object>(`${itemPath(id)}/availability`, { method: 'PATCH', body: JSON.stringify(available) })),

  /** Shows the old price struck through to guests; the server refuses it without an old price above 0. */
  setDiscount: async (id: Identifier, enabled: boolean) =>
    asProduct(await apiFetch<object>(`${itemPath(id)}/discount`, { method: 'PATCH', body: JSON.stringify({ enabled }) })),

  /** Multipart field "file"; answers the new imageUrl. */
  uploadImage: (id: Identifier, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiFetch<{ imageUrl: string | null }>(`${itemPath(id)}/image`, { method: 'POST', body: form });
  },

  removeImage: (id: Identifier) => apiFetch<{ imageUrl: null }>(`${itemPath(id)}/image`, { method: 'DELETE' }),

  appMetadata: () => apiFetch<AppMetadata>('/app-metadata'),

  /** Every text of the menu (types, categories, products, extras) as CSV for a translator. */
  exportTranslations: () => apiFetchBlob(TRANSLATIONS_PATH, 'text/csv'),

  /** The translator's CSV back (multipart field "file"); the server changes nothing when a line is bad. */
  importTranslations: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiFetch<TranslationsImport>(TRANSLATIONS_PATH, { method: 'POST', body: form });
  },
};

/** One item of the guests' menu (GET /api/menu/items). */
export type GuestMenuItem = Omit<Product, 'id'>;

/**
 * The guests' items, for the list when the admin API does not answer (spec 7): of one category by
 * GET /menu/items?categoryId=, falling back to GET /menu/categories/{id}/items; else the whole menu.
 */
export async function guestMenuItems(categoryId: number | ''): Promise<Product[]> {
  let items: GuestMenuItem[];
  if (categoryId === '') items = await apiFetch<GuestMenuItem[]>('/menu/items');
  else {
    try {
      items = await apiFetch<GuestMenuItem[]>(`/menu/items?categoryId=${categoryId}`);
    } catch {
      items = await apiFetch<GuestMenuItem[]>(`/menu/categories/${categoryId}/items`);
    }
  }
  return (Array.isArray(items) ? items : []).map(asProduct);
}
