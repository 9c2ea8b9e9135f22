import { Injectable } from '@nestjs/common';
import { JwtService, TokenExpiredError } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NOT_LOGGED_IN } from '../auth/staff-auth.guard.js';
import { JWT_ALGORITHM, SESSION_AUDIENCE, STAFF_AUDIENCE, type StaffTokenPayload } from '../auth/token.service.js';
import { AppConfig } from '../config/app-config.js';
import { NO_SESSION, touchActiveSession } from '../sessions/session-activity.js';
import { ROLES, User } from '../users/user.entity.js';
import type { LiveScope } from './live-scope.js';

export const UNAVAILABLE = 'Live-Verbindung gerade nicht möglich, bitte später erneut versuchen.';
export const BAD_LAST_SEQ = 'lastSeq muss eine nicht-negative ganze Zahl sein.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refused handshake; Socket.IO hands message and data to the client's `connect_error`. */
export class LiveRefusal extends Error {
  /** UNAVAILABLE: the server could not check the token (database down); the client retries. */
  readonly data: { code: 'UNAUTHORIZED' | 'EXPIRED' | 'BAD_REQUEST' | 'UNAVAILABLE' };

  constructor(message: string, code: LiveRefusal['data']['code'] = 'UNAUTHORIZED') {
    super(message);
    this.data = { code };
  }
}

export interface LiveHandshake {
  scope: LiveScope;
  lastSeq: number | null;
  /** When the token expires (ms since epoch): the connection ends then. */
  expiresAt: number;
  /** A staff token's version: revoking the account's older tokens ends this connection. */
  tokenVersion?: number;
}

function parseLastSeq(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new LiveRefusal(BAD_LAST_SEQ, 'BAD_REQUEST');
  return value;
}

/** Checks `io(origin, {auth: {token, lastSeq}})` as the HTTP guards check a bearer token. */
@Injectable()
export class LiveHandshakeService {
  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async accept(auth: unknown): Promise<LiveHandshake> {
    const { token, lastSeq } = (auth ?? {}) as { token?: unknown; lastSeq?: unknown };
    if (typeof token !== 'string' || token === '') throw new LiveRefusal(NOT_LOGGED_IN);
    const parsedLastSeq = parseLastSeq(lastSeq);
    const audience = (this.jwt.decode<{ aud?: unknown } | null>(token) ?? {}).aud;
    if (audience === STAFF_AUDIENCE) return this.acceptStaff(token, parsedLastSeq);
    if (audience === SESSION_AUDIENCE) return this.acceptSession(token, parsedLastSeq);
    throw new LiveRefusal(NOT_LOGGED_IN);
  }

  private verify<T extends object>(token: string, audience: string): T & { exp: number } {
    try {
      return this.jwt.verify<T & { exp: number }>(token, { algorithms: [JWT_ALGORITHM], audience });
    } catch (err) {
      throw err instanceof TokenExpiredError ? new LiveRefusal(NOT_LOGGED_IN, 'EXPIRED') : new LiveRefusal(NOT_LOGGED_IN);
    }
  }

  /** Like StaffJwtStrategy: the user must still exist, with the token's version and a staff role. */
  private async acceptStaff(token: string, lastSeq: number | null): Promise<LiveHandshake> {
    const payload = this.verify<StaffTokenPayload>(token, STAFF_AUDIENCE);
    const id = Number(payload.sub);
    if (!Number.isInteger(id)) throw new LiveRefusal(NOT_LOGGED_IN);
    const user = await this.dataSource.manager.findOneBy(User, { id });
    if (!user || user.tokenVersion !== payload.tv || !user.roles.some((role) => ROLES.includes(role))) {
      throw new LiveRefusal(NOT_LOGGED_IN);
    }
    return { scope: { kind: 'staff', userId: user.id }, lastSeq, expiresAt: payload.exp * 1000, tokenVersion: user.tokenVersion };
  }

  private async acceptSession(token: string, lastSeq: number | null): Promise<LiveHandshake> {
    const payload = this.verify<{ sub?: string }>(token, SESSION_AUDIENCE);
    const sessionId = String(payload.sub ?? '').toLowerCase();
    if (!UUID.test(sessionId) || !(await touchActiveSession(this.dataSource.manager, sessionId, this.config.sessionIdleHours))) {
      throw new LiveRefusal(NO_SESSION);
    }
    return { scope: { kind: 'session', sessionId }, lastSeq, expiresAt: payload.exp * 1000 };
  }
}
