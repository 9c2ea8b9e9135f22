import { type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { StaffAuthGuard } from './staff-auth.guard.js';

/** No Authorization header: anonymous (request.user stays unset). A header that fails to verify: 401. */
@Injectable()
export class OptionalStaffAuthGuard extends StaffAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.headers.authorization) return true;
    return (await super.canActivate(context)) as boolean;
  }
}
