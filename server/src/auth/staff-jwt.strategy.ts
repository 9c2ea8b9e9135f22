import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectDataSource } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { type Role, User } from '../users/user.entity.js';
import { JWT_ALGORITHM, STAFF_AUDIENCE, type StaffTokenPayload } from './token.service.js';

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
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: [JWT_ALGORITHM],
      audience: STAFF_AUDIENCE,
    });
  }

  /** A deleted user, or a token from before the last password change, is refused (401). */
  async validate(payload: StaffTokenPayload): Promise<StaffPrincipal | false> {
    const id = Number(payload.sub);
    if (!Number.isInteger(id)) return false;
    const user = await this.dataSource.manager.findOneBy(User, { id });
    if (!user || user.tokenVersion !== payload.tv) return false;
    return { kind: 'staff', userId: user.id, username: user.username, roles: user.roles };
  }
}
