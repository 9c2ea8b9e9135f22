import type { Identifier } from 'react-admin';

/** A category as GET /api/admin/menu-categories answers it (spec 3). */
export interface Category {
  /** react-admin's id, taken from categoryId by the data provider. */
  id: Identifier;
  categoryId: number;
  name: string;
  description: string;
  typeId: number;
  typeCode: string;
  typeName: string;
  sortOrder: number;
}

/** What POST and PUT /api/admin/menu-categories take (spec 7, plus the place in the list). */
export interface CategoryInput {
  name: string;
  description: string;
  typeId: number;
  sortOrder: number;
}
