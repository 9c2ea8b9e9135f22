import type { Identifier } from 'react-admin';

/** An extra as GET /api/admin/addings answers it (spec 3 "Extra (adding)", plus what the back office keeps). */
export interface Extra {
  /** react-admin's id, taken from addingId by the data provider. */
  id: Identifier;
  addingId: number;
  name: string;
  /** Euro, two decimals. */
  price: number;
  /** Allergen letters A–H, L–P, R. */
  allergens: string[];
  active: boolean;
  sortOrder: number;
  /** Empty: every menu type. */
  typeIds: number[];
  /** Empty: every category (of those types). */
  categoryIds: number[];
}

/** What POST and PUT /api/admin/addings take. */
export type ExtraInput = Omit<Extra, 'id' | 'addingId'>;

/** DELETE answers the extra and whether it went: one still in a basket is only deactivated. */
export type DeletedExtra = Extra & { deleted?: boolean };
