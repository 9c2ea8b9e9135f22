import { type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { StaffAuthGuard } from './staff-auth.guard.js';

/** No Authorization header: anonymous (request.user stays unset). A header that fails to verify: 401. */
@Injectable()
export class OptionalStaffAuthGuard extends StaffAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.headers.authorization) return true;
    return (await super.canActivate(context)) as boolean;
  }
}
