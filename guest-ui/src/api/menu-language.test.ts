import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const NAMES = { de: 'Frittatensuppe', en: 'Pancake soup' } as const;

/** The menu API, answering in the asked language; `failing` paths answer 500. */
function serveMenu(failing: string[] = []) {
  const fetchMock = vi.fn(async (url: string) => {
    const lang = new URL(url, 'http://localhost').searchParams.get('lang') === 'en' ? 'en' : 'de';
    if (failing.some((path) => url.startsWith(path))) return new Response('{}', { status: 500 });
    if (url.startsWith('/api/menu/types')) return new Response(JSON.stringify([{ type: 'FOOD', typeName: `FOOD ${lang}`, sortOrder: 1 }]));
    if (url.startsWith('/api/menu/categories?')) return new Response(JSON.stringify([{ categoryId: 3, name: `Suppen ${lang}` }]));
    if (url.startsWith('/api/addings')) return new Response(JSON.stringify([{ addingId: 1, name: `Brot ${lang}`, price: 1 }]));
    return new Response(JSON.stringify([{ menuItemId: 5, name: NAMES[lang], basePrice: 5.2 }]));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Fresh API modules (empty caches) over a page whose index.html carries the given answers. */
async function freshApi(embedded: Record<string, unknown> = {}) {
  document.getElementById('embedded-answers')?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'embedded-answers';
  element.textContent = JSON.stringify(embedded);
  document.head.append(element);
  vi.resetModules();
  return {
    ...(await import('./menu-types.ts')),
    ...(await import('./categories.ts')),
    ...(await import('./menu-items.ts')),
    ...(await import('./extras.ts')),
  };
}

const urls = (fetchMock: ReturnType<typeof serveMenu>) => fetchMock.mock.calls.map(([url]) => url);

beforeEach(() => {
  localStorage.clear();
  // A page's first moments: embedded answers count as fresh (the worker's clock runs on over the other test files).
  vi.spyOn(performance, 'now').mockReturnValue(0);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.getElementById('embedded-answers')?.remove();
});

describe('the menu in the guest language', () => {
  it.each(['de', 'en'] as const)('asks every menu answer with lang=%s as the last parameter', async (lang) => {
    const fetchMock = serveMenu();
    const api = await freshApi();
    await api.loadMenuTypes(lang);
    await api.loadCategories('food', lang);
    await api.loadMenuItems(3, lang);
    await api.loadExtras(5, lang);
    expect(urls(fetchMock)).toEqual([
      `/api/menu/types?lang=${lang}`,
      `/api/menu/categories?type=FOOD&lang=${lang}`,
      `/api/menu/items?category=3&lang=${lang}`,
      `/api/addings?menuItemId=5&lang=${lang}`,
    ]);
  });

  it('asks the fallback item route in the same language', async () => {
    const fetchMock = serveMenu(['/api/menu/items?']);
    const api = await freshApi();
    expect((await api.loadMenuItems(3, 'en')).map((item) => item.name)).toEqual(['Pancake soup']);
    expect(urls(fetchMock)).toEqual(['/api/menu/items?category=3&lang=en', '/api/menu/categories/3/items?lang=en']);
  });

  it('takes the German first answers from index.html under the URLs the server puts them there by', async () => {
    const fetchMock = serveMenu();
    // As server/src/menu/guest-menu-pages.ts opening() names them.
    const api = await freshApi({
      '/api/menu/types?lang=de': [{ code: 'FOOD', name: 'Speisen', sortOrder: 1 }],
      '/api/menu/categories?type=FOOD&lang=de': [{ categoryId: 3, name: 'Suppen' }],
      '/api/menu/items?category=3&lang=de': [{ menuItemId: 5, name: 'Frittatensuppe', basePrice: 5.2 }],
    });
    expect((await api.loadMenuTypes('de')).map((type) => type.typeName)).toEqual(['Speisen']);
    expect((await api.loadCategories('food', 'de')).map((category) => category.name)).toEqual(['Suppen']);
    expect((await api.loadMenuItems(3, 'de')).map((item) => item.name)).toEqual(['Frittatensuppe']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('caches categories and items per language', async () => {
    const fetchMock = serveMenu();
    const api = await freshApi();
    await api.loadCategories('FOOD', 'de');
    await api.loadCategories('food', 'de');
    await api.loadMenuItems(3, 'de');
    await api.loadMenuItems(3, 'de');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(api.loadedCategories('FOOD', 'en')).toBeUndefined();
    expect(api.loadedMenuItems(3, 'en')).toBeUndefined();

    await api.loadCategories('FOOD', 'en');
    await api.loadMenuItems(3, 'en');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(api.loadedCategories('FOOD', 'de')?.[0].name).toBe('Suppen de');
    expect(api.loadedCategories('FOOD', 'en')?.[0].name).toBe('Suppen en');
    expect(api.loadedMenuItems(3, 'de')?.[0].name).toBe('Frittatensuppe');
    expect(api.loadedMenuItems(3, 'en')?.[0].name).toBe('Pancake soup');

    // A menu change forgets the items in every language.
    api.forgetMenuItems();
    expect(api.loadedMenuItems(3, 'de')).toBeUndefined();
    expect(api.loadedMenuItems(3, 'en')).toBeUndefined();
  });
});
