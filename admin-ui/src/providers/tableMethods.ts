import type { Identifier } from 'react-admin';
import type { CreatedTableRange, DiningTable, QrImageFormat, QrSheetLayout, TableRangeInput } from '../tables/table.types';
import { apiFetch, apiFetchBlob } from './http';
import { recordPath, resourceRoute, sendRecord } from './resources';

/** The table calls beyond CRUD: many tables at once, a new QR code, and the codes as images and as printable sheets. */
export const tableMethods = {
  /** "Tische 1–20 anlegen": the free numbers of the range become tables; the taken ones are answered as skipped. */
  createTableRange: (input: TableRangeInput) =>
    apiFetch<CreatedTableRange>(`${resourceRoute('tables').path}/range`, { method: 'POST', body: JSON.stringify(input) }),
  /** Replaces the QR code: printed codes of the table stop working. */
  regenerateTableQr: (id: Identifier) => sendRecord<DiningTable>('tables', 'POST', `${recordPath('tables', id)}/regenerate-qr`),
  getTableQr: (id: Identifier, format: QrImageFormat) =>
    apiFetchBlob(`${recordPath('tables', id)}/qr?format=${format}`, format === 'svg' ? 'image/svg+xml' : 'image/png'),
  /** a4: nine codes a page to cut out; tent: an A6 table tent a table, folded across the middle. */
  getTableQrSheet: (layout: QrSheetLayout) => apiFetchBlob(`${resourceRoute('tables').path}/qr-sheet?layout=${layout}`),
};
