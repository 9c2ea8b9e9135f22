import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../session/session-store.ts';
import { fakeApi, renderScreen, storeSession, toastText } from '../test-utils.tsx';
import MenuPage from './MenuPage.tsx';

const BASKET = { items: [], totalPrice: 0, taxBreakdown: [] };
const MENU = {
  'GET /api/menu/types': [200, [{ type: 'FOOD', typeName: 'Speisen', sortOrder: 1 }]],
  'GET /api/menu/categories': [200, [{ categoryId: 3, name: 'Suppen', sortOrder: 1 }]],
  'GET /api/menu/items': [200, [{ menuItemId: 10, name: 'Frittatensuppe', basePrice: 5.2, available: true, allergens: [] }]],
  'GET /api/addings': [200, []],
  'GET /api/app-metadata': [200, {}],
  'GET /api/sessions/s-1/basket': [200, BASKET],
} as const;

function answerBasketAdd(status: number, body: unknown) {
  const fetchMock = fakeApi({ ...MENU, 'POST /api/sessions/s-1/basket/items': [status, body] } as never);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function addSoup() {
  renderScreen(<MenuPage menuType="food" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Frittatensuppe auswählen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Frittatensuppe' });
  const add = within(dialog).getByRole('button', { name: /In den Warenkorb/ });
  await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(add);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/order/menu/food');
  storeSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('MenuPage: adding to the basket', () => {
  it("shows the server's words when the guest goes too fast (429)", async () => {
    answerBasketAdd(429, { statusCode: 429, error: 'Too Many Requests', message: 'Zu viele Anfragen – bitte kurz warten.' });
    await addSoup();
    await waitFor(() => expect(toastText()).toBe('Zu viele Anfragen – bitte kurz warten.'));
  });

  it("shows the server's words for a plausibility limit (400)", async () => {
    answerBasketAdd(400, { statusCode: 400, error: 'Bad Request', message: 'Höchstens 99 Stück pro Position.' });
    await addSoup();
    await waitFor(() => expect(toastText()).toBe('Höchstens 99 Stück pro Position.'));
  });

  it('only logs a failure without a message from the server, as the spec says', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerBasketAdd(429, undefined);
    await addSoup();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(toastText()).toBe('');
    logged.mockRestore();
  });

  it('keeps the 409 text for an item that is not available any more', async () => {
    answerBasketAdd(409, { statusCode: 409, message: 'Nicht verfügbar' });
    await addSoup();
    await waitFor(() => expect(toastText()).toBe('Dieses Produkt ist gerade nicht verfügbar.'));
  });

  it('forgets an expired or closed session (401) and asks for the QR code again', async () => {
    answerBasketAdd(401, { statusCode: 401, error: 'Unauthorized', message: 'Keine Session – bitte QR neu scannen.' });
    await addSoup();
    expect((await screen.findByRole('alert')).textContent).toBe('Keine Session – bitte QR neu scannen.');
    expect(loadSession()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Neu starten' }));
    expect(window.location.pathname + window.location.search).toBe('/order/start?table=QR1');
  });

  it('forgets the session when the basket itself answers 401', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ ...MENU, 'GET /api/sessions/s-1/basket': [401, { message: 'Keine Session – bitte QR neu scannen.' }] } as never),
    );
    renderScreen(<MenuPage menuType="food" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Keine Session – bitte QR neu scannen.');
    expect(loadSession()).toBeNull();
  });
});
