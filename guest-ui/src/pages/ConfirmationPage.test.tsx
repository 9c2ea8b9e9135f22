import type { LiveOrderEvent } from '@tischlein/live-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTheme } from '../prefs/ui-settings.ts';
import { loadSession } from '../session/session-store.ts';
import { liveServer, openLiveConnections } from '../test-live.ts';
import { fakeApi, renderScreen, storeSession } from '../test-utils.tsx';
import ConfirmationPage from './ConfirmationPage.tsx';

// The live feed connects nowhere (test-setup.ts): polling answers, unless a test plays the server (test-live.ts).

const QUERY = new URLSearchParams({ orderNumber: '105', totalPrice: '5.2', orderId: '7' });
const ORDER = { orderId: 7, orderNumber: '105', status: 'IN_PROGRESS', grossAmount: 5.2, rejectionReason: null };
const NO_CALLS: Record<string, [number, unknown]> = { 'GET /api/sessions/s-1/service-calls': [200, []] };
const line = (orderItemId: number, menuItemName: string, progress: string | null) => ({
  orderItemId,
  menuItemName,
  quantity: 1,
  addings: [],
  allergens: [],
  note: null,
  unitPrice: 4.5,
  priceFinal: 4.5,
  progress,
});
const orderWith = (status: string, items: ReturnType<typeof line>[]) => ({
  orderId: 7,
  orderNumber: 105,
  status,
  paymentStatus: 'PENDING',
  grossAmount: 9,
  rejectionReason: null,
  items,
});

beforeEach(() => {
  window.history.replaceState(null, '', `/order/confirmation?${QUERY}`);
  storeSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('ConfirmationPage', () => {
  it('"Neue Bestellung" forgets the session and restarts at the same table, keeping language and theme', async () => {
    vi.stubGlobal('fetch', fakeApi({ ...NO_CALLS, 'GET /api/sessions/s-1/orders/7': [200, ORDER] }));
    localStorage.setItem('tischlein_ui_settings_v1', JSON.stringify({ lang: 'en' }));
    saveTheme('dark');
    renderScreen(<ConfirmationPage query={QUERY} />);
    expect((await screen.findByTestId('order-status')).textContent).toBe('Neu');

    fireEvent.click(screen.getByRole('button', { name: 'Neue Bestellung' }));
    expect(loadSession()).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/order/start?table=QR1');
    expect(JSON.parse(localStorage.getItem('tischlein_ui_settings_v1')!).lang).toBe('en');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it("leaves a confirmation of an earlier session for the current session's choose-type", async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ ...NO_CALLS, 'GET /api/sessions/s-1/orders/7': [404, { statusCode: 404, message: 'Bestellung nicht gefunden.' }] }),
    );
    renderScreen(<ConfirmationPage query={QUERY} />);
    await waitFor(() => expect(window.location.pathname).toBe('/order/choose'));
    expect(loadSession()?.sessionId).toBe('s-1');
  });

  it('says the session is gone when the server ends it (401), and still offers a new order', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        ...NO_CALLS,
        'GET /api/sessions/s-1/orders/7': [401, { statusCode: 401, message: 'Keine Session – bitte QR neu scannen.' }],
      }),
    );
    renderScreen(<ConfirmationPage query={QUERY} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Keine Session – bitte QR neu scannen.');
    expect(loadSession()).toBeNull();
    expect(screen.getByTestId('order-number').textContent).toBe('105');
    expect(screen.getByRole('button', { name: 'Neue Bestellung' })).toBeTruthy();
  });
});

describe('ConfirmationPage of an order another phone at the table sent', () => {
  it('says the order was sent already and shows its number and total', async () => {
    const query = new URLSearchParams({ orderId: '7', orderNumber: '105', alreadySent: '1' });
    window.history.replaceState(null, '', `/order/confirmation?${query}`);
    vi.stubGlobal('fetch', fakeApi({ ...NO_CALLS, 'GET /api/sessions/s-1/orders/7': [200, ORDER] }));
    renderScreen(<ConfirmationPage query={query} />);
    expect(screen.getByText('Bestellung wurde bereits gesendet')).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('105');
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toMatch(/5,20/));
  });
});

describe('ConfirmationPage: the ordered lines', () => {
  it('lists each line with its allergens (codes and names), and none for a line without', async () => {
    const order = {
      ...ORDER,
      items: [
        {
          orderItemId: 1,
          menuItemName: 'Verlängerter',
          quantity: 2,
          addings: ['Schlagobers', 'Hafermilch'],
          allergens: ['A', 'G'],
          unitPrice: 5.5,
          priceFinal: 11,
        },
        { orderItemId: 2, menuItemName: 'Früchtetee', quantity: 1, addings: [], allergens: [], unitPrice: 3.6, priceFinal: 3.6 },
      ],
    };
    vi.stubGlobal('fetch', fakeApi({ ...NO_CALLS, 'GET /api/sessions/s-1/orders/7': [200, order] }));
    renderScreen(<ConfirmationPage query={QUERY} />);
    const region = await screen.findByRole('region', { name: 'Deine Bestellung' });
    const lines = [...region.querySelectorAll<HTMLElement>('.order-line')];
    expect(lines).toHaveLength(2);
    expect(lines[0].textContent).toContain('2× Verlängerter');
    expect(lines[0].textContent).toContain('+ Schlagobers, Hafermilch');
    const allergens = within(lines[0]).getByRole('list', { name: 'Allergene' });
    expect(
      within(allergens)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A Gluten', 'G Milch/Laktose']);
    expect(within(lines[1]).queryByRole('list', { name: 'Allergene' })).toBeNull();
  });

  it('shows per line how far it is at its station: "Fertig" when ready, nothing before it reaches one', async () => {
    const order = orderWith('APPROVED', [
      line(1, 'Wiener Schnitzel', 'READY'),
      line(2, 'Frittatensuppe', 'PREPARING'),
      line(3, 'Almdudler', 'SERVED'),
      line(4, 'Kaiserschmarrn', null),
    ]);
    vi.stubGlobal('fetch', fakeApi({ ...NO_CALLS, 'GET /api/sessions/s-1/orders/7': [200, order] }));
    renderScreen(<ConfirmationPage query={QUERY} />);
    const region = await screen.findByRole('region', { name: 'Deine Bestellung' });
    const lines = [...region.querySelectorAll<HTMLElement>('.order-line')];
    const progress = (li: HTMLElement) => within(li).queryByTestId('line-progress')?.textContent ?? null;
    expect(lines.map(progress)).toEqual(['Fertig', 'In Zubereitung', 'Serviert', null]);
    // The word says it, not the colour alone; the mark is decoration.
    expect(within(lines[0]).getByTestId('line-progress').className).toContain('progress-ready');
    expect(within(lines[0]).getByTestId('line-progress').querySelector('[aria-hidden="true"]')).toBeTruthy();
  });

  it("names the progress in the guest's language", async () => {
    const order = orderWith('APPROVED', [line(1, 'Beer', 'READY')]);
    vi.stubGlobal('fetch', fakeApi({ ...NO_CALLS, 'GET /api/sessions/s-1/orders/7': [200, order] }));
    renderScreen(<ConfirmationPage query={QUERY} />, 'en');
    await waitFor(() => expect(screen.getByTestId('line-progress').textContent).toBe('Ready'));
  });
});

describe('ConfirmationPage, live', () => {
  it('moves a line on order.updated ("Ready" in English), keeping its name in the guest\'s language', async () => {
    // The poll keeps answering as at first: only the live event can move the line.
    const fetchMock = fakeApi({
      ...NO_CALLS,
      'GET /api/sessions/s-1/orders/7': [200, orderWith('APPROVED', [line(1, 'Beer', 'PREPARING'), line(2, 'Soup', null)])],
    });
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<ConfirmationPage query={QUERY} />, 'en');
    const region = await screen.findByRole('region', { name: 'Your order' });
    const lines = () => [...region.querySelectorAll<HTMLElement>('.order-line')];
    const progress = () => lines().map((li) => within(li).queryByTestId('line-progress')?.textContent ?? null);
    await waitFor(() => expect(progress()).toEqual(['Being prepared', null]));
    await waitFor(() => expect(openLiveConnections()).toBe(1));

    // The feed names the lines in German.
    liveServer.orderUpdated({
      seq: 9,
      type: 'PREPARATION',
      createdAt: '2026-11-22T10:20:00Z',
      order: orderWith('APPROVED', [line(1, 'Bier', 'READY'), line(2, 'Suppe', 'PREPARING')]),
    } as unknown as LiveOrderEvent);
    await waitFor(() => expect(progress()).toEqual(['Ready', 'Being prepared']));
    expect(lines()[0].textContent).toContain('1× Beer');
    expect(lines()[1].textContent).toContain('1× Soup');
    // No load brought it: the one poll so far answered as at first.
    expect(fetchMock.mock.calls.filter(([url]) => url.split('?')[0] === '/api/sessions/s-1/orders/7')).toHaveLength(1);
  });
});
