import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Coalescer } from './coalescer.js';

describe('Coalescer', () => {
  let sent: Array<[number, string]>;
  let coalescer: Coalescer<number, string>;

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    coalescer = new Coalescer(250, (key, value) => sent.push([key, value]));
  });
  afterEach(() => {
    coalescer.clear();
    jest.useRealTimers();
  });

  it('sends the first value at once', () => {
    coalescer.offer(1, 'a');
    expect(sent).toEqual([[1, 'a']]);
  });

  it('sends a burst as its first value at once and its latest when the window ends', () => {
    for (const value of ['a', 'b', 'c', 'd']) coalescer.offer(1, value);
    expect(sent).toEqual([[1, 'a']]);
    jest.advanceTimersByTime(249);
    expect(sent).toEqual([[1, 'a']]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([
      [1, 'a'],
      [1, 'd'],
    ]);
    jest.advanceTimersByTime(1000);
    expect(sent).toHaveLength(2);
  });

  it('sends at most four a second under steady news, the last one included', () => {
    let i = 0;
    // A value every 10 ms for two seconds: 200 offers.
    for (let ms = 0; ms < 2000; ms += 10) {
      coalescer.offer(1, `v${i++}`);
      jest.advanceTimersByTime(10);
    }
    jest.advanceTimersByTime(250);
    expect(sent.length).toBeLessThanOrEqual(2 * 4 + 1);
    expect(sent.at(-1)).toEqual([1, 'v199']);
  });

  it('sends nothing at the end of a window with no news, and the next value at once again', () => {
    coalescer.offer(1, 'a');
    jest.advanceTimersByTime(250);
    expect(sent).toEqual([[1, 'a']]);
    coalescer.offer(1, 'b');
    expect(sent).toEqual([
      [1, 'a'],
      [1, 'b'],
    ]);
  });

  it('keeps one window per key', () => {
    coalescer.offer(1, 'a');
    coalescer.offer(2, 'x');
    coalescer.offer(1, 'b');
    coalescer.offer(2, 'y');
    expect(sent).toEqual([
      [1, 'a'],
      [2, 'x'],
    ]);
    jest.advanceTimersByTime(250);
    expect(sent.slice(2)).toEqual([
      [1, 'b'],
      [2, 'y'],
    ]);
  });

  it('drops what waits when cleared', () => {
    coalescer.offer(1, 'a');
    coalescer.offer(1, 'b');
    coalescer.clear();
    jest.advanceTimersByTime(1000);
    expect(sent).toEqual([[1, 'a']]);
  });
});
