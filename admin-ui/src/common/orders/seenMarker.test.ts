import { beforeEach, describe, expect, it } from 'vitest';
import { SEEN_KEY, isUnseen, markSeen } from './seenMarker';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe('seen marker', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('shows an order never opened in this browser as new', () => {
    expect(isUnseen({ id: 1, updatedAt: '2026-11-22T10:00:00.000Z' }, storage)).toBe(true);
  });

  it('no longer shows an opened order as new', () => {
    markSeen([{ id: 1, updatedAt: '2026-11-22T10:00:00.000Z' }], storage);
    expect(isUnseen({ id: 1, updatedAt: '2026-11-22T10:00:00.000Z' }, storage)).toBe(false);
  });

  it('shows an order updated after it was last seen as new again', () => {
    markSeen([{ id: 1, updatedAt: '2026-11-22T10:00:00.000Z' }], storage);
    expect(isUnseen({ id: 1, updatedAt: '2026-11-22T10:05:00.000Z' }, storage)).toBe(true);
  });

  it('marks every listed order seen at once', () => {
    markSeen(
      [
        { id: 1, updatedAt: '2026-11-22T10:00:00Z' },
        { id: 2, updatedAt: '2026-11-22T11:00:00Z' },
      ],
      storage,
    );
    expect(isUnseen({ id: 1, updatedAt: '2026-11-22T10:00:00Z' }, storage)).toBe(false);
    expect(isUnseen({ id: 2, updatedAt: '2026-11-22T11:00:00Z' }, storage)).toBe(false);
    expect(isUnseen({ id: 3, updatedAt: '2026-11-22T11:00:00Z' }, storage)).toBe(true);
  });

  it('treats a corrupt stored marker as nothing seen', () => {
    storage.setItem(SEEN_KEY, '{not json');
    expect(isUnseen({ id: 1, updatedAt: '2026-11-22T10:00:00Z' }, storage)).toBe(true);
    markSeen([{ id: 1, updatedAt: '2026-11-22T10:00:00Z' }], storage);
    expect(isUnseen({ id: 1, updatedAt: '2026-11-22T10:00:00Z' }, storage)).toBe(false);
  });

  it('keeps the stored marker bounded', () => {
    const orders = Array.from({ length: 2500 }, (_, i) => ({
      id: i,
      updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }));
    markSeen(orders, storage);
    expect(Object.keys(JSON.parse(storage.getItem(SEEN_KEY)!))).toHaveLength(2000);
    expect(isUnseen(orders[2499], storage)).toBe(false);
  });
});
