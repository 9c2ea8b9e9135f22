/**
 * Holes in the staff feed's seqs. Staff see every order event, and the server replays after each reconnect
 * whatever was missed (or says replay.truncated), so while connected every seq should arrive. A hole can
 * still show: events from another server process arrive a few milliseconds out of order (it fills), a
 * rolled-back change used up a seq (it never fills), or another process's notification was lost (it never
 * fills, and that event is missing). A gap is a hole still open after `graceMs`: the screens then reload.
 */
const MAX_HOLES = 1000;

export class SeqGaps {
  /** The highest seq seen since the server last said where the client stands. */
  private highest: number | null = null;
  /** Missing seqs, with when they were noticed. */
  private readonly missing = new Map<number, number>();

  constructor(private readonly graceMs: number) {}

  /** The server's word (hello, or a truncated replay about to be reloaded): everything up to `seq` is there. */
  caughtUp(seq: number | null): void {
    this.highest = seq;
    this.missing.clear();
  }

  /** Connection lost: until the next hello, the replay decides what was missed. */
  pause(): void {
    this.caughtUp(null);
  }

  /** A live event's seq; before the first hello (or while replaying) there is nothing to compare with. */
  offer(seq: number, now: number): void {
    if (this.highest === null) return;
    if (seq <= this.highest) {
      this.missing.delete(seq);
      return;
    }
    // A jump beyond MAX_HOLES stays a gap all the same: its first holes never fill.
    for (let hole = Math.max(this.highest + 1, seq - MAX_HOLES); hole < seq; hole++) this.missing.set(hole, now);
    this.highest = seq;
  }

  /** When the oldest open hole becomes a gap, or null when there is none. */
  dueAt(): number | null {
    // Holes are noticed in seq order, so the first one left is the oldest.
    const oldest = this.missing.values().next();
    return oldest.done ? null : oldest.value + this.graceMs;
  }

  isGap(now: number): boolean {
    const due = this.dueAt();
    return due !== null && due <= now;
  }

  /** After a reload everything seen so far is in the data. */
  reloaded(): void {
    this.caughtUp(this.highest);
  }
}
