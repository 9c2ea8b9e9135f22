import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession, useSession } from '../session/session-store.ts';
import { SESSION, fakeApi, storeSession } from '../test-utils.tsx';
import type { Basket } from './basket.ts';
import { staleAfter, useBasket } from './use-basket.ts';
import { sentElsewhere } from './use-sent-elsewhere.ts';

const basket = (quantity: number) => ({
  items: [{ itemId: 1, menuItemId: 10, name: 'Frittatensuppe', quantity, addings: [], linePrice: 5.2 * quantity }],
  totalPrice: 5.2 * quantity,
  taxBreakdown: [],
});

/** The basket as the screens use it: for the stored session. */
const renderBasket = () => renderHook(() => useBasket(useSession(), 'de'));

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('useBasket', () => {
  it('loads the basket, and shows the new one after reload', async () => {
    let quantity = 1;
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/sessions/s-1/basket': () => [200, basket(quantity)] }));
    const { result } = renderBasket();
    await waitFor(() => expect(result.current.basket?.items[0].quantity).toBe(1));

    quantity = 2;
    await act(() => result.current.reload());
    expect(result.current.basket?.items[0].quantity).toBe(2);
    expect(result.current.failed).toBe(false);
  });

  it('keeps the basket shown when a reload fails, and says so', async () => {
    let status = 200;
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/sessions/s-1/basket': () => [status, status === 200 ? basket(1) : { message: 'kaputt' }] }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderBasket();
    await waitFor(() => expect(result.current.basket).not.toBeNull());

    status = 500;
    await act(() => result.current.reload());
    expect(result.current.failed).toBe(true);
    expect(result.current.basket?.items[0].quantity).toBe(1);
    expect(loadSession()).not.toBeNull();
  });

  it('forgets a session the server does not know', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/sessions/s-1/basket': [404, { message: 'Session nicht gefunden.' }] }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderBasket();
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(loadSession()).toBeNull();
  });

  it('loads once per session, not again when the stored session only gets a menu type', async () => {
    const fetchMock = fakeApi({ 'GET /api/sessions/s-1/basket': [200, basket(1)], 'GET /api/sessions/s-2/basket': [200, basket(3)] });
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderBasket();
    await waitFor(() => expect(result.current.basket).not.toBeNull());
    act(() => storeSession({ ...SESSION, menuType: 'FOOD' }));
    act(() => window.dispatchEvent(new Event('tischlein:session')));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => {
      storeSession({ ...SESSION, sessionId: 's-2', jwt: 'jwt-2' });
      window.dispatchEvent(new Event('tischlein:session'));
    });
    await waitFor(() => expect(result.current.basket?.items[0].quantity).toBe(3));
  });
});

describe('live news and the shown basket', () => {
  const shared = (basketId: string, lines: number): Basket =>
    ({ ...basket(1), items: basket(1).items.slice(0, lines), basketId, shared: true }) as never;
  const own = (basketId: string): Basket => ({ ...shared(basketId, 1), shared: false }) as Basket;

  it("reloads after a change of the table's basket, a menu change and a reconnect, not after another basket's change", () => {
    expect(staleAfter({ kind: 'basket', basketId: 'b-1' }, shared('b-1', 1))).toBe(true);
    expect(staleAfter({ kind: 'basket', basketId: 'b-2' }, shared('b-1', 1))).toBe(true);
    expect(staleAfter({ kind: 'basket', basketId: 'b-1' }, own('b-9'))).toBe(false);
    expect(staleAfter({ kind: 'basket', basketId: 'b-1' }, null)).toBe(true);
    expect(staleAfter({ kind: 'menu' }, own('b-9'))).toBe(true);
    expect(staleAfter({ kind: 'live', again: true }, own('b-9'))).toBe(true);
    expect(staleAfter({ kind: 'live', again: false }, own('b-9'))).toBe(false);
  });

  it('knows the basket was sent by another phone when the table moved on to a new basket while it had items', () => {
    expect(sentElsewhere(shared('b-1', 1), shared('b-2', 0))).toBe(true);
    expect(sentElsewhere(shared('b-1', 0), shared('b-2', 0))).toBe(false);
    expect(sentElsewhere(shared('b-1', 1), shared('b-1', 0))).toBe(false);
    // Switching to a basket of one's own is not an order.
    expect(sentElsewhere(shared('b-1', 1), own('b-9'))).toBe(false);
    expect(sentElsewhere(null, shared('b-2', 0))).toBe(false);
  });
});
