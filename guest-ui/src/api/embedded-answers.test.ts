import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const CATEGORIES = [{ categoryId: 7, name: 'Vorspeisen' }];

/** A fresh module (it reads the element once) over a page whose head carries the given text. */
async function pageWith(text: string | null) {
  document.getElementById('embedded-answers')?.remove();
  if (text !== null) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'embedded-answers';
    element.textContent = text;
    document.head.append(element);
  }
  vi.resetModules();
  return import('./http.ts');
}

const fetchMock = vi.fn(async () => new Response(JSON.stringify([{ categoryId: 9, name: 'vom Server' }])));

beforeEach(() => {
  // A page's first moments: the answers count as fresh (the worker's clock runs on over the other test files).
  vi.spyOn(performance, 'now').mockReturnValue(0);
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.getElementById('embedded-answers')?.remove();
});

describe('answers embedded in index.html', () => {
  it('answers the first GET of their URL without a request, and asks the server after that', async () => {
    const { callApi } = await pageWith(JSON.stringify({ '/api/menu/categories?type=FOOD': CATEGORIES }));
    expect(await callApi('/menu/categories?type=FOOD')).toEqual(CATEGORIES);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await callApi('/menu/categories?type=FOOD')).toEqual([{ categoryId: 9, name: 'vom Server' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not used for other URLs, other methods or calls with a session token', async () => {
    const { callApi } = await pageWith(JSON.stringify({ '/api/menu/types': [], '/api/sessions/s-1/basket': { items: [] } }));
    await callApi('/menu/categories?type=FOOD');
    await callApi('/sessions/s-1/basket', { token: 'jwt' });
    await callApi('/menu/types', { method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('is not used once the page is older than a few seconds', async () => {
    await pageWith(JSON.stringify({ '/api/menu/types': [] }));
    const { takeEmbeddedAnswer } = await import('./embedded-answers.ts');
    expect(takeEmbeddedAnswer('/api/menu/types', 60_000)).toBeUndefined();
    expect(takeEmbeddedAnswer('/api/menu/types', 1_000)).toEqual([]);
  });

  it('is ignored when unreadable or missing', async () => {
    for (const text of ['{"/api/menu/types": [', null]) {
      const { callApi } = await pageWith(text);
      await callApi('/menu/types');
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
