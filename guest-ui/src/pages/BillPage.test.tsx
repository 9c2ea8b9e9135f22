import type { LiveOrderEvent } from '@tischlein/live-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillLine, GuestBill } from '../api/bill.ts';
import { liveServer, openLiveConnections } from '../test-live.ts';
import { fakeApi, renderScreen, SESSION, storeSession } from '../test-utils.tsx';
import BillPage from './BillPage.tsx';

const BILL = 'GET /api/sessions/s-1/bill';
const NO_CALLS: Record<string, [number, unknown]> = { 'GET /api/sessions/s-1/service-calls': [200, []] };

function line(orderItemId: number, menuItemName: string, openCents: number, extra: Partial<BillLine> = {}): BillLine {
  return {
    orderItemId,
    orderId: 1,
    orderNumber: 101,
    menuItemName,
    extras: [],
    note: null,
    vatRate: 'REDUCED_10',
    quantity: 1,
    openQuantity: 1,
    unitPriceCents: openCents,
    priceFinalCents: openCents,
    openCents,
    ...extra,
  } as BillLine;
}

/** Anna (this guest, s-1) and Gast 2 at table 1. */
const TWO_GUESTS: GuestBill = {
  tableNumber: 1,
  openCents: 2290,
  mineOpenCents: 1380,
  mineKey: 's-1',
  guests: [
    {
      key: 's-1',
      name: 'Anna',
      guestNumber: null,
      openCents: 1380,
      lines: [
        line(1, 'Frittatensuppe', 980, { quantity: 2, openQuantity: 2, unitPriceCents: 490, extras: ['Speck'], note: 'ohne Schnittlauch' }),
        line(2, 'Almdudler', 400),
      ],
    },
    { key: 's-2', name: 'Gast 2', guestNumber: 2, openCents: 910, lines: [line(3, 'Gulaschsuppe', 910)] },
  ],
};

/** The text with its spaces as one would type them (money has a no-break space). */
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';

beforeEach(() => {
  window.history.replaceState(null, '', '/order/bill');
  storeSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BillPage', () => {
  it('shows "Meine Positionen" with only this guest\'s lines and total, and the whole table by guest', async () => {
    vi.stubGlobal('fetch', fakeApi({ ...NO_CALLS, [BILL]: [200, TWO_GUESTS] }));
    renderScreen(<BillPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rechnung' })).toBeTruthy();

    const mineTab = await screen.findByRole('tab', { name: 'Meine Positionen' });
    const tableTab = screen.getByRole('tab', { name: 'Ganzer Tisch' });
    expect(screen.getByRole('tablist', { name: 'Rechnung' })).toBeTruthy();
    expect(mineTab.getAttribute('aria-selected')).toBe('true');
    const mine = screen.getByRole('tabpanel', { name: 'Meine Positionen' });
    expect(within(mine).getAllByRole('listitem').map(text)).toEqual([
      '2× Frittatensuppe€ 9,80+ SpeckAnmerkung: ohne Schnittlauch',
      '1× Almdudler€ 4,00',
    ]);
    expect(text(mine)).toContain('Meine Summe€ 13,80');
    expect(text(mine)).not.toContain('Gulaschsuppe');

    fireEvent.click(tableTab);
    expect(tableTab.getAttribute('aria-selected')).toBe('true');
    const table = screen.getByRole('tabpanel', { name: 'Ganzer Tisch' });
    const anna = within(table).getByRole('region', { name: 'Anna (du)' });
    const guest2 = within(table).getByRole('region', { name: 'Gast 2' });
    expect(within(anna).getAllByRole('listitem')).toHaveLength(2);
    expect(text(anna)).toContain('Zwischensumme€ 13,80');
    expect(text(guest2)).toContain('1× Gulaschsuppe€ 9,10');
    expect(text(guest2)).toContain('Zwischensumme€ 9,10');
    expect(text(table)).toMatch(/Tisch gesamt€ 22,90$/);
    // The other panel is hidden, not gone: its tab controls it.
    expect(document.getElementById(mineTab.getAttribute('aria-controls')!)?.hidden).toBe(true);
  });

  it('moves between the tabs with the arrow keys', async () => {
    vi.stubGlobal('fetch', fakeApi({ ...NO_CALLS, [BILL]: [200, TWO_GUESTS] }));
    renderScreen(<BillPage />);
    const mineTab = await screen.findByRole('tab', { name: 'Meine Positionen' });
    const tableTab = screen.getByRole('tab', { name: 'Ganzer Tisch' });
    expect([mineTab.tabIndex, tableTab.tabIndex]).toEqual([0, -1]);
    expect(mineTab.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);

    fireEvent.keyDown(mineTab, { key: 'ArrowRight' });
    expect(tableTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tableTab);
    expect([mineTab.tabIndex, tableTab.tabIndex]).toEqual([-1, 0]);
    fireEvent.keyDown(tableTab, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(mineTab);
    fireEvent.keyDown(mineTab, { key: 'End' });
    expect(document.activeElement).toBe(tableTab);
  });

  it('says a line was paid in part, and names the lines nobody in particular added', async () => {
    const bill: GuestBill = {
      tableNumber: 1,
      openCents: 700,
      mineOpenCents: 0,
      mineKey: null,
      guests: [
        {
          key: 'table',
          name: 'Tisch',
          guestNumber: null,
          openCents: 700,
          lines: [line(4, 'Bier', 700, { quantity: 3, openQuantity: 2, unitPriceCents: 350, priceFinalCents: 1050 })],
        },
      ],
    };
    vi.stubGlobal('fetch', fakeApi({ ...NO_CALLS, [BILL]: [200, bill] }));
    renderScreen(<BillPage />);
    const mine = await screen.findByRole('tabpanel', { name: 'Meine Positionen' });
    expect(text(mine)).toBe('Meine PositionenVon deinen Positionen ist nichts offen.');

    fireEvent.click(screen.getByRole('tab', { name: 'Ganzer Tisch' }));
    const shared = screen.getByRole('region', { name: 'Tisch' });
    expect(text(within(shared).getByRole('listitem'))).toBe('2× Bier€ 7,00teilweise bezahlt');
  });

  it('follows the orders live: a line paid by the waiter disappears, and "Alles bezahlt" once nothing is open', async () => {
    let bill: GuestBill = TWO_GUESTS;
    const fetchMock = fakeApi({ ...NO_CALLS, [BILL]: () => [200, bill] });
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<BillPage />);
    const mine = await screen.findByRole('tabpanel', { name: 'Meine Positionen' });
    expect(within(mine).getByText('1× Almdudler')).toBeTruthy();
    await waitFor(() => expect(openLiveConnections()).toBe(1));

    const [anna] = TWO_GUESTS.guests;
    bill = { ...TWO_GUESTS, openCents: 1890, mineOpenCents: 980, guests: [{ ...anna, openCents: 980, lines: [anna.lines[0]] }] };
    liveServer.orderUpdated({
      seq: 5,
      type: 'PAYMENT_CHANGED',
      createdAt: '2026-11-22T10:30:00Z',
      order: { orderId: 1 },
    } as unknown as LiveOrderEvent);
    await waitFor(() => expect(within(mine).queryByText('1× Almdudler')).toBeNull());
    expect(text(mine)).toContain('Meine Summe€ 9,80');

    bill = { ...TWO_GUESTS, openCents: 0, mineOpenCents: 0, mineKey: null, guests: [] };
    liveServer.orderUpdated({
      seq: 6,
      type: 'PAID',
      createdAt: '2026-11-22T10:31:00Z',
      order: { orderId: 1 },
    } as unknown as LiveOrderEvent);
    expect(await screen.findByText('Alles bezahlt – am Tisch ist nichts offen.')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('offers to try again when the bill could not be loaded', async () => {
    let answer: [number, unknown] = [500, { statusCode: 500, message: 'kaputt' }];
    vi.stubGlobal('fetch', fakeApi({ ...NO_CALLS, [BILL]: () => answer }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderScreen(<BillPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Konnte die Rechnung nicht laden.')).toBeTruthy();

    answer = [200, TWO_GUESTS];
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('tab', { name: 'Meine Positionen' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is only for a table: takeaway asks nothing', () => {
    storeSession({ ...SESSION, tableId: null, tableNumber: null, entryType: 'TAKEAWAY' });
    const fetchMock = fakeApi({});
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<BillPage />);
    expect(screen.getByText('Eine Rechnung zum Ansehen gibt es nur am Tisch.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
