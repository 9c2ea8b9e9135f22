/** A dining table as the admin API answers it (spec 4, Table; `active` and `orderUrl` are the server's additions). */
export interface DiningTable {
  /** react-admin's id, taken from tableId by the data provider. */
  id: number;
  tableId: number;
  tableNumber: number;
  seatingCapacity: number;
  /** The unguessable token in the table's QR code link. */
  qrCode: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  /** The guest link the QR code encodes: …/order/start?table=<qrCode>. */
  orderUrl: string;
}

/** What the create and edit forms send (spec 7, Admin tables). */
export interface TableInput {
  tableNumber: number;
  seatingCapacity: number;
}

export const TABLE_SORT_FIELDS = ['tableNumber', 'seatingCapacity', 'createdAt', 'updatedAt'] as const;
export type TableSortField = (typeof TABLE_SORT_FIELDS)[number];

/** Spec 9: page sizes 5, 10, 20, 50, 100, 10 by default, sorted by number ascending. */
export const TABLE_PAGE_SIZES = [5, 10, 20, 50, 100];
export const TABLE_DEFAULT_PAGE_SIZE = 10;
export const TABLE_DEFAULT_SORT = { field: 'tableNumber', order: 'ASC' } as const;

export type QrImageFormat = 'png' | 'svg';
