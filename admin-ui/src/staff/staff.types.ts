import type { RaRecord } from 'react-admin';

/** A staff account as the API answers it (spec 3, User); react-admin's `id` is the data provider's copy of `userID`. */
export interface StaffMember extends RaRecord {
  userID: number;
  username: string;
  roles: string[];
  createdAt: string;
  updatedAt: string;
}

/** What the create and edit dialog sends (spec 7: POST /user, PUT /user/{userID}). */
export interface StaffPayload {
  username?: string;
  password?: string;
  roles: string[];
}

/** PUT answers a fresh token when one changed the own password or gave up one of the own roles. */
export type SavedStaffMember = StaffMember & { jwt?: string };
