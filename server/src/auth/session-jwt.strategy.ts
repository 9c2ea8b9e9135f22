import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config.js';
import { JWT_ALGORITHM, SESSION_AUDIENCE } from './token.service.js';

export interface SessionPrincipal {
  kind: 'session';
  sessionId: string;
}

@Injectable()
export class SessionJwtStrategy extends PassportStrategy(Strategy, 'session-jwt') {
  constructor(config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: [JWT_ALGORITHM],
      audience: SESSION_AUDIENCE,
    });
  }

  validate(payload: { sub: string }): SessionPrincipal {
    return { kind: 'session', sessionId: payload.sub };
  }
}
