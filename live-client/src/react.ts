import { useEffect, useRef, useState } from 'react';
import { connectLive, type LiveOptions, type LiveState } from './index.js';

/**
 * The live order feed for a component: connects while mounted (and a token is given), calls
 * the latest `onEvent`/`onReload` without reconnecting, and returns the connection state.
 */
export function useLiveOrders(options: Omit<LiveOptions, 'onState'>): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const latest = useRef(options);
  latest.current = options;
  const { url, token, storageKey } = options;

  useEffect(() => {
    if (!token) return undefined;
    setState('connecting');
    const connection = connectLive({
      ...latest.current,
      url,
      token,
      storageKey,
      onEvent: (name, event) => latest.current.onEvent(name, event),
      onReload: () => latest.current.onReload?.(),
      onState: setState,
    });
    return () => connection.close();
  }, [url, token, storageKey]);

  return state;
}
