import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveServer, openLiveConnections } from '../test-live.ts';
import { fakeApi, renderScreen, storeSession, toastText } from '../test-utils.tsx';
import BasketPage from './BasketPage.tsx';

const line = (itemId: number, name: string, extra: object = {}) => ({
  itemId,
  menuItemId: itemId * 10,
  name,
  quantity: 1,
  unitPrice: 4,
  unitTotal: 4,
  addings: [],
  totalPrice: 4,
  allergens: [],
  available: true,
  ...extra,
});
const sharedBasket = (items: object[], basketId = 'b-1') => ({
  sessionId: 's-1',
  basketId,
  shared: true,
  items,
  totalPrice: 4 * items.length,
  taxBreakdown: [],
});
const SETTINGS = { sessionId: 's-1', entryType: 'TABLE', guestName: null, privateBasket: false };
const ROUTES: Record<string, [number, unknown]> = {
  'GET /api/sessions/s-1/service-calls': [200, []],
  'GET /api/sessions/s-1': [200, SETTINGS],
};

const lineOf = (name: string) => screen.getByText(name).closest('li')!;

beforeEach(() => {
  window.history.replaceState(null, '', '/order/basket');
  storeSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('BasketPage at a table', () => {
  it("names who added each line of the table's basket and marks this phone's lines", async () => {
    const basket = sharedBasket([
      line(1, 'Frittatensuppe', { addedBy: 'Anna', addedByGuestNumber: null, mine: true }),
      line(2, 'Almdudler', { addedBy: 'Gast 2', addedByGuestNumber: 2, mine: false }),
    ]);
    vi.stubGlobal('fetch', fakeApi({ ...ROUTES, 'GET /api/sessions/s-1/basket': [200, basket] }));
    renderScreen(<BasketPage />);
    await screen.findByText('Frittatensuppe');
    expect(lineOf('Frittatensuppe').textContent).toContain('Hinzugefügt von Anna');
    expect(lineOf('Frittatensuppe').className).toContain('mine');
    expect(lineOf('Almdudler').textContent).toContain('Gast 2');
    expect(lineOf('Almdudler').className).not.toContain('mine');
  });

  it('says "Gast n" in the guest\'s language, and a name as it was given', async () => {
    const basket = sharedBasket([
      line(1, 'Frittatensuppe', { addedBy: 'Anna', addedByGuestNumber: null, mine: true }),
      line(2, 'Almdudler', { addedBy: 'Gast 2', addedByGuestNumber: 2, mine: false }),
    ]);
    vi.stubGlobal('fetch', fakeApi({ ...ROUTES, 'GET /api/sessions/s-1/basket': [200, basket] }));
    renderScreen(<BasketPage />, 'en');
    // English texts load after German ones: the line waits for them.
    await waitFor(() => expect(lineOf('Almdudler').textContent).toContain('Guest 2'));
    expect(lineOf('Frittatensuppe').textContent).toContain('Anna');
    expect(lineOf('Almdudler').textContent).toContain('Guest 2');
    expect(lineOf('Almdudler').textContent).not.toContain('Gast');
  });

  it('offers "Zur Kasse" only once the basket has loaded (a press before would hear it is empty)', async () => {
    let answer: (value: Response) => void = () => {};
    const basketAnswer = new Promise<Response>((resolve) => (answer = resolve));
    const api = fakeApi(ROUTES);
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => (url.includes('/basket') ? basketAnswer : api(url, init)));
    renderScreen(<BasketPage />);
    const toCheckout = screen.getByRole('button', { name: 'Zur Kasse' });
    expect(toCheckout).toHaveProperty('disabled', true);
    fireEvent.click(toCheckout);
    expect(toastText()).toBe('');

    answer(new Response(JSON.stringify(sharedBasket([line(1, 'Frittatensuppe')])), { status: 200 }));
    await screen.findByText('Frittatensuppe');
    expect(toCheckout).toHaveProperty('disabled', false);
    fireEvent.click(toCheckout);
    expect(window.location.pathname).toBe('/order/checkout');
  });

  it('keeps "Zur Kasse" off on an empty basket and says why', async () => {
    vi.stubGlobal('fetch', fakeApi({ ...ROUTES, 'GET /api/sessions/s-1/basket': () => [200, sharedBasket([])] }));
    renderScreen(<BasketPage />);
    await screen.findByText('Dein Warenkorb ist leer.');
    const toCheckout = screen.getByRole('button', { name: 'Zur Kasse' });
    expect(toCheckout).toHaveProperty('disabled', true);
    const reason = document.getElementById(toCheckout.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Bitte lege mindestens ein Produkt in den Warenkorb, bevor du zur Kasse gehst.');
  });

  it('marks a sold-out line "Ausverkauft" and blocks the checkout until it is removed', async () => {
    let items = [line(1, 'Frittatensuppe'), line(2, 'Tafelspitz', { available: false })];
    vi.stubGlobal(
      'fetch',
      fakeApi({
        ...ROUTES,
        'GET /api/sessions/s-1/basket': () => [200, sharedBasket(items)],
        'DELETE /api/sessions/s-1/basket/items/2': () => {
          items = items.slice(0, 1);
          return [204, undefined];
        },
      }),
    );
    renderScreen(<BasketPage />);
    await screen.findByText('Tafelspitz');
    expect(within(lineOf('Tafelspitz')).getByText('Ausverkauft')).toBeTruthy();
    expect(within(lineOf('Tafelspitz')).getByRole('button', { name: 'Noch ein Tafelspitz' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('Bitte entferne ausverkaufte Produkte, bevor du zur Kasse gehst.');
    expect(screen.getByRole('button', { name: 'Zur Kasse' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Tafelspitz ganz entfernen' }));
    await waitFor(() => expect(screen.queryByText('Tafelspitz')).toBeNull());
    expect(screen.getByRole('button', { name: 'Zur Kasse' })).toHaveProperty('disabled', false);
  });

  it("shows another phone's change at once, and says so when another phone sent the basket", async () => {
    let basket = sharedBasket([line(1, 'Frittatensuppe')]);
    const orders = [{ orderId: 42, orderNumber: 107, status: 'IN_PROGRESS', grossAmount: 8, rejectionReason: null }];
    vi.stubGlobal(
      'fetch',
      fakeApi({ ...ROUTES, 'GET /api/sessions/s-1/basket': () => [200, basket], 'GET /api/sessions/s-1/orders': [200, orders] }),
    );
    renderScreen(<BasketPage />);
    await screen.findByText('Frittatensuppe');
    await waitFor(() => expect(openLiveConnections()).toBe(1));

    basket = sharedBasket([line(1, 'Frittatensuppe'), line(2, 'Almdudler')]);
    liveServer.basketChanged('b-1');
    await screen.findByText('Almdudler');

    basket = sharedBasket([], 'b-2');
    liveServer.basketChanged('b-2');
    expect(await screen.findByText('Bestellung wurde bereits gesendet')).toBeTruthy();
    expect(screen.getByText('Dein Warenkorb ist leer.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Bestellung ansehen' }));
    expect(window.location.pathname + window.location.search).toBe('/order/confirmation?orderId=42&alreadySent=1&orderNumber=107');
  });

  it("saves the name (refusing one the server would refuse) and switches to a basket of one's own", async () => {
    let privateBasket = false;
    const fetchMock = fakeApi({
      ...ROUTES,
      'GET /api/sessions/s-1/basket': () => [200, privateBasket ? { ...sharedBasket([], 'b-9'), shared: false } : sharedBasket([])],
      'PATCH /api/sessions/s-1': (init) => {
        const body = JSON.parse(String(init?.body)) as { guestName?: string; privateBasket?: boolean };
        if (body.guestName === 'Kellner')
          return [
            400,
            { statusCode: 400, message: 'guestName: nicht erlaubt', errors: [{ field: 'guestName', message: 'nicht erlaubt' }] },
          ];
        if (body.privateBasket !== undefined) privateBasket = body.privateBasket;
        return [200, { ...SETTINGS, guestName: body.guestName ?? null, privateBasket }];
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<BasketPage />);
    const section = await screen.findByRole('region', { name: 'Gemeinsamer Warenkorb' });
    const name = within(section).getByLabelText(/Dein Name/);
    await waitFor(() => expect(name).toHaveProperty('disabled', false));

    fireEvent.change(name, { target: { value: '<Anna>' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Speichern' }));
    expect(within(section).getByRole('alert').textContent).toBe("1–20 Zeichen: Buchstaben einer Schrift, Ziffern, Leerzeichen, . ' -");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    // The server has the last word on what a name may be (400 with the field's message).
    fireEvent.change(name, { target: { value: 'Kellner' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(within(section).getByRole('alert').textContent).toBe('nicht erlaubt'));
    expect(toastText()).toBe('');
    fireEvent.change(name, { target: { value: ' Anna ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(name).toHaveProperty('value', 'Anna'));

    const basketLoads = () => fetchMock.mock.calls.filter(([url]) => url === '/api/sessions/s-1/basket?lang=de').length;
    const before = basketLoads();
    fireEvent.click(within(section).getByRole('switch', { name: 'Eigener Warenkorb' }));
    await waitFor(() => expect(within(section).getByRole('switch')).toHaveProperty('checked', true));
    await waitFor(() => expect(basketLoads()).toBeGreaterThan(before));
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)));
    expect(patches).toEqual([{ guestName: 'Kellner' }, { guestName: 'Anna' }, { privateBasket: true }]);
  });

  it("shows a line's note and adds one more of that line with the same note", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeApi({
        ...ROUTES,
        'GET /api/sessions/s-1/basket': [
          200,
          sharedBasket([line(1, 'Gulasch', { addings: [{ addingId: 7, name: 'Brot', price: 1 }], note: 'ohne Zwiebel' })]),
        ],
        'POST /api/sessions/s-1/basket/items': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return [201, sharedBasket([])];
        },
      }),
    );
    renderScreen(<BasketPage />);
    await screen.findByText('Gulasch');
    expect(within(lineOf('Gulasch')).getByText('Anmerkung: ohne Zwiebel')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Noch ein Gulasch' }));
    await waitFor(() => expect(sent).toEqual([{ menuItemId: 10, quantity: 1, addingIds: [7], note: 'ohne Zwiebel' }]));
  });
});
