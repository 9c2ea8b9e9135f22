import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test-utils.tsx';
import { loadCategories } from '../api/categories.ts';
import { loadMenuItems } from '../api/menu-items.ts';
import { useMenu } from './use-menu.ts';

// Categories and items are cached in memory per type and category: each test uses its own ids.
const TYPES = [
  { type: 'FOOD', typeName: 'Speisen', sortOrder: 1 },
  { type: 'DRINKS', typeName: 'Getränke', sortOrder: 2 },
];
const item = (menuItemId: number, name: string) => ({ menuItemId, name, basePrice: 4, available: true, allergens: [] });

/** The menu API; an item list of null answers 500. */
function serveMenu(categories: Record<string, unknown[]>, items: Record<string, () => unknown[] | null>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const query = new URL(url, 'http://localhost').searchParams;
    if (url.startsWith('/api/menu/categories?')) return new Response(JSON.stringify(categories[query.get('type')!] ?? []));
    if (url.startsWith('/api/menu/items?')) {
      const list = items[query.get('category')!]?.();
      return new Response(JSON.stringify(list ?? {}), { status: list === null ? 500 : 200 });
    }
    return fakeApi({ 'GET /api/menu/types': [200, TYPES] })(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('useMenu', () => {
  it("shows a new type's remembered category and its items, never the last type's", async () => {
    serveMenu(
      {
        FOOD: [{ categoryId: 21, name: 'Suppen' }],
        DRINKS: [
          { categoryId: 31, name: 'Bier' },
          { categoryId: 32, name: 'Wein' },
        ],
      },
      { 21: () => [item(1, 'Frittatensuppe')], 32: () => [item(2, 'Grüner Veltliner')] },
    );
    localStorage.setItem('tischlein_last_category_v1', JSON.stringify({ DRINKS: 32 }));
    const { result, rerender } = renderHook((type: string) => useMenu(type, 'de'), { initialProps: 'FOOD' });
    await waitFor(() => expect(result.current.items?.map((i) => i.name)).toEqual(['Frittatensuppe']));

    rerender('DRINKS');
    expect(result.current.categories).toBeNull();
    expect(result.current.categoryId).toBeNull();
    await waitFor(() => expect(result.current.items?.map((i) => i.name)).toEqual(['Grüner Veltliner']));
    expect(result.current.categoryId).toBe(32);
  });

  it('shows categories and items that have arrived already in its first render', async () => {
    serveMenu({ DESSERTS: [{ categoryId: 61, name: 'Mehlspeisen' }] }, { 61: () => [item(6, 'Kaiserschmarrn')] });
    // As the menu page's prefetch leaves them before the page renders.
    await loadMenuItems((await loadCategories('DESSERTS', 'de'))[0].categoryId, 'de');
    const { result } = renderHook(() => useMenu('DESSERTS', 'de'));
    expect(result.current.categoryId).toBe(61);
    expect(result.current.items?.map((i) => i.name)).toEqual(['Kaiserschmarrn']);
  });

  it('loads a chosen category, and loads it again past the cache on reloadItems', async () => {
    let soups = [item(3, 'Gulaschsuppe'), item(4, 'Knoblauchsuppe')];
    const fetchMock = serveMenu(
      {
        LUNCH: [
          { categoryId: 41, name: 'Hauptspeisen' },
          { categoryId: 42, name: 'Suppen' },
        ],
      },
      { 41: () => [item(5, 'Schnitzel')], 42: () => soups },
    );
    const { result } = renderHook(() => useMenu('LUNCH', 'de'));
    await waitFor(() => expect(result.current.items?.map((i) => i.name)).toEqual(['Schnitzel']));

    act(() => result.current.selectCategory(42));
    expect(result.current.items).toBeNull();
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(JSON.parse(localStorage.getItem('tischlein_last_category_v1')!)).toEqual({ LUNCH: 42 });

    soups = [item(3, 'Gulaschsuppe')];
    act(() => result.current.reloadItems());
    expect(result.current.items).toBeNull();
    await waitFor(() => expect(result.current.items?.map((i) => i.name)).toEqual(['Gulaschsuppe']));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/menu/items?category=42&lang=de')).toHaveLength(2);
  });

  it('says so when the items cannot be loaded, and clears that once a reload works', async () => {
    let broken = true;
    serveMenu({ SWEETS: [{ categoryId: 51, name: 'Desserts' }] }, { 51: () => (broken ? null : [item(6, 'Palatschinken')]) });
    const { result } = renderHook(() => useMenu('SWEETS', 'de'));
    await waitFor(() => expect(result.current.failed).toBe(true));

    broken = false;
    act(() => result.current.reloadItems());
    expect(result.current.failed).toBe(false);
    await waitFor(() => expect(result.current.items?.map((i) => i.name)).toEqual(['Palatschinken']));
  });

  it('refreshes the shown items in place after a menu change, keeping a switched-off one greyed out until it is back', async () => {
    let soups = [item(7, 'Frittatensuppe'), item(8, 'Leberknödelsuppe')];
    serveMenu({ STARTERS: [{ categoryId: 71, name: 'Suppen' }] }, { 71: () => soups });
    const { result } = renderHook(() => useMenu('STARTERS', 'de'));
    await waitFor(() => expect(result.current.items?.map((i) => i.name)).toEqual(['Frittatensuppe', 'Leberknödelsuppe']));

    // The menu lists only what can be ordered (spec): the switched-off soup is missing from the new list.
    soups = [item(8, 'Leberknödelsuppe'), item(9, 'Gulaschsuppe')];
    const refreshed = act(() => result.current.refresh());
    // Still on screen while the new list loads.
    expect(result.current.items?.map((i) => i.available)).toEqual([true, true]);
    await refreshed;
    expect(result.current.items?.map((i) => [i.name, i.available])).toEqual([
      ['Frittatensuppe', false],
      ['Leberknödelsuppe', true],
      ['Gulaschsuppe', true],
    ]);

    soups = [item(7, 'Frittatensuppe'), item(8, 'Leberknödelsuppe'), item(9, 'Gulaschsuppe')];
    await act(() => result.current.refresh());
    expect(result.current.items?.map((i) => [i.name, i.available])).toEqual([
      ['Frittatensuppe', true],
      ['Leberknödelsuppe', true],
      ['Gulaschsuppe', true],
    ]);
  });

  it('loads types, categories and items again in another language, in place and on the same category', async () => {
    const inLanguage = (url: string) => new URL(url, 'http://localhost').searchParams.get('lang');
    const fetchMock = vi.fn(async (url: string) => {
      const en = inLanguage(url) === 'en';
      if (url.startsWith('/api/menu/types'))
        return new Response(JSON.stringify([{ type: 'MAINS', typeName: en ? 'Mains' : 'Hauptgerichte', sortOrder: 1 }]));
      if (url.startsWith('/api/menu/categories?'))
        return new Response(
          JSON.stringify([
            { categoryId: 81, name: en ? 'Starters' : 'Vorspeisen' },
            { categoryId: 82, name: en ? 'Soups' : 'Suppen' },
          ]),
        );
      const id = Number(new URL(url, 'http://localhost').searchParams.get('category'));
      return new Response(
        JSON.stringify(id === 82 ? [item(10, en ? 'Pancake soup' : 'Frittatensuppe'), item(11, 'Gulaschsuppe')] : [item(12, 'Salat')]),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const { result, rerender } = renderHook((lang: 'de' | 'en') => useMenu('MAINS', lang), { initialProps: 'de' });
    await waitFor(() => expect(result.current.items?.map((i) => i.name)).toEqual(['Salat']));
    act(() => result.current.selectCategory(82));
    await waitFor(() => expect(result.current.items?.map((i) => i.name)).toEqual(['Frittatensuppe', 'Gulaschsuppe']));

    rerender('en');
    // The German menu stays on screen while the English one loads.
    expect(result.current.items?.map((i) => i.name)).toEqual(['Frittatensuppe', 'Gulaschsuppe']);
    await waitFor(() => expect(result.current.items?.map((i) => i.name)).toEqual(['Pancake soup', 'Gulaschsuppe']));
    await waitFor(() => expect(result.current.categories?.map((c) => c.name)).toEqual(['Starters', 'Soups']));
    await waitFor(() => expect(result.current.types?.map((t) => t.typeName)).toEqual(['Mains']));
    expect(result.current.categoryId).toBe(82);
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => inLanguage(url) === 'en')).toEqual([
      '/api/menu/types?lang=en',
      '/api/menu/categories?type=MAINS&lang=en',
      '/api/menu/items?category=82&lang=en',
    ]);

    // Back in German: the answers seen before, without asking again.
    rerender('de');
    await waitFor(() => expect(result.current.items?.map((i) => i.name)).toEqual(['Frittatensuppe', 'Gulaschsuppe']));
    expect(result.current.categories?.map((c) => c.name)).toEqual(['Vorspeisen', 'Suppen']);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/menu/items?category=82&lang=de')).toHaveLength(1);
  });
});
