import { useEffect, useRef, useSyncExternalStore } from 'react';
import { listen, liveState, type LiveOrderEvent } from './liveFeed';

/**
 * Calls `onEvent` for every live order event while the component is mounted; with null when
 * the feed missed more than it can replay, so the screen reloads its data.
 */
export function useLiveOrders(onEvent: (event: LiveOrderEvent | null) => void) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => listen((event) => handler.current(event)), []);
}

export function useLiveState() {
  return useSyncExternalStore(liveState.subscribe, liveState.get);
}
