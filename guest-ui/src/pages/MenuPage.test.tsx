import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../session/session-store.ts';
import { liveServer, openLiveConnections } from '../test-live.ts';
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
  'GET /api/sessions/s-1/service-calls': [200, []],
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

describe('MenuPage: sold out at once', () => {
  const soup = (available: boolean) => ({ menuItemId: 10, name: 'Frittatensuppe', basePrice: 5.2, available, allergens: [] });
  const goulash = { menuItemId: 11, name: 'Gulaschsuppe', basePrice: 6.4, available: true, allergens: [] };

  it('greys out a sold-out item as "Ausverkauft" that cannot be chosen, and brings it back live', async () => {
    let soupAvailable = false;
    // Categories and items are cached in memory per type and category: this test has its own.
    const fetchMock = fakeApi({
      ...MENU,
      'GET /api/menu/categories': [200, [{ categoryId: 4, name: 'Suppen', sortOrder: 1 }]],
      'GET /api/menu/items': () => [200, [soup(soupAvailable), goulash]],
    } as never);
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<MenuPage menuType="soups" />);
    const card = (await screen.findByText('Frittatensuppe')).closest('article')!;
    expect(within(card).getByText('Ausverkauft')).toBeTruthy();
    expect(card.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Frittatensuppe auswählen' })).toBeNull();
    fireEvent.click(card);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Gulaschsuppe auswählen' })).toBeTruthy();
    await waitFor(() => expect(openLiveConnections()).toBe(1));

    soupAvailable = true;
    liveServer.menuChanged();
    // Reloaded in place: the list never gives way to "Lade Karte…".
    expect(await screen.findByRole('button', { name: 'Frittatensuppe auswählen' })).toBeTruthy();
    expect(screen.queryByText('Lade Karte…')).toBeNull();
    expect(screen.queryByText('Ausverkauft')).toBeNull();
    // The basket is asked again, too (a line in it may have sold out).
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/sessions/s-1/basket?lang=de').length).toBe(2);
  });
});

describe('MenuPage: the menu in the guest language', () => {
  it('shows the menu in the language the guest switches to, without a reload', async () => {
    const soup = (name: string) => ({ menuItemId: 20, name, basePrice: 5.2, available: true, allergens: [] });
    const fetchMock = fakeApi({
      ...MENU,
      'GET /api/menu/categories': [200, [{ categoryId: 5, name: 'Suppen', sortOrder: 1 }]],
    } as never);
    // The items answer in the language asked for; fakeApi routes without the query.
    const english = (url: string) => url.endsWith('&lang=en');
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      url.startsWith('/api/menu/items?')
        ? Promise.resolve(new Response(JSON.stringify([soup(english(url) ? 'Pancake soup' : 'Frittatensuppe')])))
        : fetchMock(url, init),
    );
    renderScreen(<MenuPage menuType="starters" />);
    expect(await screen.findByRole('button', { name: 'Frittatensuppe auswählen' })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Sprache' }), { target: { value: 'en' } });
    expect(await screen.findByText('Pancake soup')).toBeTruthy();
    expect(screen.queryByText('Frittatensuppe')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/menu/categories?type=STARTERS&lang=en');

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });
    expect(await screen.findByText('Frittatensuppe')).toBeTruthy();
  });
});

describe('MenuPage: "Ich vertrage nicht"', () => {
  const SOUPS = [
    { menuItemId: 30, name: 'Frittatensuppe', basePrice: 5.2, available: true, allergens: ['A', 'C', 'G', 'L'] },
    { menuItemId: 31, name: 'Kürbiscremesuppe', basePrice: 5.9, available: true, allergens: ['G', 'L'] },
    { menuItemId: 32, name: 'Gulaschsuppe', basePrice: 6.4, available: true, allergens: ['A', 'L'] },
  ];
  const FILTER_KEY = 'tischlein_allergen_filter_v1';

  // Categories and items are cached in memory per type and category: each test has its own.
  function soupsMenu(categoryId: number, addings: unknown[] = []) {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        ...MENU,
        'GET /api/menu/categories': [200, [{ categoryId, name: 'Suppen', sortOrder: 1 }]],
        'GET /api/menu/items': [200, SOUPS],
        'GET /api/addings': [200, addings],
      } as never),
    );
  }

  // jsdom names "Milch/<wbr>Laktose" with a space after the slash; a browser does not (e2e/guest/allergens.spec.ts).
  const MILK = /^G Milch\/ ?Laktose$/;

  async function chooseInFilter(...labels: RegExp[]) {
    fireEvent.click(screen.getByRole('button', { name: 'Ich vertrage nicht' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ich vertrage nicht' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(14);
    for (const label of labels) fireEvent.click(within(dialog).getByRole('checkbox', { name: label }));
    return dialog;
  }

  it('hides the dishes with a chosen allergen, says how many, and remembers the choice on the phone', async () => {
    soupsMenu(40);
    const view = renderScreen(<MenuPage menuType="filter-hide" />);
    expect(await screen.findByText('Frittatensuppe')).toBeTruthy();

    const dialog = await chooseInFilter(MILK);
    // Ausblenden is the default.
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Ausblenden' }).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fertig' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(screen.queryByText('Frittatensuppe')).toBeNull();
    expect(screen.queryByText('Kürbiscremesuppe')).toBeNull();
    expect(screen.getByText('Gulaschsuppe')).toBeTruthy();
    expect(screen.getByText('2 Produkte ausgeblendet (Allergene)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ich vertrage nicht: G' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(FILTER_KEY)!)).toEqual({ codes: ['G'], mode: 'hide' });

    // Another visit of the page (a reload): still filtered.
    view.unmount();
    renderScreen(<MenuPage menuType="filter-hide" />);
    expect(await screen.findByText('Gulaschsuppe')).toBeTruthy();
    expect(screen.queryByText('Frittatensuppe')).toBeNull();
    expect(screen.getByText('2 Produkte ausgeblendet (Allergene)')).toBeTruthy();
  });

  it('says so when only one dish is hidden, and nothing when the filter is reset', async () => {
    soupsMenu(41);
    renderScreen(<MenuPage menuType="filter-one" />);
    expect(await screen.findByText('Frittatensuppe')).toBeTruthy();
    const dialog = await chooseInFilter(/^C Eier$/);
    expect(screen.getByText('1 Produkt ausgeblendet (Allergene)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zurücksetzen' }));
    expect(screen.queryByText(/ausgeblendet/)).toBeNull();
    expect(screen.getByText('Frittatensuppe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ich vertrage nicht' })).toBeTruthy();
  });

  it('marks the dishes in words instead when the guest chooses "Markieren"', async () => {
    soupsMenu(42);
    renderScreen(<MenuPage menuType="filter-mark" />);
    expect(await screen.findByText('Frittatensuppe')).toBeTruthy();
    const dialog = await chooseInFilter(MILK, /^A Gluten$/);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Markieren' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });

    const card = (name: string) => screen.getByText(name).closest('article')!;
    expect(within(card('Frittatensuppe')).getByText('Enthält A – Gluten, G – Milch/Laktose')).toBeTruthy();
    expect(within(card('Kürbiscremesuppe')).getByText('Enthält G – Milch/Laktose')).toBeTruthy();
    expect(within(card('Gulaschsuppe')).getByText('Enthält A – Gluten')).toBeTruthy();
    expect(screen.queryByText(/ausgeblendet/)).toBeNull();
    // In the legend's order, whatever order they were ticked in.
    expect(screen.getByRole('button', { name: 'Ich vertrage nicht: A, G' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(FILTER_KEY)!)).toEqual({ codes: ['A', 'G'], mode: 'mark' });
  });

  it('reads a remembered filter at once and ignores a broken one', async () => {
    localStorage.setItem(FILTER_KEY, JSON.stringify({ codes: ['L', 'X'], mode: 'mark' }));
    soupsMenu(43);
    const view = renderScreen(<MenuPage menuType="filter-saved" />);
    const card = (await screen.findByText('Gulaschsuppe')).closest('article')!;
    expect(within(card).getByText('Enthält L – Sellerie')).toBeTruthy();
    view.unmount();

    localStorage.setItem(FILTER_KEY, '{broken');
    renderScreen(<MenuPage menuType="filter-saved" />);
    expect(await screen.findByText('Gulaschsuppe')).toBeTruthy();
    expect(screen.queryByText(/Enthält/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Ich vertrage nicht' })).toBeTruthy();
  });

  it("opens the legend from an item card, and from the item's dialog above it", async () => {
    soupsMenu(44);
    renderScreen(<MenuPage menuType="legend" />);
    const card = (await screen.findByText('Gulaschsuppe')).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Allergene' }));
    const legend = await screen.findByRole('dialog', { name: 'Allergene' });
    expect(legend.textContent).toContain('Allergenkennzeichnung gemäß Codex-Empfehlung');
    // Only the legend: the card's own dialog did not open.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(legend).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Gulaschsuppe auswählen' }));
    const itemDialog = await screen.findByRole('dialog', { name: 'Gulaschsuppe' });
    fireEvent.click(within(itemDialog).getByRole('button', { name: 'Allergene' }));
    const above = await screen.findByRole('dialog', { name: 'Allergene' });
    // Escape closes the legend only; the item's dialog stays.
    fireEvent.keyDown(above, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Allergene' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Gulaschsuppe' })).toBeTruthy();
  });
});
