import type { Schema, User } from '@tischlein/api-types';

/** A staff account as the API answers it (spec 3, User); react-admin's `id` is the data provider's copy of `userID`. */
export type StaffMember = User & { id: number };

/** What the create and edit dialog sends (spec 7: POST /user, PUT /user/{userID}). */
// Roles stay text: the screen offers whatever GET /api/roles names (spec 5), the server checks them.
export type StaffPayload = Partial<Pick<Schema<'CreateUserDto'>, 'username' | 'password'>> &
  Pick<Schema<'UpdateUserDto'>, 'currentPassword'> & { roles: string[] };

/** PUT answers a fresh token when one changed the own password or gave up one of the own roles. */
export type SavedStaffMember = Schema<'UpdatedUserDto'> & { id: number };
