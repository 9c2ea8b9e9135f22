import { createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { SessionPrincipal } from '../auth/session-jwt.strategy.js';
import { ApiError, forbidden, guestRefusal } from '../common/api-error.js';
import type { GuestRequest } from '../rate-limits/guest-rate-limit.guard.js';
import type { ActiveSession } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

export const NO_SESSION = 'Keine Session – bitte QR neu scannen.';

/**
 * Guards /sessions/{sessionId}/…: 401 without a valid session token or when the session has ended
 * (idle too long, its table deactivated or given a new QR code), 403 when the token belongs to
 * another session. The session found is left on the request for later guards (rate limits).
 */
@Injectable()
export class SessionOwnerGuard extends AuthGuard('session-jwt') {
  constructor(private readonly sessions: SessionsService) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<GuestRequest & { user: SessionPrincipal }>();
    if (request.user.sessionId !== String(request.params.sessionId).toLowerCase()) {
      throw forbidden('Diese Session gehört nicht zu deinem Token.');
    }
    const session = await this.sessions.touchActive(request.user.sessionId);
    if (!session) throw new ApiError(401, NO_SESSION, undefined, guestRefusal('SESSION_ENDED'));
    request.guestSession = session;
    return true;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err || !user) throw new ApiError(401, NO_SESSION, undefined, guestRefusal('SESSION_ENDED'));
    return user;
  }
}

/** The session SessionOwnerGuard found open (with its table and basket mode), for a guarded route's handler. */
export const CurrentGuest = createParamDecorator((_data: unknown, context: ExecutionContext): ActiveSession => {
  return context.switchToHttp().getRequest<{ guestSession: ActiveSession }>().guestSession;
});
