import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiError } from '../common/api-error.js';
import { LoginFailure } from './login-failure.entity.js';

/**
 * Failed logins are rows in `login_failures`, so every process sees the same counts. Within a
 * sliding hour, a username may fail 100 times and an IP 300 times; beyond that every attempt
 * (even with the right password) is answered 429 until enough failures have aged out.
 * A successful login leaves the history alone: it would otherwise let a guesser who also knows
 * one valid account reset the IP counter.
 */
export const LOGIN_WINDOW_MINUTES = 60;
export const MAX_FAILURES_PER_USERNAME = 100;
export const MAX_FAILURES_PER_IP = 300;
export const TOO_MANY_ATTEMPTS = 'Zu viele Anmeldeversuche. Bitte später erneut versuchen.';

// Rows older than the window only cost space; about one failure in 20 clears them out.
const PURGE_PROBABILITY = 0.05;

@Injectable()
export class LoginThrottle {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async assertAllowed(username: string, ip: string): Promise<void> {
    const [row] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM (SELECT 1 FROM login_failures WHERE username = $1 AND created_at > now() - make_interval(mins => $3) LIMIT $4) u)::int AS by_username,
         (SELECT count(*) FROM (SELECT 1 FROM login_failures WHERE ip = $2 AND created_at > now() - make_interval(mins => $3) LIMIT $5) i)::int AS by_ip`,
      [normalizeUsername(username), normalizeIp(ip), LOGIN_WINDOW_MINUTES, MAX_FAILURES_PER_USERNAME, MAX_FAILURES_PER_IP],
    );
    if (row.by_username >= MAX_FAILURES_PER_USERNAME || row.by_ip >= MAX_FAILURES_PER_IP) {
      throw new ApiError(429, TOO_MANY_ATTEMPTS);
    }
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    await this.dataSource.manager.insert(LoginFailure, { username: normalizeUsername(username), ip: normalizeIp(ip) });
    if (Math.random() < PURGE_PROBABILITY) await this.purgeExpired();
  }

  async purgeExpired(): Promise<void> {
    await this.dataSource.query('DELETE FROM login_failures WHERE created_at < now() - make_interval(mins => $1)', [LOGIN_WINDOW_MINUTES]);
  }
}

/** Usernames are case-insensitive, so "Admin" and "admin" share one counter. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase().slice(0, 100);
}

function normalizeIp(ip: string | undefined): string {
  return (ip || 'unknown').slice(0, 64);
}
