import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../session/session-store.ts';
import { liveServer, openLiveConnections } from '../test-live.ts';
import { fakeApi, renderScreen, storeSession, toastText } from '../test-utils.tsx';
import CheckoutPage from './CheckoutPage.tsx';

const BASKET = {
  items: [{ itemId: 1, menuItemId: 10, name: 'Frittatensuppe', quantity: 1, unitPrice: 5.2, addings: [], totalPrice: 5.2, allergens: [] }],
  totalPrice: 5.2,
  taxBreakdown: [],
};

function answerCheckout(status: number, body: unknown) {
  vi.stubGlobal('fetch', fakeApi({ 'GET /api/sessions/s-1/basket': [200, BASKET], 'POST /api/sessions/s-1/checkout': [status, body] }));
}

async function send() {
  renderScreen(<CheckoutPage />);
  const submit = await screen.findByRole('button', { name: 'Bestellung absenden' });
  await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(submit);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/order/checkout');
  storeSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('CheckoutPage failures', () => {
  it("shows the server's words when checkouts come too fast (429)", async () => {
    answerCheckout(429, { statusCode: 429, error: 'Too Many Requests', message: 'Zu viele Bestellungen – bitte kurz warten.' });
    await send();
    await waitFor(() => expect(toastText()).toBe('Zu viele Bestellungen – bitte kurz warten.'));
  });

  it("shows the server's words for a plausibility limit (400)", async () => {
    answerCheckout(400, { statusCode: 400, error: 'Bad Request', message: 'Der Warenkorb ist zu groß für eine Bestellung.' });
    await send();
    await waitFor(() => expect(toastText()).toBe('Der Warenkorb ist zu groß für eine Bestellung.'));
  });

  it('keeps the spec text for an unavailable item (409) and for a limit without a message', async () => {
    answerCheckout(409, { statusCode: 409, message: 'Frittatensuppe ist nicht mehr verfügbar.' });
    await send();
    await waitFor(() => expect(toastText()).toBe('Bestellung konnte nicht gesendet werden.'));
  });

  it('falls back to the spec text for a 429 without a message', async () => {
    answerCheckout(429, undefined);
    await send();
    await waitFor(() => expect(toastText()).toBe('Bestellung konnte nicht gesendet werden.'));
  });

  it('forgets an expired or closed session (401) and asks for the QR code again', async () => {
    answerCheckout(401, { statusCode: 401, message: 'Keine Session – bitte QR neu scannen.' });
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe('Keine Session – bitte QR neu scannen.');
    expect(loadSession()).toBeNull();
    expect(screen.getByRole('button', { name: 'Neu starten' })).toBeTruthy();
  });
});

describe('CheckoutPage at a table with a shared basket', () => {
  const SHARED = { ...BASKET, basketId: 'b-1', shared: true };

  it('sends the basket it showed, and after another phone sent it first shows "Bestellung wurde bereits gesendet" with that order', async () => {
    const fetchMock = fakeApi({
      'GET /api/sessions/s-1/basket': [200, SHARED],
      'POST /api/sessions/s-1/checkout': [
        409,
        { statusCode: 409, message: 'Bestellung wurde bereits gesendet', orderId: 42, orderNumber: 107 },
      ],
    });
    vi.stubGlobal('fetch', fetchMock);
    await send();
    await waitFor(() => expect(window.location.pathname).toBe('/order/confirmation'));
    const query = new URLSearchParams(window.location.search);
    expect(query.get('orderId')).toBe('42');
    expect(query.get('orderNumber')).toBe('107');
    expect(query.get('alreadySent')).toBe('1');
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ paymentMethod: 'CASH', basketId: 'b-1' });
  });

  it('goes to the confirmation of the order when another phone sends the basket while this one is at the checkout', async () => {
    let basket: object = SHARED;
    const orders = [{ orderId: 42, orderNumber: 107, status: 'IN_PROGRESS', grossAmount: 5.2, rejectionReason: null }];
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/sessions/s-1/basket': () => [200, basket], 'GET /api/sessions/s-1/orders': [200, orders] }));
    renderScreen(<CheckoutPage />);
    await screen.findByTestId('basket-total');
    await waitFor(() => expect(openLiveConnections()).toBe(1));

    basket = { ...SHARED, basketId: 'b-2', items: [], totalPrice: 0 };
    liveServer.basketChanged('b-2');
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/order/confirmation?orderId=42&alreadySent=1&orderNumber=107'),
    );
  });

  it('cannot send a basket with a sold-out line', async () => {
    const soldOut = { ...SHARED, items: [{ ...BASKET.items[0], available: false }] };
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/sessions/s-1/basket': [200, soldOut] }));
    renderScreen(<CheckoutPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte entferne ausverkaufte Produkte, bevor du zur Kasse gehst.');
    expect(screen.getByRole('button', { name: 'Bestellung absenden' })).toHaveProperty('disabled', true);
  });
});
