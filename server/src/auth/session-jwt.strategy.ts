import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config.js';
import { hasExpiry, JWT_ALGORITHM, SESSION_AUDIENCE } from './token.service.js';
import { jwtKeyOf } from './jwt-key.js';

export interface SessionPrincipal {
  kind: 'session';
  sessionId: string;
}

@Injectable()
export class SessionJwtStrategy extends PassportStrategy(Strategy, 'session-jwt') {
  constructor(config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken, which takes a key object (see jwt-key.ts); its types say Buffer.
      secretOrKey: jwtKeyOf(config.jwtSecret) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      audience: SESSION_AUDIENCE,
    });
  }

  /** A token without an expiry is refused (401). */
  validate(payload: { sub: string }): SessionPrincipal | false {
    if (!hasExpiry(payload)) return false;
    return { kind: 'session', sessionId: payload.sub };
  }
}
