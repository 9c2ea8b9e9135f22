import { useEffect, useEffectEvent, useState } from 'react';
import { connectLive, type LiveOptions, type LiveState } from './index.js';

/** What the connection last reported, and for which url, token and storage key. */
interface Reported {
  url: string | undefined;
  token: LiveOptions['token'];
  storageKey: string | undefined;
  state: LiveState;
}

/**
 * The live order feed for a component: connects while mounted (and a token is given), calls
 * the latest `onEvent`/`onReload` without reconnecting, and returns the connection state.
 */
export function useLiveOrders(options: Omit<LiveOptions, 'onState'>): LiveState {
  const { url, token, storageKey } = options;
  const [reported, setReported] = useState<Reported | null>(null);
  // Read when connecting and on each event: the other options never cause a reconnect.
  const latestOptions = useEffectEvent(() => options);

  useEffect(() => {
    if (!token) return undefined;
    const connection = connectLive({
      ...latestOptions(),
      url,
      token,
      storageKey,
      onEvent: (name, event) => latestOptions().onEvent?.(name, event),
      onServiceCall: (call) => latestOptions().onServiceCall?.(call),
      onBasketChanged: (info) => latestOptions().onBasketChanged?.(info),
      onMenuChanged: () => latestOptions().onMenuChanged?.(),
      onReload: () => latestOptions().onReload?.(),
      onState: (state) => setReported({ url, token, storageKey, state }),
    });
    return () => connection.close();
  }, [url, token, storageKey]);

  // A new connection is 'connecting' until it reports otherwise.
  const current = reported && reported.url === url && reported.token === token && reported.storageKey === storageKey;
  return current ? reported.state : 'connecting';
}
