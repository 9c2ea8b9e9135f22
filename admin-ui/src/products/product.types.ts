import type { AdminCategory, AdminMenuItem, AdminMenuType, MenuItemInput } from '@tischlein/api-types';

/** The server's VAT rates and categories (spec 9; VAT_10 and FOOD are the defaults). */
export { VAT_CATEGORIES, VAT_RATES } from '@tischlein/api-types';
export type { VatCategory, VatRate } from '@tischlein/api-types';

/** A product as the admin API answers it, with react-admin's id (the data provider's copy of menuItemId). */
export type Product = AdminMenuItem & { id: number };

/** The create and update payload (spec 3). */
export type ProductInput = Required<Omit<MenuItemInput, 'description'>> & { description: string };

/** A menu type as /admin/menu-types answers it. */
export type MenuTypeRecord = AdminMenuType & { id: number };

/** A category as /admin/menu-categories answers it. */
export type CategoryRecord = AdminCategory & { id: number };
