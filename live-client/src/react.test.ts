// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveOptions } from './index.js';
import { useLiveOrders } from './react.js';

// Each connectLive call: the options it got and whether it was closed. No socket is opened.
const connections: Array<{ options: LiveOptions; closed: boolean }> = [];
vi.mock('./index.js', () => ({
  connectLive: (options: LiveOptions) => {
    const connection = { options, closed: false };
    connections.push(connection);
    return { state: 'connecting', lastSeq: null, close: () => (connection.closed = true) };
  },
}));

const EVENT = { seq: 1, type: 'CREATED', createdAt: '2026-01-01T12:00:00Z', order: {} } as never;
const open = () => connections.filter((c) => !c.closed);

afterEach(() => {
  connections.length = 0;
});

describe('useLiveOrders', () => {
  it('reports the state of its connection, and "connecting" again for a new token', () => {
    const { result, rerender } = renderHook((token: string) => useLiveOrders({ token, onEvent: () => {} }), { initialProps: 'jwt-1' });
    expect(result.current).toBe('connecting');
    act(() => open()[0].options.onState!('live'));
    expect(result.current).toBe('live');

    rerender('jwt-2');
    expect(result.current).toBe('connecting');
    expect(open()).toHaveLength(1);
    expect(open()[0].options.token).toBe('jwt-2');
    act(() => open()[0].options.onState!('offline'));
    expect(result.current).toBe('offline');
  });

  it('calls the latest onEvent and onReload without reconnecting', () => {
    const calls: string[] = [];
    const { rerender } = renderHook(
      (label: string) =>
        useLiveOrders({ token: 'jwt-1', onEvent: () => calls.push(`${label} event`), onReload: () => calls.push(`${label} reload`) }),
      { initialProps: 'first' },
    );
    rerender('second');
    act(() => {
      open()[0].options.onEvent!('order.created', EVENT);
      open()[0].options.onReload!();
    });
    expect(calls).toEqual(['second event', 'second reload']);
    expect(connections.filter((c) => c.options.token === 'jwt-1')).toHaveLength(1);
  });

  it('connects only with a token, and closes when unmounted', () => {
    const { rerender, unmount } = renderHook((token: string) => useLiveOrders({ token, onEvent: () => {} }), { initialProps: '' });
    expect(connections).toHaveLength(0);
    rerender('jwt-1');
    expect(open()).toHaveLength(1);
    unmount();
    expect(open()).toHaveLength(0);
  });
});
