import { describe, expect, it } from '@jest/globals';
import { ChangeDroppedSnapshot } from './change-dropped-snapshot.js';

describe('ChangeDroppedSnapshot', () => {
  const counting = () => {
    let loads = 0;
    const snapshot = new ChangeDroppedSnapshot(() => Promise.resolve(++loads), 30_000);
    return { snapshot, loads: () => loads };
  };

  it('loads once for readers meanwhile and keeps the value until it is dropped', async () => {
    const { snapshot, loads } = counting();
    expect(await Promise.all([snapshot.get(0), snapshot.get(0)])).toEqual([1, 1]);
    expect(await snapshot.get(29_999)).toBe(1);
    snapshot.drop();
    expect(await snapshot.get(29_999)).toBe(2);
    expect(loads()).toBe(2);
  });

  it('loads again once the value is older than its maximum age', async () => {
    const { snapshot } = counting();
    expect(await snapshot.get(0)).toBe(1);
    expect(await snapshot.get(30_000)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const snapshot = new ChangeDroppedSnapshot(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve('menu')), 30_000);
    await expect(snapshot.get(0)).rejects.toThrow('down');
    fail = false;
    expect(await snapshot.get(1)).toBe('menu');
  });
});
