import type { AdminCategory as WireCategory, CategoryInput as WireCategoryInput } from '@tischlein/api-types';

/** A category as GET /api/admin/menu-categories answers it (spec 3), with react-admin's id (the copy of categoryId). */
export type Category = WireCategory & { id: number };

/** What POST and PUT /api/admin/menu-categories take (spec 7, plus the place in the list). */
export type CategoryInput = Required<WireCategoryInput>;
