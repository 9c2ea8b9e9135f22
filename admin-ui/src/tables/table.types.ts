import type { paths, Schema, Table } from '@tischlein/api-types';

/** A dining table as the admin API answers it, with react-admin's id (the data provider's copy of tableId). */
export type DiningTable = Table & { id: number };

/** What the create and edit forms send (spec 7, Admin tables). */
export type TableInput = Required<Pick<Schema<'CreateTableDto'>, 'tableNumber' | 'seatingCapacity' | 'name' | 'area'>>;

/** "Tische 1–20 anlegen" (POST /admin/tables/range). */
export type TableRangeInput = Schema<'CreateTableRangeDto'>;
export type CreatedTableRange = Schema<'CreatedTableRangeDto'>;

export const TABLE_SORT_FIELDS = ['tableNumber', 'seatingCapacity', 'createdAt', 'updatedAt'] as const;

/** Spec 9: page sizes 5, 10, 20, 50, 100, 10 by default, sorted by number ascending. */
export const TABLE_PAGE_SIZES = [5, 10, 20, 50, 100];
export const TABLE_DEFAULT_PAGE_SIZE = 10;
export const TABLE_DEFAULT_SORT = { field: 'tableNumber', order: 'ASC' } as const;

export type QrImageFormat = 'png' | 'svg';

/** The printable layouts of all active tables' codes (GET /admin/tables/qr-sheet?layout=). */
export type QrSheetLayout = NonNullable<NonNullable<paths['/api/admin/tables/qr-sheet']['get']['parameters']['query']>['layout']>;
