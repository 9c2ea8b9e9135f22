/**
 * Thins a burst of news per key: the first goes out at once, then at most one per window, carrying the latest
 * value, so the last change always goes out (leading and trailing edge). Per process: timers live in memory.
 */
export class Coalescer<K, V> {
  /** Keys whose window is open, with the value still to send at its end (none: nothing new since). */
  private readonly open = new Map<K, { timer: NodeJS.Timeout; latest?: { value: V } }>();

  constructor(
    private readonly windowMs: number,
    private readonly send: (key: K, value: V) => void,
  ) {}

  offer(key: K, value: V): void {
    const window = this.open.get(key);
    if (window) window.latest = { value };
    else this.sendAndWait(key, value);
  }

  /** Drops what waits (the process shuts down). */
  clear(): void {
    for (const { timer } of this.open.values()) clearTimeout(timer);
    this.open.clear();
  }

  private sendAndWait(key: K, value: V): void {
    this.send(key, value);
    const timer = setTimeout(() => {
      const latest = this.open.get(key)?.latest;
      this.open.delete(key);
      if (latest) this.sendAndWait(key, latest.value);
    }, this.windowMs).unref();
    this.open.set(key, { timer });
  }
}
