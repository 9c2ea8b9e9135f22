import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { StaffServiceCall } from '@tischlein/api-types';
import { listen, listenToServiceCalls, liveState, type LiveOrderEvent } from './liveFeed';

/**
 * Calls `onEvent` for every live order event while the component is mounted; with null when
 * the feed missed more than it can replay, so the screen reloads its data.
 */
export function useLiveOrders(onEvent: (event: LiveOrderEvent | null) => void) {
  // The latest handler, without reconnecting when it changes.
  const onLiveEvent = useEffectEvent(onEvent);
  useEffect(() => listen((event) => onLiveEvent(event)), []);
}

/** Calls `onCall` for every service call change while mounted; with null after each (re)connect, so the calls are loaded again. */
export function useLiveServiceCalls(onCall: (call: StaffServiceCall | null) => void) {
  const onLiveCall = useEffectEvent(onCall);
  useEffect(() => listenToServiceCalls((call) => onLiveCall(call)), []);
}

export function useLiveState() {
  return useSyncExternalStore(liveState.subscribe, liveState.get);
}
