import { useSyncExternalStore } from 'react';
import { SEEN_KEY, isUnseen, markSeen } from './seenMarker';

const SEEN_EVENT = 'tischlein:seen';

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => e.key === SEEN_KEY && onChange();
  window.addEventListener(SEEN_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SEEN_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => localStorage.getItem(SEEN_KEY);

/** Re-renders when the seen marker changes (here or in another tab) and offers the marker's operations. */
export function useSeen() {
  useSyncExternalStore(subscribe, snapshot);
  return {
    isUnseen,
    markSeen: (orders: Parameters<typeof markSeen>[0]) => {
      markSeen(orders);
      window.dispatchEvent(new Event(SEEN_EVENT));
    },
  };
}
