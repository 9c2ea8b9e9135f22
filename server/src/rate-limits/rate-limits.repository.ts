import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

interface HitRow {
  hits: number;
  blocked: boolean;
  seconds_to_expire: number;
  seconds_to_unblock: number;
}

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

/* What HIT_SQL would answer for one more hit, without counting it: the block's rest, or a whole block when the hit would go over. */
const BLOCKED_FOR_SQL = `
  SELECT CASE WHEN blocked_until > now() THEN CEIL(EXTRACT(EPOCH FROM (blocked_until - now())))
              WHEN blocked_until IS NULL AND window_ends_at > now() AND hits + 1 > $2::int THEN CEIL($3::float8 / 1000)
              ELSE 0 END::int AS seconds
  FROM rate_limit_counters WHERE key = $1`;

/** The queries over `rate_limit_counters`. */
@Injectable()
export class RateLimitsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async hit(key: string, ttlMs: number, limit: number, blockMs: number): Promise<HitRow> {
    const [row] = await this.dataSource.query<HitRow[]>(HIT_SQL, [key, ttlMs, limit, blockMs]);
    return row;
  }

  async blockedFor(key: string, limit: number, blockMs: number): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ seconds: number }>>(BLOCKED_FOR_SQL, [key, limit, blockMs]);
    return row?.seconds ?? 0;
  }

  async giveBack(key: string): Promise<void> {
    await this.dataSource.query('UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND blocked_until IS NULL', [
      key,
    ]);
  }

  async purgeExpired(): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ count: number }>>(`
      WITH gone AS (
        DELETE FROM rate_limit_counters WHERE window_ends_at < now() AND (blocked_until IS NULL OR blocked_until < now()) RETURNING 1
      ) SELECT count(*)::int AS count FROM gone`);
    return row.count;
  }
}
