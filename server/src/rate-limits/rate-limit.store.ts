import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface Hit {
  hits: number;
  blocked: boolean;
  secondsToExpire: number;
  secondsToUnblock: number;
}

interface HitRow {
  hits: number;
  blocked: boolean;
  seconds_to_expire: number;
  seconds_to_unblock: number;
}

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/*
 * One statement, so concurrent hits on one key (also from several processes) count exactly: the row
 * lock of ON CONFLICT DO UPDATE orders them. A window that is over, or a block that has ended,
 * starts afresh; while blocked nothing is counted; the hit that goes over the limit starts the block.
 */
const HIT_SQL = `
  INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at, blocked_until)
  VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond',
          CASE WHEN $3::int < 1 THEN now() + $4::float8 * interval '1 millisecond' END)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.blocked_until > now() THEN c.hits
                WHEN c.window_ends_at <= now() OR c.blocked_until IS NOT NULL THEN 1
                ELSE c.hits + 1 END,
    window_ends_at = CASE WHEN c.blocked_until > now() THEN c.window_ends_at
                WHEN c.window_ends_at <= now() OR c.blocked_until IS NOT NULL THEN EXCLUDED.window_ends_at
                ELSE c.window_ends_at END,
    blocked_until = CASE WHEN c.blocked_until > now() THEN c.blocked_until
                WHEN c.window_ends_at <= now() OR c.blocked_until IS NOT NULL THEN EXCLUDED.blocked_until
                WHEN c.hits + 1 > $3::int THEN now() + $4::float8 * interval '1 millisecond'
                ELSE NULL END
  RETURNING hits,
    COALESCE(blocked_until > now(), false) AS blocked,
    GREATEST(0, CEIL(EXTRACT(EPOCH FROM (window_ends_at - now()))))::int AS seconds_to_expire,
    GREATEST(0, CEIL(EXTRACT(EPOCH FROM (COALESCE(blocked_until, now()) - now()))))::int AS seconds_to_unblock`;

/**
 * Rate-limit counters in the database (`rate_limit_counters`), so every server process behind a
 * load balancer shares them: the guest routes' limits and the login throttle count here.
 */
@Injectable()
export class RateLimitStore implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RateLimitStore.name);
  private purgeTimer: NodeJS.Timeout | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts one hit on `key` in a window of `ttlMs`; above `limit` the key is blocked for `blockMs`. */
  async hit(key: string, ttlMs: number, limit: number, blockMs: number = ttlMs): Promise<Hit> {
    const [row] = await this.dataSource.query<HitRow[]>(HIT_SQL, [key.slice(0, 200), ttlMs, limit, blockMs]);
    return { hits: row.hits, blocked: row.blocked, secondsToExpire: row.seconds_to_expire, secondsToUnblock: row.seconds_to_unblock };
  }

  /** Takes back one hit that turned out not to count (a successful login); a block stays. */
  async giveBack(key: string): Promise<void> {
    await this.dataSource.query('UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND blocked_until IS NULL', [
      key.slice(0, 200),
    ]);
  }

  async purgeExpired(): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ count: number }>>(`
      WITH gone AS (
        DELETE FROM rate_limit_counters WHERE window_ends_at < now() AND (blocked_until IS NULL OR blocked_until < now()) RETURNING 1
      ) SELECT count(*)::int AS count FROM gone`);
    return row.count;
  }

  onApplicationBootstrap(): void {
    this.purgeTimer = setInterval(() => {
      this.purgeExpired().catch((err: Error) => this.logger.warn(`Purging rate-limit counters failed: ${err.message}`));
    }, PURGE_INTERVAL_MS).unref();
  }

  onApplicationShutdown(): void {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
  }
}
