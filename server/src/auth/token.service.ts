import { Injectable } from '@nestjs/common';
import { JsonWebTokenError, JwtService } from '@nestjs/jwt';
import type { Role } from '../users/roles.js';
import type { User } from '../users/user.entity.js';

/** Audiences keep the two kinds of token apart: a guest's session token never opens staff routes. */
export const SESSION_AUDIENCE = 'tischlein-session';
export const STAFF_AUDIENCE = 'tischlein-staff';
export const JWT_ALGORITHM = 'HS256' as const;

/**
 * Every token issued here expires; jsonwebtoken accepts one without `exp` for ever, so each verifier
 * (the two passport strategies, the live handshake) also asks this.
 */
export function hasExpiry(payload: unknown): boolean {
  return typeof (payload as { exp?: unknown } | null)?.exp === 'number';
}

export interface StaffTokenPayload {
  sub: string;
  username: string;
  roles: Role[];
  /** The user's token version when issued; a password change invalidates older tokens. */
  tv: number;
}

@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  signSessionToken(sessionId: string): string {
    return this.jwt.sign({}, { subject: sessionId, audience: SESSION_AUDIENCE, expiresIn: '24h', algorithm: JWT_ALGORITHM });
  }

  signStaffToken(payload: StaffTokenPayload): string {
    const { sub, ...claims } = payload;
    return this.jwt.sign(claims, { subject: sub, audience: STAFF_AUDIENCE, expiresIn: '12h', algorithm: JWT_ALGORITHM });
  }

  /** Which kind of token this claims to be (not verified): staff, session, or neither. */
  audienceOf(token: string): unknown {
    return this.jwt.decode<{ aud?: unknown } | null>(token)?.aud;
  }

  /** The claims of a token signed here for `audience`; throws otherwise (TokenExpiredError when only its time is up). */
  verify<T extends object>(token: string, audience: string): T & { exp: number } {
    const payload = this.jwt.verify<T & { exp: number }>(token, { algorithms: [JWT_ALGORITHM], audience });
    if (!hasExpiry(payload)) throw new JsonWebTokenError('jwt has no expiry');
    return payload;
  }

  /** A staff token for the account as it is now stored. */
  signStaffTokenFor(user: Pick<User, 'id' | 'username' | 'roles' | 'tokenVersion'>): string {
    return this.signStaffToken({ sub: String(user.id), username: user.username, roles: user.roles, tv: user.tokenVersion });
  }
}
