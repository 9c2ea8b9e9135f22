/**
 * Read-mostly data (the menu's items, the extras) kept in memory as one snapshot: loaded by the first
 * reader, shared by the readers meanwhile, dropped when the owner hears of a change (`drop`), and
 * reloaded at the latest after `maxAgeMs` in case a change message between processes was lost.
 */
export class ChangeDroppedSnapshot<T> {
  private current: { value: Promise<T>; loadedAt: number } | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly maxAgeMs: number,
  ) {}

  get(now = Date.now()): Promise<T> {
    if (this.current && now - this.current.loadedAt < this.maxAgeMs) return this.current.value;
    const value = this.load();
    const entry = { value, loadedAt: now };
    this.current = entry;
    // A failed load is not kept: the next reader tries again.
    value.catch(() => {
      if (this.current === entry) this.current = null;
    });
    return value;
  }

  drop(): void {
    this.current = null;
  }
}
