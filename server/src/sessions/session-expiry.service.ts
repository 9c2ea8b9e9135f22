import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SessionsService } from './sessions.service.js';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Removes idle guest sessions with their baskets every ten minutes. Every server process runs it;
 * the deletes do not collide (a row deleted by one is simply not there for the other).
 */
@Injectable()
export class SessionExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SessionExpiry.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly sessions: SessionsService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS).unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    try {
      const ended = await this.sessions.deleteIdle();
      if (ended.length) this.logger.log(`Removed ${ended.length} idle guest session(s)`);
      return ended.length;
    } catch (err) {
      this.logger.warn(`Removing idle guest sessions failed: ${(err as Error).message}`);
      return 0;
    }
  }
}
