import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { listen, liveState, type LiveOrderEvent } from './liveFeed';

/**
 * Calls `onEvent` for every live order event while the component is mounted; with null when
 * the feed missed more than it can replay, so the screen reloads its data.
 */
export function useLiveOrders(onEvent: (event: LiveOrderEvent | null) => void) {
  // The latest handler, without reconnecting when it changes.
  const onLiveEvent = useEffectEvent(onEvent);
  useEffect(() => listen((event) => onLiveEvent(event)), []);
}

export function useLiveState() {
  return useSyncExternalStore(liveState.subscribe, liveState.get);
}
