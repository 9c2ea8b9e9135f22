import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { liveServer, openLiveConnections } from '../test-live.ts';
import { type LiveNews, listenLive, MENU_RELOAD_SPREAD_MS } from './live-feed.ts';

afterEach(() => vi.useRealTimers());

describe('listenLive', () => {
  it('shares one connection among all listeners of a session, and tells each of them', async () => {
    const first: LiveNews[] = [];
    const second: LiveNews[] = [];
    const stopFirst = listenLive('jwt-1', (news) => first.push(news));
    listenLive('jwt-1', (news) => second.push(news));
    await waitFor(() => expect(openLiveConnections()).toBe(1));

    liveServer.basketChanged('b-1');
    stopFirst();
    liveServer.basketChanged('b-2');
    expect(first).toEqual([{ kind: 'basket', basketId: 'b-1' }]);
    expect(second).toEqual([
      { kind: 'basket', basketId: 'b-1' },
      { kind: 'basket', basketId: 'b-2' },
    ]);
  });

  it('keeps the connection a moment after the last listener left (the next screen takes it over), then closes it', async () => {
    const stop = listenLive('jwt-1', () => {});
    await waitFor(() => expect(openLiveConnections()).toBe(1));
    vi.useFakeTimers();
    stop();
    const next = listenLive('jwt-1', () => {});
    vi.advanceTimersByTime(10_000);
    expect(openLiveConnections()).toBe(1);

    next();
    vi.advanceTimersByTime(10_000);
    expect(openLiveConnections()).toBe(0);
  });

  it('opens a new connection for a new session and hears nothing without a token', async () => {
    listenLive('jwt-1', () => {});
    await waitFor(() => expect(openLiveConnections()).toBe(1));
    const heard: LiveNews[] = [];
    listenLive('jwt-2', (news) => heard.push(news));
    listenLive(undefined, (news) => heard.push(news));
    await waitFor(() => expect(openLiveConnections()).toBe(1));
    liveServer.menuChanged();
    await waitFor(() => expect(heard).toEqual([{ kind: 'menu' }]));
  });

  it('spreads the reloads after a menu change over up to 300 ms', async () => {
    const heard: LiveNews[] = [];
    listenLive('jwt-1', (news) => heard.push(news));
    await waitFor(() => expect(openLiveConnections()).toBe(1));
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    liveServer.menuChanged();
    vi.advanceTimersByTime(MENU_RELOAD_SPREAD_MS - 2);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(2);
    expect(heard).toEqual([{ kind: 'menu' }]);
    vi.restoreAllMocks();
  });

  it('says when the connection is live again after it was lost', async () => {
    const heard: LiveNews[] = [];
    listenLive('jwt-1', (news) => heard.push(news));
    await waitFor(() => expect(openLiveConnections()).toBe(1));
    liveServer.state('live');
    liveServer.state('offline');
    liveServer.state('live');
    expect(heard).toEqual([
      { kind: 'live', again: false },
      { kind: 'live', again: true },
    ]);
  });
});
