import type { AdminMenuType as WireMenuType, MenuTypeInput as WireMenuTypeInput } from '@tischlein/api-types';

/** A menu type as GET /api/admin/menu-types answers it (spec 3), with react-admin's id (the data provider's copy of typeId). */
export type MenuType = WireMenuType & { id: number };

/** What POST and PUT /api/admin/menu-types take (spec 7). */
export type MenuTypeInput = WireMenuTypeInput;
