/** The staff token lives in the browser under the key `jwt` (spec 9); the UI only decodes it, the server verifies. */
const TOKEN_KEY = 'jwt';

interface TokenClaims {
  sub?: string | number;
  username?: string;
  roles: string[];
  exp?: number;
}

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the payload of a JWT; null when it is not one. Roles may be spelt roles, Roles or authorities (spec 3). */
export function decodeToken(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    const payload = JSON.parse(decodeBase64Url(token.split('.')[1] ?? ''));
    const raw = payload.roles ?? payload.Roles ?? payload.authorities ?? [];
    const roles = (Array.isArray(raw) ? raw : [raw]).map((r: unknown) => String(r).replace(/^ROLE_/, ''));
    return { sub: payload.sub, username: payload.username, roles, exp: payload.exp };
  } catch {
    return null;
  }
}

export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= now;
}

export const isAdmin = (roles: string[]) => roles.includes('ADMIN');

export const ADMIN_HOME = '/admin';
export const KITCHEN_HOME = '/admin/kitchen';
/** The waiter view: calls and orders to serve, per table (kitchen staff may open it, too). */
export const WAITER_VIEW = '/admin/waiter';
/** The screen a role works on. One with several roles works where the broadest of them does: ADMIN, then WAITER, then KITCHEN (docs/decisions.md, Roles). */
export type Home = 'admin' | 'waiter' | 'kitchen';
export function homeOf(roles: string[]): Home {
  if (isAdmin(roles)) return 'admin';
  return roles.includes('WAITER') ? 'waiter' : 'kitchen';
}
const HOME_PATHS: Record<Home, string> = { admin: ADMIN_HOME, waiter: WAITER_VIEW, kitchen: KITCHEN_HOME };
/** Where a user lands after the login and where home and back links lead. */
export const homePath = (roles: string[]) => HOME_PATHS[homeOf(roles)];
/** KITCHEN and WAITER staff may open the kitchen screen and the waiter view (docs/decisions.md, Roles). */
export const mayUseKitchen = (roles: string[]) => roles.some((r) => r === 'ADMIN' || r === 'KITCHEN' || r === 'WAITER');
