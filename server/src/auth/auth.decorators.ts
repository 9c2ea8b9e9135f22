import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Role } from '../users/roles.js';
import { ROLES_KEY, RolesGuard, StaffAuthGuard } from './staff-auth.guard.js';
import type { StaffPrincipal } from './staff-jwt.strategy.js';

/** Staff only; with roles, only staff holding one of them. `@Auth('ADMIN')` guards the back office. */
export function Auth(...roles: Role[]) {
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    UseGuards(StaffAuthGuard, RolesGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Kein oder ungültiger Token' }),
    ApiForbiddenResponse({ description: 'Rolle fehlt' }),
  );
}

/** The logged-in staff member. */
export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext): StaffPrincipal => {
  return context.switchToHttp().getRequest<{ user: StaffPrincipal }>().user;
});

/** Overrides, for one route, the roles its controller's `@Auth(...)` requires (the guards stay the controller's). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** The staff who run the floor and the kitchen screen: everyone with a role. */
export const FLOOR_STAFF: Role[] = ['ADMIN', 'KITCHEN', 'WAITER'];
