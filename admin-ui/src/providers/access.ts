import { isAdmin, mayUseKitchen } from './token';

/** A station's screen (/admin/stations/:id); the stations list itself is ADMIN's. */
export const STATION_SCREEN = 'station-screen';

/**
 * The back-office pages KITCHEN and WAITER staff may open: the kitchen screen, the waiter view and their own settings.
 * The server lets both roles call what these screens need and nothing else (docs/decisions.md, Roles).
 */
const FLOOR_STAFF_PAGES = ['kitchen', 'waiter', 'settings', STATION_SCREEN];
/** react-admin's own pages that say why something failed: anyone logged in may see them. */
const EXPLANATION_PAGES = ['access-denied', 'authentication-error'];

/** The page (react-admin's resource name, or a custom route's name) a back-office path belongs to; the panel is "dashboard". */
export function pageOf(pathname: string): string {
  const [page, id] = pathname
    .replace(/^\/admin(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  if (page === 'stations' && id) return STATION_SCREEN;
  return page ?? 'dashboard';
}

/** Whether a user with these roles may open the page: ADMIN every one, floor staff only theirs. */
export function mayOpen(roles: string[], page: string): boolean {
  if (EXPLANATION_PAGES.includes(page) || isAdmin(roles)) return true;
  return mayUseKitchen(roles) && FLOOR_STAFF_PAGES.includes(page);
}
