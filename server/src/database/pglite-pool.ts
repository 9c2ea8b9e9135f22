import { EventEmitter } from 'node:events';
import type { PGlite, Results } from '@electric-sql/pglite';

type Callback<T> = (err: Error | null, result?: T) => void;

interface PgResult {
  rows: unknown[];
  rowCount: number;
  command: string;
}

/**
 * A FIFO lock: PGlite is one database session, so one query runner at a time owns it,
 * from connect to release. This keeps concurrent transactions apart (typeorm-pglite's shared
 * session was seen committing another request's rolled-back insert).
 */
class FifoLock {
  private held = false;
  private readonly waiters: Array<() => void> = [];

  acquire(timeoutMs: number): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.waiters.indexOf(grant);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(new Error(`Timed out after ${timeoutMs} ms waiting for the embedded database`));
      }, timeoutMs);
      this.waiters.push(grant);
    });
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.held = false;
  }
}

function toPgResult(result: Results): PgResult {
  return {
    rows: result.rows,
    rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
    command: result.command ?? '',
  };
}

/** One lease of the database, shaped like a pg client as TypeORM uses it. */
class PgliteClient extends EventEmitter {
  constructor(private readonly db: PGlite) {
    super();
  }

  query(sql: string, params?: unknown[] | Callback<PgResult>, callback?: Callback<PgResult>): Promise<PgResult> | void {
    const cb = typeof params === 'function' ? params : callback;
    const values = Array.isArray(params) ? params : undefined;
    const promise = this.run(sql, values);
    if (!cb) return promise;
    promise.then(
      (result) => cb(null, result),
      (err: Error) => cb(err),
    );
  }

  private async run(sql: string, params?: unknown[]): Promise<PgResult> {
    if (params && params.length > 0) return toPgResult(await this.db.query(sql, params));
    // Without parameters the simple protocol runs several statements at once (migrations).
    const results = await this.db.exec(sql);
    return toPgResult(results[results.length - 1] ?? { rows: [], fields: [] });
  }
}

/**
 * Builds an object that looks like the `pg` module to TypeORM (its `driver` option):
 * a Pool whose clients all share the one PGlite instance, handed out one at a time.
 */
export function createPglitePgModule(db: PGlite, options: { acquireTimeoutMs?: number; onClose?: () => Promise<void> } = {}) {
  const lock = new FifoLock();
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;

  class Pool extends EventEmitter {
    private ended = false;

    connect(callback: (err: Error | null, client?: PgliteClient, release?: (err?: unknown) => void) => void): void {
      if (this.ended) return callback(new Error('The embedded database is closed'));
      lock.acquire(acquireTimeoutMs).then(
        () => callback(null, new PgliteClient(db), () => void this.release()),
        (err: Error) => callback(err),
      );
    }

    /** A lease that ends inside a transaction rolls it back, so nothing leaks to the next owner. */
    private async release(): Promise<void> {
      try {
        if (!db.closed && db.isInTransaction()) await db.exec('ROLLBACK');
      } finally {
        lock.release();
      }
    }

    end(callback?: (err?: Error) => void): void {
      this.ended = true;
      const close = async () => {
        if (!db.closed) await db.close();
        await options.onClose?.();
      };
      close().then(
        () => callback?.(),
        (err: Error) => callback?.(err),
      );
    }
  }

  /** Runs `work` on the database while no query runner holds it (between transactions), e.g. a backup. */
  const exclusive = async <T>(work: (db: PGlite) => Promise<T>): Promise<T> => {
    await lock.acquire(acquireTimeoutMs);
    try {
      return await work(db);
    } finally {
      lock.release();
    }
  };

  return { Pool, defaults: {}, exclusive };
}

export type PglitePgModule = ReturnType<typeof createPglitePgModule>;
