import type { Identifier } from 'react-admin';

/** A menu type as GET /api/admin/menu-types answers it (spec 3): a tab of the guests' menu, e.g. FOOD "Speisen". */
export interface MenuType {
  /** react-admin's id, taken from typeId by the data provider. */
  id: Identifier;
  typeId: number;
  /** Upper case; guests see it lower-cased in the address (/order/menu/food). */
  code: string;
  name: string;
  sortOrder: number;
  active: boolean;
}

/** What POST and PUT /api/admin/menu-types take (spec 7). */
export interface MenuTypeInput {
  code: string;
  name: string;
  sortOrder: number;
  active: boolean;
}
