import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RateLimitsRepository } from './rate-limits.repository.js';

interface Hit {
  hits: number;
  blocked: boolean;
  secondsToExpire: number;
  secondsToUnblock: number;
}

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Rate-limit counters in the database (`rate_limit_counters`), so every server process behind a
 * load balancer shares them: the guest routes' limits and the login throttle count here.
 */
@Injectable()
export class RateLimitStore implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RateLimitStore.name);
  private purgeTimer: NodeJS.Timeout | null = null;

  constructor(private readonly counters: RateLimitsRepository) {}

  /** Counts one hit on `key` in a window of `ttlMs`; above `limit` the key is blocked for `blockMs`. */
  async hit(key: string, ttlMs: number, limit: number, blockMs: number = ttlMs): Promise<Hit> {
    const row = await this.counters.hit(key.slice(0, 200), ttlMs, limit, blockMs);
    return { hits: row.hits, blocked: row.blocked, secondsToExpire: row.seconds_to_expire, secondsToUnblock: row.seconds_to_unblock };
  }

  /** The seconds a hit on `key` now would be refused for (0: it would count), without counting it. */
  blockedFor(key: string, limit: number, blockMs: number): Promise<number> {
    return this.counters.blockedFor(key.slice(0, 200), limit, blockMs);
  }

  /** Takes back one hit that turned out not to count (a successful login); a block stays. */
  giveBack(key: string): Promise<void> {
    return this.counters.giveBack(key.slice(0, 200));
  }

  purgeExpired(): Promise<number> {
    return this.counters.purgeExpired();
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
