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
    const { result, rerender } = renderHook((type: string) => useMenu(type), { initialProps: 'FOOD' });
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
    await loadMenuItems((await loadCategories('DESSERTS'))[0].categoryId);
    const { result } = renderHook(() => useMenu('DESSERTS'));
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
    const { result } = renderHook(() => useMenu('LUNCH'));
    await waitFor(() => expect(result.current.items?.map((i) => i.name)).toEqual(['Schnitzel']));

    act(() => result.current.selectCategory(42));
    expect(result.current.items).toBeNull();
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(JSON.parse(localStorage.getItem('tischlein_last_category_v1')!)).toEqual({ LUNCH: 42 });

    soups = [item(3, 'Gulaschsuppe')];
    act(() => result.current.reloadItems());
    expect(result.current.items).toBeNull();
    await waitFor(() => expect(result.current.items?.map((i) => i.name)).toEqual(['Gulaschsuppe']));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/menu/items?category=42')).toHaveLength(2);
  });

  it('says so when the items cannot be loaded, and clears that once a reload works', async () => {
    let broken = true;
    serveMenu({ SWEETS: [{ categoryId: 51, name: 'Desserts' }] }, { 51: () => (broken ? null : [item(6, 'Palatschinken')]) });
    const { result } = renderHook(() => useMenu('SWEETS'));
    await waitFor(() => expect(result.current.failed).toBe(true));

    broken = false;
    act(() => result.current.reloadItems());
    expect(result.current.failed).toBe(false);
    await waitFor(() => expect(result.current.items?.map((i) => i.name)).toEqual(['Palatschinken']));
  });
});
