import { describe, expect, it } from 'vitest';
import { SeqGaps } from './seqGaps';

const GRACE = 3000;

describe('SeqGaps (holes in the staff feed)', () => {
  it('sees no gap while every seq arrives, in order or a little out of it', () => {
    const gaps = new SeqGaps(GRACE);
    gaps.caughtUp(10);
    gaps.offer(11, 0);
    gaps.offer(13, 100);
    expect(gaps.dueAt()).toBe(100 + GRACE);
    gaps.offer(12, 150);
    expect(gaps.dueAt()).toBeNull();
    expect(gaps.isGap(10_000)).toBe(false);
  });

  it('calls a hole a gap once it has stayed open for the grace time', () => {
    const gaps = new SeqGaps(GRACE);
    gaps.caughtUp(10);
    gaps.offer(12, 1000);
    gaps.offer(15, 2000);
    expect(gaps.isGap(1000 + GRACE - 1)).toBe(false);
    expect(gaps.isGap(1000 + GRACE)).toBe(true);
    gaps.offer(11, 3500);
    // 13 and 14 were noticed later.
    expect(gaps.dueAt()).toBe(2000 + GRACE);
  });

  it('forgets the holes once the data is reloaded, and goes on from the highest seq seen', () => {
    const gaps = new SeqGaps(GRACE);
    gaps.caughtUp(10);
    gaps.offer(12, 0);
    gaps.reloaded();
    expect(gaps.dueAt()).toBeNull();
    gaps.offer(13, 5000);
    expect(gaps.dueAt()).toBeNull();
  });

  it('trusts the server after a reconnect: the replay and hello say what was missed', () => {
    const gaps = new SeqGaps(GRACE);
    gaps.offer(5, 0);
    expect(gaps.dueAt()).toBeNull();
    gaps.caughtUp(10);
    gaps.offer(12, 0);
    gaps.pause();
    // Replayed while reconnecting: nothing to compare with until hello.
    gaps.offer(14, 10);
    expect(gaps.dueAt()).toBeNull();
    gaps.caughtUp(20);
    gaps.offer(21, 20);
    expect(gaps.dueAt()).toBeNull();
  });

  it('keeps a long jump a gap without listing every missing seq', () => {
    const gaps = new SeqGaps(GRACE);
    gaps.caughtUp(1);
    gaps.offer(1_000_000, 0);
    gaps.offer(999_999, 1);
    expect(gaps.isGap(GRACE)).toBe(true);
  });
});
