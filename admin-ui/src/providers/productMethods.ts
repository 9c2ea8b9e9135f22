import type { Identifier } from 'react-admin';
import type { Product } from '../products/product.types';
import { apiFetch, fileForm } from './http';
import { recordPath, withId } from './resources';

const asProduct = (answer: object) => withId('products', answer) as Product;
const itemPath = (id: Identifier) => recordPath('products', id);

/** One item of the guests' menu (GET /api/menu/items). */
type GuestMenuItem = Omit<Product, 'id'>;

/** The product calls beyond CRUD (spec 7 "Admin menu"), and the guests' menu for when the admin API is down. */
export const productMethods = {
  /** PATCH …/availability with the spec's bare JSON boolean. */
  setProductAvailable: async (id: Identifier, available: boolean) =>
    asProduct(await apiFetch<object>(`${itemPath(id)}/availability`, { method: 'PATCH', body: JSON.stringify(available) })),

  /** Shows the old price struck through to guests; the server refuses it without an old price above 0. */
  setProductDiscount: async (id: Identifier, enabled: boolean) =>
    asProduct(await apiFetch<object>(`${itemPath(id)}/discount`, { method: 'PATCH', body: JSON.stringify({ enabled }) })),

  /** Answers the new imageUrl. */
  uploadProductImage: (id: Identifier, file: File) =>
    apiFetch<{ imageUrl: string | null }>(`${itemPath(id)}/image`, { method: 'POST', body: fileForm(file) }),

  removeProductImage: (id: Identifier) => apiFetch<{ imageUrl: null }>(`${itemPath(id)}/image`, { method: 'DELETE' }),

  /**
   * The guests' items (spec 7): of one category by GET /menu/items?categoryId=, falling back to
   * GET /menu/categories/{id}/items; else the whole menu.
   */
  getGuestMenuItems: async (categoryId: number | ''): Promise<Product[]> => {
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
  },
};
