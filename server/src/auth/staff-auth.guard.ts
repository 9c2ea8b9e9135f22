import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiError, forbidden } from '../common/api-error.js';
import type { Role } from '../users/roles.js';
import type { StaffPrincipal } from './staff-jwt.strategy.js';

export const ROLES_KEY = 'tischlein:roles';
export const NOT_LOGGED_IN = 'Nicht angemeldet oder Sitzung abgelaufen.';

/** 401 unless the request carries a valid, current staff token. */
@Injectable()
export class StaffAuthGuard extends AuthGuard('staff-jwt') {
  override handleRequest<T>(err: unknown, user: T): T {
    if (err || !user) throw new ApiError(401, NOT_LOGGED_IN);
    return user;
  }
}

/** 403 unless the staff member has one of the roles the route names (none named: any staff member). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!required?.length) return true;
    const user = context.switchToHttp().getRequest<{ user: StaffPrincipal }>().user;
    if (!user.roles.some((role) => required.includes(role))) throw forbidden('Keine Berechtigung für diese Aktion.');
    return true;
  }
}
