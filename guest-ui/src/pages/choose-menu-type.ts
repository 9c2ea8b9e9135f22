import { navigate } from '../app/router.ts';
import { lastMenuType, rememberMenuType } from '../prefs/menu-memory.ts';
import { loadSession, setMenuType } from '../session/session-store.ts';

/** Stores the upper-cased type in the session, remembers it, and opens menu-browse with the lower-cased type. */
export function chooseMenuType(type: string, options: { replace?: boolean } = {}): void {
  setMenuType(type);
  rememberMenuType(type);
  navigate(`/menu/${type.toLowerCase()}`, options);
}

/** Back to the menu the guest was in, else to choose-type. */
export function menuPath(): string {
  const type = loadSession()?.menuType ?? lastMenuType();
  return type ? `/menu/${type.toLowerCase()}` : '/choose';
}
