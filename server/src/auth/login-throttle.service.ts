import { Injectable } from '@nestjs/common';
import { TooManyRequestsError } from '../common/api-error.js';
import { clientAddress } from '../rate-limits/client-address.js';
import { RateLimitStore } from '../rate-limits/rate-limit.store.js';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed password checks one client address may have for one username in the window … */
const MAX_FAILURES_PER_USERNAME_AND_ADDRESS = 10;
/** … and failed logins with usernames that belong to no account, all together. */
const MAX_UNKNOWN_USERNAMES_PER_ADDRESS = 100;
const TOO_MANY_ATTEMPTS = 'Zu viele Anmeldeversuche. Bitte später erneut versuchen.';

/** The counters one password check counts on (see LoginThrottle). */
export interface LoginAttempt {
  usernameAndAddress: string;
  unknownUsernames: string;
}

/**
 * Password-check throttling per (username, client address), never per username alone: failures from one
 * client never lock out another (OWASP authentication guidance). Every check first takes a slot atomically in
 * the shared counters (`rate_limit_counters`), so parallel attempts cannot overshoot; a right password gives
 * it back, so only failures count. Over the limit, that client gets 429 for that username, even with the right
 * password: that account is under attack from there.
 *
 * Besides, an address has a budget for failed logins with unknown usernames (a script trying names), which
 * never spends a real account's attempts: the staff behind the restaurant's one address keep logging in. Once
 * it is used up, every failed login from there answers 429, whether the name exists or not, so the answer does
 * not tell which names do; a right password still logs in.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly counters: RateLimitStore) {}

  /** Takes the check's slot; 429 when this client is over the limit for this username. */
  async takeAttempt(usernameKey: string, ip: string | undefined): Promise<LoginAttempt> {
    const address = clientAddress(ip);
    const attempt = { usernameAndAddress: `login:user:${address}:${usernameKey}`, unknownUsernames: `login:unknown:${address}` };
    const hit = await this.counters.hit(attempt.usernameAndAddress, LOGIN_WINDOW_MS, MAX_FAILURES_PER_USERNAME_AND_ADDRESS);
    if (hit.blocked) throw new TooManyRequestsError(TOO_MANY_ATTEMPTS, hit.secondsToUnblock);
    return attempt;
  }

  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.counters.giveBack(attempt.usernameAndAddress);
  }

  /**
   * A failed login: an unknown username counts on the address's budget. 429 once that budget is used up, for a
   * known username too. One query either way, answering the same, so neither the answer nor its time tells them apart.
   */
  async loginFailed(attempt: LoginAttempt, accountExists: boolean): Promise<void> {
    const key = attempt.unknownUsernames;
    const blockedFor = accountExists
      ? await this.counters.blockedFor(key, MAX_UNKNOWN_USERNAMES_PER_ADDRESS, LOGIN_WINDOW_MS)
      : await this.countUnknownUsername(key);
    if (blockedFor > 0) throw new TooManyRequestsError(TOO_MANY_ATTEMPTS, blockedFor);
  }

  private async countUnknownUsername(key: string): Promise<number> {
    const hit = await this.counters.hit(key, LOGIN_WINDOW_MS, MAX_UNKNOWN_USERNAMES_PER_ADDRESS);
    return hit.blocked ? Math.max(1, hit.secondsToUnblock) : 0;
  }
}
