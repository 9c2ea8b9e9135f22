import type { StaffPayload } from './staff.types';

/** The spec's minimum password length (spec 9). */
const PASSWORD_MIN_LENGTH = 8;

export interface StaffFormValues {
  username: string;
  password: string;
  /** Asked for when one changes the own password (the server checks it). */
  currentPassword: string;
  roles: string[];
}

type StaffFormMode = 'create' | 'edit';

/** Translation keys of what keeps the form from being sent; empty when it may be sent. */
interface StaffFormErrors {
  form?: string;
  password?: string;
}

/** Role names once each, in the order first seen (spec 5: roles are de-duplicated). */
export function uniqueRoles(roles: readonly string[]): string[] {
  return [...new Set(roles.map((role) => role.trim()).filter(Boolean))];
}

/**
 * Spec 5: on create username and password are required ("Benutzername & Passwort erforderlich"); on edit the
 * username is locked and an empty password keeps the old one. A password that is given has at least 8 characters.
 */
export function staffFormErrors(values: StaffFormValues, mode: StaffFormMode): StaffFormErrors {
  if (mode === 'create' && (!values.username.trim() || !values.password)) return { form: 'app.staff.credentials_required' };
  if (values.password && values.password.length < PASSWORD_MIN_LENGTH) return { password: 'app.staff.password_too_short' };
  return {};
}

/**
 * The request body: no username on edit (it is locked), and no password field at all when it stays unchanged; the
 * current password only with a new one, when it was asked for.
 */
export function toStaffPayload(values: StaffFormValues, mode: StaffFormMode): StaffPayload {
  const roles = uniqueRoles(values.roles);
  if (mode === 'create') return { username: values.username.trim(), password: values.password, roles };
  if (!values.password) return { roles };
  const current = values.currentPassword ? { currentPassword: values.currentPassword } : {};
  return { password: values.password, ...current, roles };
}

/** Adds or removes one role, keeping the list free of repeats. */
export function toggleRole(roles: readonly string[], role: string, checked: boolean): string[] {
  return checked ? uniqueRoles([...roles, role]) : roles.filter((r) => r !== role);
}
