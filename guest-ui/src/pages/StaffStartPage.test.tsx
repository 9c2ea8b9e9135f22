import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, loadSession, saveSession, startPath } from '../session/session-store.ts';
import { renderGerman } from '../test-utils.tsx';
import StaffStartPage from './StaffStartPage.tsx';

const STAFF_SESSION = {
  sessionId: 's-9',
  tableId: 4,
  tableNumber: 12,
  status: 'OPEN',
  createdAt: '2026-11-22T10:00:00Z',
  entryType: 'TABLE',
  jwt: 'session-jwt',
  privateBasket: true,
  staffUsername: 'kellner.max',
} as const;

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/order/staff?table=4');
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('StaffStartPage (staff order entry)', () => {
  it("opens the session with the back office's token, stores it as a start does and goes on to choose-type", async () => {
    localStorage.setItem('jwt', 'staff-jwt');
    const fetchMock = answer(201, STAFF_SESSION);
    vi.stubGlobal('fetch', fetchMock);
    renderGerman(<StaffStartPage tableId="4" />);
    expect(screen.getByText('Bestellung für den Tisch wird geöffnet…')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/order/choose'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/admin/tables/4/staff-session');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-jwt');
    expect(loadSession()).toMatchObject({ sessionId: 's-9', tableNumber: 12, staffUsername: 'kellner.max' });
    // "Neue Bestellung" opens the next staff session at the same table; a guest's start ends staff mode.
    expect(startPath()).toBe('/staff?table=4');
    saveSession({ ...STAFF_SESSION, staffUsername: null }, 'QR1');
    expect(startPath()).toBe('/start?table=QR1');
    clearSession();
  });

  it('asks for the back-office login without a token, and leads back to the waiter view', async () => {
    const fetchMock = answer(201, STAFF_SESSION);
    vi.stubGlobal('fetch', fetchMock);
    renderGerman(<StaffStartPage tableId="4" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte zuerst im Back-Office anmelden.');
    expect(screen.getByRole('link', { name: 'Zur Service-Ansicht' }).getAttribute('href')).toBe('/admin/waiter');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loadSession()).toBeNull();
  });

  it('says the table is not available when it is unknown or deactivated', async () => {
    localStorage.setItem('jwt', 'staff-jwt');
    vi.stubGlobal('fetch', answer(409, { statusCode: 409, message: 'Tisch ist deaktiviert.' }));
    renderGerman(<StaffStartPage tableId="4" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Dieser Tisch ist nicht verfügbar oder existiert nicht.');
  });
});
