import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMenuTypes, normalizeTypes, readCachedTypes, TYPES_CACHE_KEY, TYPES_CACHE_LIFETIME_MS } from './menu-types.ts';

const SERVER_TYPES = [
  { type: 'DRINKS', code: 'DRINKS', typeName: 'Getränke', name: 'Getränke', sortOrder: 2 },
  { type: 'FOOD', code: 'FOOD', typeName: 'Speisen', name: 'Speisen', sortOrder: 1 },
];
const NOW = Date.UTC(2026, 10, 22, 12);

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(SERVER_TYPES), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const cache = (savedAt: number, types: unknown = [{ type: 'FOOD', typeName: 'Aus dem Cache', sortOrder: 1 }], lang: unknown = 'de') =>
  localStorage.setItem(TYPES_CACHE_KEY, JSON.stringify({ savedAt, lang, types }));

describe('menu types cache', () => {
  it('uses the product-prefixed key ending in cache_types_v5', () => {
    expect(TYPES_CACHE_KEY).toBe('tischlein_cache_types_v5');
  });

  it('asks the server on a cold start and caches the sorted answer', async () => {
    const types = await loadMenuTypes('de', { now: NOW });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/menu/types?lang=de');
    expect(types.map((t) => t.type)).toEqual(['FOOD', 'DRINKS']);
    expect(readCachedTypes('de', NOW + 1000)?.map((t) => t.typeName)).toEqual(['Speisen', 'Getränke']);
  });

  it('serves a cache younger than 24 hours without asking the server', async () => {
    cache(NOW - TYPES_CACHE_LIFETIME_MS + 60_000);
    const types = await loadMenuTypes('de', { now: NOW });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(types[0].typeName).toBe('Aus dem Cache');
  });

  it('asks the server again once the cache is 24 hours old', async () => {
    cache(NOW - TYPES_CACHE_LIFETIME_MS);
    const types = await loadMenuTypes('de', { now: NOW });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(types[0].typeName).toBe('Speisen');
  });

  it('skips a valid cache on a forced refresh and stores the fresh answer', async () => {
    cache(NOW - 1000);
    const types = await loadMenuTypes('de', { force: true, now: NOW });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(types[0].typeName).toBe('Speisen');
    expect(JSON.parse(localStorage.getItem(TYPES_CACHE_KEY)!).savedAt).toBe(NOW);
  });

  it.each([
    ['not JSON', '{broken'],
    ['not an object', '"FOOD"'],
    ['no timestamp', JSON.stringify({ lang: 'de', types: SERVER_TYPES })],
    ['types not a list', JSON.stringify({ savedAt: NOW, lang: 'de', types: 'FOOD' })],
    ['an entry without code', JSON.stringify({ savedAt: NOW, lang: 'de', types: [{ typeName: 'Ohne Code' }] })],
    ['an empty list', JSON.stringify({ savedAt: NOW, lang: 'de', types: [] })],
    ['a time in the future', JSON.stringify({ savedAt: NOW + 3_600_000, lang: 'de', types: SERVER_TYPES })],
    ['no language (written before the names were translated)', JSON.stringify({ savedAt: NOW, types: SERVER_TYPES })],
  ])('ignores a corrupt entry (%s) and asks the server', async (_case, raw) => {
    localStorage.setItem(TYPES_CACHE_KEY, raw);
    const types = await loadMenuTypes('de', { now: NOW });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(types.map((t) => t.type)).toEqual(['FOOD', 'DRINKS']);
  });

  it('keeps the names of one language: another language asks the server in it and replaces the entry', async () => {
    cache(NOW - 1000);
    const english = [{ type: 'FOOD', typeName: 'Food', sortOrder: 1 }];
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(english), { status: 200 }));
    const types = await loadMenuTypes('en', { now: NOW });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/menu/types?lang=en']);
    expect(types[0].typeName).toBe('Food');
    expect(readCachedTypes('de', NOW)).toBeNull();
    expect(readCachedTypes('en', NOW)?.[0].typeName).toBe('Food');
  });

  it('does not cache a failed answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"kaputt"}', { status: 500 }));
    await expect(loadMenuTypes('de', { now: NOW })).rejects.toThrow('kaputt');
    expect(localStorage.getItem(TYPES_CACHE_KEY)).toBeNull();
  });
});

describe('normalizeTypes', () => {
  it('reads code and name, upper-cases and falls back to the code for the name', () => {
    expect(
      normalizeTypes([
        { code: 'food', name: 'Speisen', sortOrder: 1 },
        { code: 'bar', sortOrder: 2 },
      ]),
    ).toEqual([
      { type: 'FOOD', typeName: 'Speisen', sortOrder: 1 },
      { type: 'BAR', typeName: 'BAR', sortOrder: 2 },
    ]);
  });

  it('sorts by sortOrder, non-numeric last, ties in the original order', () => {
    const sorted = normalizeTypes([
      { type: 'X', sortOrder: 'viel' },
      { type: 'B', sortOrder: 2 },
      { type: 'A', sortOrder: 1 },
      { type: 'C', sortOrder: 2 },
      { type: 'D', sortOrder: '0' },
    ]);
    expect(sorted.map((t) => t.type)).toEqual(['D', 'A', 'B', 'C', 'X']);
  });

  it('treats a non-array answer as no types', () => {
    expect(normalizeTypes({ content: [] })).toEqual([]);
  });
});
