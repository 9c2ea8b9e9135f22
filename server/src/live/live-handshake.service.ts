import { Injectable } from '@nestjs/common';
import { TokenExpiredError } from '@nestjs/jwt';
import { StaffAccess } from '../auth/staff-access.service.js';
import { NOT_LOGGED_IN } from '../auth/staff-auth.guard.js';
import { SESSION_AUDIENCE, STAFF_AUDIENCE, type StaffTokenPayload, TokenService } from '../auth/token.service.js';
import { isUuid } from '../common/id.pipe.js';
import { NO_SESSION } from '../sessions/session-owner.guard.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { ROLES } from '../users/roles.js';
import { sessionViewer, type OrderViewer } from '../orders/order-audience.js';

export const UNAVAILABLE = 'Live-Verbindung gerade nicht möglich, bitte später erneut versuchen.';
const BAD_LAST_SEQ = 'lastSeq muss eine nicht-negative ganze Zahl sein.';

/** A refused handshake; Socket.IO hands message and data to the client's `connect_error`. */
export class LiveRefusal extends Error {
  /**
   * UNAVAILABLE: the server could not check the token (database down); the client retries. TOO_MANY_CONNECTIONS:
   * the guest session holds as many live connections as it may (live-connection-limit.ts).
   */
  readonly data: { code: 'UNAUTHORIZED' | 'EXPIRED' | 'BAD_REQUEST' | 'UNAVAILABLE' | 'TOO_MANY_CONNECTIONS' };

  constructor(message: string, code: LiveRefusal['data']['code'] = 'UNAUTHORIZED') {
    super(message);
    this.data = { code };
  }
}

export interface LiveHandshake {
  /** Whose order events the connection may see. */
  viewer: OrderViewer;
  /** A staff connection's account: deleting it, or revoking its tokens, ends this connection. */
  userId?: number;
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
    private readonly tokens: TokenService,
    private readonly staffAccess: StaffAccess,
    private readonly sessions: SessionsService,
  ) {}

  async accept(auth: unknown): Promise<LiveHandshake> {
    const { token, lastSeq } = (auth ?? {}) as { token?: unknown; lastSeq?: unknown };
    if (typeof token !== 'string' || token === '') throw new LiveRefusal(NOT_LOGGED_IN);
    const parsedLastSeq = parseLastSeq(lastSeq);
    const audience = this.tokens.audienceOf(token);
    if (audience === STAFF_AUDIENCE) return this.acceptStaff(token, parsedLastSeq);
    if (audience === SESSION_AUDIENCE) return this.acceptSession(token, parsedLastSeq);
    throw new LiveRefusal(NOT_LOGGED_IN);
  }

  private verify<T extends object>(token: string, audience: string): T & { exp: number } {
    try {
      return this.tokens.verify<T>(token, audience);
    } catch (err) {
      throw err instanceof TokenExpiredError ? new LiveRefusal(NOT_LOGGED_IN, 'EXPIRED') : new LiveRefusal(NOT_LOGGED_IN);
    }
  }

  /** As for HTTP (StaffAccess): the account must still exist with the token's version; live needs a staff role too. */
  private async acceptStaff(token: string, lastSeq: number | null): Promise<LiveHandshake> {
    const payload = this.verify<StaffTokenPayload>(token, STAFF_AUDIENCE);
    const staff = await this.staffAccess.principalOf(payload);
    if (!staff || !staff.roles.some((role) => ROLES.includes(role))) throw new LiveRefusal(NOT_LOGGED_IN);
    return { viewer: { kind: 'staff' }, userId: staff.userId, lastSeq, expiresAt: payload.exp * 1000, tokenVersion: payload.tv };
  }

  private async acceptSession(token: string, lastSeq: number | null): Promise<LiveHandshake> {
    const payload = this.verify<{ sub?: string }>(token, SESSION_AUDIENCE);
    const sessionId = String(payload.sub ?? '').toLowerCase();
    const session = isUuid(sessionId) ? await this.sessions.touchActive(sessionId) : null;
    if (!session) throw new LiveRefusal(NO_SESSION);
    return { viewer: sessionViewer(session), lastSeq, expiresAt: payload.exp * 1000 };
  }
}
