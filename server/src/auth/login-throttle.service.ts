import { Injectable } from '@nestjs/common';
import { ApiError } from '../common/api-error.js';
import { clientAddress } from '../rate-limits/client-address.js';
import { RateLimitStore } from '../rate-limits/rate-limit.store.js';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins one client address may have for one username in the window … */
const MAX_FAILURES_PER_USERNAME_AND_ADDRESS = 10;
/** … and for all usernames together. */
const MAX_FAILURES_PER_ADDRESS = 100;
const TOO_MANY_ATTEMPTS = 'Zu viele Anmeldeversuche. Bitte später erneut versuchen.';

/**
 * Login throttling per (username, client address) and per address, never per username alone: failures
 * from one client never lock out another (OWASP authentication guidance). Every attempt first takes a
 * slot atomically in the shared counters (`rate_limit_counters`), so parallel attempts cannot overshoot;
 * a successful login gives its slots back, so only failures count. Over the limit, that client gets 429,
 * even with the right password, until the window has passed.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly counters: RateLimitStore) {}

  /** Takes the attempt's slots; 429 when the client is over a limit. Returns the keys to give back on success. */
  async takeAttempt(usernameKey: string, ip: string | undefined): Promise<string[]> {
    const address = clientAddress(ip);
    const keys: Array<[string, number]> = [
      [`login:user:${address}:${usernameKey}`, MAX_FAILURES_PER_USERNAME_AND_ADDRESS],
      [`login:address:${address}`, MAX_FAILURES_PER_ADDRESS],
    ];
    for (const [key, limit] of keys) {
      if ((await this.counters.hit(key, LOGIN_WINDOW_MS, limit)).blocked) throw new ApiError(429, TOO_MANY_ATTEMPTS);
    }
    return keys.map(([key]) => key);
  }

  async succeeded(keys: string[]): Promise<void> {
    for (const key of keys) await this.counters.giveBack(key);
  }
}
