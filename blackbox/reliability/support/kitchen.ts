import { connectLive, type KeyValueStorage, type LiveConnection, type LiveState } from '../../../live-client/src/index.js';

class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

/**
 * A kitchen screen's feed: the live client the back office uses (connectLive: replay from its last seq, repeats
 * dropped, reconnecting by itself), with what it handed the screen counted per seq.
 */
export class KitchenScreen {
  /** How often the screen was handed each seq (1 each, or it saw something twice). */
  readonly received = new Map<number, number>();
  readonly states: LiveState[] = [];
  reloads = 0;
  private readonly connection: LiveConnection;

  constructor(url: string, token: string) {
    this.connection = connectLive({
      url,
      token,
      storage: new MemoryStorage(),
      storageKey: 'tischlein_live_seq',
      onEvent: (_name, event) => this.received.set(event.seq, (this.received.get(event.seq) ?? 0) + 1),
      onState: (state) => this.states.push(state),
      onReload: () => (this.reloads += 1),
      // The back office keeps Socket.IO's back-off (1–5 s); a shorter one keeps the test from waiting on it.
      socketOptions: { reconnectionDelay: 200, reconnectionDelayMax: 2000 },
    });
  }

  get state(): LiveState {
    return this.connection.state;
  }

  /** Seqs handed over more than once. */
  get repeats(): number[] {
    return [...this.received].filter(([, count]) => count > 1).map(([seq]) => seq);
  }

  /** Seqs of `expected` the screen has not been handed. */
  missing(expected: number[]): number[] {
    return expected.filter((seq) => !this.received.has(seq));
  }

  /** Times the screen went from live to offline. */
  get dropouts(): number {
    return this.states.filter((state, k) => state === 'offline' && this.states[k - 1] === 'live').length;
  }

  close(): void {
    this.connection.close();
  }
}
