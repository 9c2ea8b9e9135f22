import type { AuthProvider } from 'react-admin';
import { mayOpen } from './access';
import { apiFetch } from './http';
import { clearToken, decodeToken, homePath, isAdmin, isExpired, mayUseKitchen, readToken, storeToken } from './token';

export const LOGIN_PATH = '/login';
const REFUSAL_KEY = 'tischlein.authRefusal';
const NOT_ADMIN = 'app.login.not_admin';

interface AuthAnswer {
  jwt?: string;
  userID?: number | string;
  username?: string;
  roles?: string[];
}

/** The login page shows why the user was sent back to it (the refusing route has no layout any more)… */
export function readAuthRefusal(): string | null {
  return sessionStorage.getItem(REFUSAL_KEY);
}

/** …once: a later visit to the login page starts without it. */
export function forgetAuthRefusal(): void {
  sessionStorage.removeItem(REFUSAL_KEY);
}

function refuse(reason: string | null) {
  clearToken();
  verified = null;
  if (reason) sessionStorage.setItem(REFUSAL_KEY, reason);
  return Promise.reject({ redirectTo: LOGIN_PATH, message: false });
}

// The token is verified with the server once per token; later checks only decode it.
let verified: { token: string; check: Promise<unknown> } | null = null;
function verifyOnce(token: string): Promise<unknown> {
  if (verified?.token !== token) verified = { token, check: apiFetch('/auth') };
  return verified.check;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const answer = await apiFetch<AuthAnswer>('/auth', {
      method: 'POST',
      body: JSON.stringify({ username, password }),
    }).catch((error: { status?: number }) => {
      // 403: the account exists but has no role at all.
      throw new Error(error?.status === 403 ? NOT_ADMIN : 'app.login.failed');
    });
    if (!answer?.jwt) throw new Error('app.login.failed');
    const roles = answer.roles ?? decodeToken(answer.jwt)?.roles ?? [];
    if (!mayUseKitchen(roles)) {
      clearToken();
      throw new Error(NOT_ADMIN);
    }
    storeToken(answer.jwt);
    verified = { token: answer.jwt, check: Promise.resolve(answer) };
    // Admins go back to the page that sent them to the login; floor staff to where they work.
    return isAdmin(roles) ? undefined : { redirectTo: homePath(roles) };
  },

  async logout() {
    clearToken();
    verified = null;
    return LOGIN_PATH;
  },

  async checkAuth() {
    const token = readToken();
    const claims = decodeToken(token);
    if (!token || !claims || isExpired(claims)) return refuse(null);
    // Only who may not use the back office at all is logged out; a page a role may not open is canAccess's answer.
    if (!mayUseKitchen(claims.roles)) return refuse(NOT_ADMIN);
    try {
      await verifyOnce(token);
    } catch (error) {
      verified = null;
      // Offline (a kitchen tablet losing Wi-Fi) is no reason to log out; a rejected token is.
      if ((error as { status?: number }).status === 401) return refuse(null);
    }
  },

  // A 403 is one call this role may not make, not a lost login: the user stays logged in.
  async checkError(error: { status?: number }) {
    if (error?.status === 401) return refuse(null);
  },

  /** Pages by role (docs/decisions.md, "Staff land where they work"); `resource` is a react-admin resource or a custom route's name. */
  async canAccess({ resource }: { resource: string }) {
    return mayOpen(decodeToken(readToken())?.roles ?? [], resource);
  },

  async getIdentity() {
    const claims = decodeToken(readToken());
    if (!claims) throw new Error('not logged in');
    return { id: String(claims.sub ?? claims.username ?? ''), fullName: claims.username };
  },

  async getPermissions() {
    return decodeToken(readToken())?.roles ?? [];
  },
};
