import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ApiError, forbidden } from '../common/api-error.js';
import type { SessionPrincipal } from './session-jwt.strategy.js';

/**
 * Guards /sessions/{sessionId}/…: 401 without a valid session token, 403 when the token
 * belongs to another session.
 */
@Injectable()
export class SessionOwnerGuard extends AuthGuard('session-jwt') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<Request & { user: SessionPrincipal }>();
    if (request.user.sessionId !== String(request.params.sessionId).toLowerCase()) {
      throw forbidden('Diese Session gehört nicht zu deinem Token.');
    }
    return true;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err || !user) throw new ApiError(401, 'Keine Session – bitte QR neu scannen.');
    return user;
  }
}
