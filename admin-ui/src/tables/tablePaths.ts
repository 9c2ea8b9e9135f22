import type { Identifier } from 'react-admin';

/** The spec's routes (spec 2): the list, the detail at /admin/tables/{tableId}, and the forms. */
export const TABLES_PATH = '/admin/tables';
export const tableCreatePath = `${TABLES_PATH}/create`;
export const tableDetailPath = (id: Identifier) => `${TABLES_PATH}/${encodeURIComponent(String(id))}`;
export const tableEditPath = (id: Identifier) => `${tableDetailPath(id)}/edit`;
