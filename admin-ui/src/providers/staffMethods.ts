import { apiFetch } from './http';

/** The staff calls beyond CRUD (accounts themselves are the `staff` resource). */
export const staffMethods = {
  /** The role names the server knows (GET /api/roles, spec 7). */
  getRoles: () => apiFetch<string[]>('/roles'),
};
