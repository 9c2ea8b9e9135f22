/** Where a client stands in the feed: the newest seq seen, and recent seqs to drop repeats. */
export class SeqTracker {
  private readonly seen = new Set<number>();

  constructor(
    public lastSeq: number | null,
    private readonly remember = 2000,
    /** Seqs taken before (e.g. kept across a page reload), oldest first. */
    taken: Iterable<number> = [],
  ) {
    for (const seq of taken) this.seen.add(seq);
  }

  /** The newest `count` seqs taken, oldest first: worth keeping with lastSeq, as a replay may resend them. */
  recent(count: number): number[] {
    return [...this.seen].slice(-count);
  }

  /** True the first time a seq is offered, false for a repeat. */
  accept(seq: number): boolean {
    if (this.seen.has(seq)) return false;
    this.seen.add(seq);
    // A Set iterates in insertion order: the first entry is the oldest.
    if (this.seen.size > this.remember) this.seen.delete(this.seen.values().next().value as number);
    this.lastSeq = Math.max(this.lastSeq ?? 0, seq);
    return true;
  }

  /** The server's word on where the client stands after a replay (hello). */
  advanceTo(seq: number): void {
    this.lastSeq = Math.max(this.lastSeq ?? 0, seq);
  }

  /** After a truncated replay the client reloads and continues from the server's seq. */
  resetTo(seq: number): void {
    this.seen.clear();
    this.lastSeq = seq;
  }
}
