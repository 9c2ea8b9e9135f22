import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config.js';
import type { Role } from '../users/roles.js';
import { StaffAccess } from './staff-access.service.js';
import { hasExpiry, JWT_ALGORITHM, STAFF_AUDIENCE, type StaffTokenPayload } from './token.service.js';
import { jwtKeyOf } from './jwt-key.js';

export interface StaffPrincipal {
  kind: 'staff';
  userId: number;
  username: string;
  /** From the database, not the token: a removed role stops working at once. */
  roles: Role[];
}

@Injectable()
export class StaffJwtStrategy extends PassportStrategy(Strategy, 'staff-jwt') {
  constructor(
    config: AppConfig,
    private readonly access: StaffAccess,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken, which takes a key object (see jwt-key.ts); its types say Buffer.
      secretOrKey: jwtKeyOf(config.jwtSecret) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      audience: STAFF_AUDIENCE,
    });
  }

  /** A token without an expiry, a deleted user, or a token from before the last password change, is refused (401). */
  async validate(payload: StaffTokenPayload): Promise<StaffPrincipal | false> {
    if (!hasExpiry(payload)) return false;
    return (await this.access.principalOf(payload)) ?? false;
  }
}
