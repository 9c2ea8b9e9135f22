import { localStorageStore, type Store } from 'react-admin';

const browserStore = localStorageStore('1', 'tischlein');

/**
 * Screen preferences kept in the browser: filters, page sizes, views, mute, kitchen time limits.
 * They belong to the device (a kitchen tablet keeps its limits), so logging out does not wipe them.
 */
export const store: Store = { ...browserStore, reset: () => undefined };
