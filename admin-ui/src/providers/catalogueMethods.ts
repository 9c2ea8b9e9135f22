import type { TranslationsImport } from '@tischlein/api-types';
import type { Identifier } from 'react-admin';
import { apiFetch, apiFetchBlob, fileForm } from './http';
import { resourceRoute } from './resources';

const TRANSLATIONS_PATH = '/admin/menu/translations';

/**
 * The menu's calls beyond CRUD: the guests' order of menu types and categories (the whole new order in one
 * call, docs/decisions.md "Reordering") and the menu's texts as CSV for a translator.
 */
export const catalogueMethods = {
  /** PUT /api/admin/menu-types/order: every type's id once, first to last, renumbered in one transaction. */
  reorderMenuTypes: (typeIds: Identifier[]) =>
    apiFetch(`${resourceRoute('menu-types').path}/order`, { method: 'PUT', body: JSON.stringify({ typeIds }) }),

  /** PUT /api/admin/menu-categories/order: each of the type's categories once, first to last. */
  reorderCategories: (typeId: number, categoryIds: Identifier[]) =>
    apiFetch(`${resourceRoute('categories').path}/order`, { method: 'PUT', body: JSON.stringify({ typeId, categoryIds }) }),

  /** Every text of the menu (types, categories, products, extras) as CSV. */
  exportMenuTranslations: () => apiFetchBlob(TRANSLATIONS_PATH, 'text/csv'),

  /** The translator's CSV back; the server changes nothing when a line is bad. */
  importMenuTranslations: (file: File) => apiFetch<TranslationsImport>(TRANSLATIONS_PATH, { method: 'POST', body: fileForm(file) }),
};
