import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceCall } from '../api/service-calls.ts';
import { liveServer, openLiveConnections } from '../test-live.ts';
import { fakeApi, renderScreen, serviceCall as call, SESSION, storeSession, toastText } from '../test-utils.tsx';
import { TopBar } from './TopBar.tsx';

const CALLS = 'GET /api/sessions/s-1/service-calls';
const CALL = 'POST /api/sessions/s-1/service-calls';

const service = () => screen.getByRole('group', { name: 'Service am Tisch' });
/** The open bill call's button, saying for whom (jsdom's names put a space before the comma a browser leaves out). */
const billRequested = (scope: string) => new RegExp(`^Rechnung wurde angefordert ?, ${scope}$`);

beforeEach(() => storeSession());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ServiceCallBar', () => {
  it('asks "Bar" or "Karte" for the bill, sends the choice, and waits for staff without a second call', async () => {
    const asked = call(7, 'BILL', 'OPEN');
    let calls: ServiceCall[] = [];
    // As the server does: once asked, the call is among the table's open calls (a reload of them meanwhile, which
    // beside the other suites in CI can come after the answer, keeps it).
    const fetchMock = fakeApi({
      [CALLS]: () => [200, calls],
      [CALL]: () => {
        calls = [asked];
        return [201, asked];
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<TopBar service />);
    fireEvent.click(within(service()).getByRole('button', { name: 'Rechnung bitte' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechnung bitte' });
    // The whole table unless the guest says otherwise (the server's default, too).
    expect(within(dialog).getByRole('radio', { name: 'für den ganzen Tisch' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Karte' }));

    const waiting = await within(service()).findByRole('button', { name: billRequested('für den ganzen Tisch') }, { timeout: 5000 });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = fetchMock.mock.calls.find(([url, init]) => url.endsWith('/service-calls') && init?.method === 'POST')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ kind: 'BILL', paymentMethod: 'CARD', billScope: 'TABLE' });
    expect(sent[1]!.headers).toMatchObject({ Authorization: 'Bearer jwt-1' });
  });

  it('asks for "nur meine Positionen" and says so while the call is open, also after a reload', async () => {
    const own = call(8, 'BILL', 'OPEN', { paymentMethod: 'CASH', billScope: 'OWN' });
    let calls: ServiceCall[] = [];
    // As the server does: once asked, the call is among the table's open calls (a reload of them meanwhile keeps it).
    const fetchMock = fakeApi({
      [CALLS]: () => [200, calls],
      [CALL]: () => {
        calls = [own];
        return [201, own];
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = renderScreen(<TopBar service />);
    fireEvent.click(within(service()).getByRole('button', { name: 'Rechnung bitte' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechnung bitte' });
    expect(within(dialog).getByRole('group', { name: 'Für wen ist die Rechnung?' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'nur meine Positionen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bar' }));

    // Generous waits: beside the other suites in CI the answers can take more than findBy's default second.
    const slow = { timeout: 5000 };
    expect(await within(service()).findByRole('button', { name: billRequested('nur meine Positionen') }, slow)).toBeTruthy();
    expect((await screen.findByTestId('bill-call-scope', undefined, slow)).textContent).toBe('nur meine Positionen');
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ kind: 'BILL', paymentMethod: 'CASH', billScope: 'OWN' });

    // The page again: the call comes from the server, and this phone still knows it asked.
    unmount();
    renderScreen(<TopBar service />);
    expect(await within(service()).findByRole('button', { name: billRequested('nur meine Positionen') }, slow)).toBeTruthy();
  });

  it("says another guest's own bill is theirs, not this guest's", async () => {
    vi.stubGlobal('fetch', fakeApi({ [CALLS]: [200, [call(9, 'BILL', 'OPEN', { billScope: 'OWN' })]] }));
    renderScreen(<TopBar service />);
    const waiting = await within(service()).findByRole('button', { name: billRequested('für einen anderen Gast') });
    expect(waiting).toHaveProperty('disabled', true);
  });

  it('leads to the bill, and is not offered on the bill itself', async () => {
    vi.stubGlobal('fetch', fakeApi({ [CALLS]: [200, []] }));
    window.history.replaceState(null, '', '/order/menu/food');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderScreen(<TopBar service />);
    fireEvent.click(within(service()).getByRole('button', { name: 'Rechnung ansehen' }));
    expect(window.location.pathname).toBe('/order/bill');
    await waitFor(() => expect(within(service()).queryByRole('button', { name: 'Rechnung ansehen' })).toBeNull());
    expect(within(service()).getByRole('button', { name: 'Rechnung bitte' })).toBeTruthy();
  });

  it('shows staff\'s answer live: "Kommt gleich", and the waiter can be called again', async () => {
    vi.stubGlobal('fetch', fakeApi({ [CALLS]: [200, [call(3, 'WAITER', 'OPEN')]] }));
    renderScreen(<TopBar service />);
    expect(await within(service()).findByRole('button', { name: 'Kellner wurde gerufen' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(openLiveConnections()).toBe(1));

    liveServer.serviceCall(call(3, 'WAITER', 'ACKNOWLEDGED'));
    const coming = await within(service()).findByRole('button', { name: /Kommt gleich/ });
    expect(coming).toHaveProperty('disabled', false);
    expect(coming.textContent).toContain('Kellner rufen');
  });

  it('loads the calls again when the connection is back (a phone that was offline missed the answer)', async () => {
    let calls = [call(3, 'WAITER', 'OPEN')];
    vi.stubGlobal('fetch', fakeApi({ [CALLS]: () => [200, calls] }));
    renderScreen(<TopBar service />);
    await within(service()).findByRole('button', { name: 'Kellner wurde gerufen' });
    await waitFor(() => expect(openLiveConnections()).toBe(1));

    calls = [call(3, 'WAITER', 'ACKNOWLEDGED')];
    liveServer.state('live');
    liveServer.state('offline');
    liveServer.state('live');
    expect(await within(service()).findByRole('button', { name: /Kommt gleich/ })).toBeTruthy();
  });

  it("shows the server's words when the guest calls too often (429)", async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ [CALLS]: [200, []], [CALL]: [429, { statusCode: 429, message: 'Zu viele Anfragen – bitte einen Moment warten.' }] }),
    );
    renderScreen(<TopBar service />);
    fireEvent.click(within(service()).getByRole('button', { name: 'Kellner rufen' }));
    await waitFor(() => expect(toastText()).toBe('Zu viele Anfragen – bitte einen Moment warten.'));
    expect(within(service()).getByRole('button', { name: 'Kellner rufen' })).toHaveProperty('disabled', false);
  });

  it('is not offered for takeaway', () => {
    storeSession({ ...SESSION, tableId: null, tableNumber: null, entryType: 'TAKEAWAY' });
    const fetchMock = fakeApi({});
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<TopBar service />);
    expect(screen.queryByRole('group', { name: 'Service am Tisch' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kellner rufen' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
